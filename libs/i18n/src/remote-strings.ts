import { LOCALES, type Locale, type MessageKey } from '@bolsos/contracts';
import type { I18n } from './i18n-instance';
import { useI18nInstance } from './i18n-context';
import { useTranslation } from './use-translation';
import type { UiKey } from './ui-strings/en';

/**
 * One app's strings in every language. Typed so a key missing from any language fails the
 * app's typecheck; each app's spec checks the same at run time (non-empty, same placeholders).
 */
export type StringCatalogue<K extends string> = {
  readonly [L in Locale]: Readonly<Record<K, string>>;
};

/** A remote's own strings: an i18next namespace of its own on whatever instance renders it. */
export interface RemoteStrings<K extends string = string> {
  readonly namespace: string;
  readonly catalogue: StringCatalogue<K>;
}

/** The namespace of the shell's strings and the common catalogue; every namespace falls back to it. */
export const COMMON_NAMESPACE = 'translation';

const NAMESPACE_NAME = /^[A-Za-z][\w-]*$/;

/** Names a remote's catalogue; the namespace is usually the remote's federation name. */
export function defineStrings<K extends string>(
  namespace: string,
  catalogue: StringCatalogue<K>,
): RemoteStrings<K> {
  if (!NAMESPACE_NAME.test(namespace) || namespace === COMMON_NAMESPACE) {
    throw new Error(`'${namespace}' cannot name a remote's strings`);
  }
  return { namespace, catalogue };
}

/**
 * Adds the strings to an instance unless it already holds them. Idempotent and synchronous, so
 * a per-request server instance gets them during the first render that needs them.
 */
export function addStrings(instance: I18n, strings: RemoteStrings): void {
  // Before init an instance has no store; createI18n/initI18n take registered strings instead.
  if (!instance.isInitialized && !instance.store) return;
  for (const locale of LOCALES) {
    if (!instance.hasResourceBundle(locale, strings.namespace)) {
      instance.addResourceBundle(locale, strings.namespace, strings.catalogue[locale], true, false);
    }
  }
}

/** Strings registered in this copy of the lib, for instances created or initialised later. */
const registered = new Map<string, RemoteStrings>();

export function registeredStrings(): readonly RemoteStrings[] {
  return [...registered.values()];
}

/**
 * Called by a remote's routes module when it loads: the namespace joins the browser singleton
 * (now, or at its init) and every instance `createI18n` makes from then on.
 */
export function rememberStrings(strings: RemoteStrings): void {
  registered.set(strings.namespace, strings);
}

/** A remote's keys, the shell's common ones and the contracts' validation and error messages. */
export type StringsT<K extends string> = (
  key: K | UiKey | MessageKey,
  options?: Record<string, unknown>,
) => string;

/**
 * `useTranslation` for a remote's own namespace: makes sure the instance in context (the browser
 * singleton, or the server's per-request one) holds the strings, then translates the remote's
 * keys and, through the common namespace fallback, the shared ones (`common.save`, ...).
 */
export function useStrings<K extends string>(
  strings: RemoteStrings<K>,
): { t: StringsT<K>; i18n: I18n } {
  addStrings(useI18nInstance(), strings);
  const { t, i18n } = useTranslation(strings.namespace);
  return { t: t as unknown as StringsT<K>, i18n };
}
