import type { I18n } from './i18n-instance';
import { createContext, createElement, useContext, type Context, type ReactNode } from 'react';
import { i18n as singleton } from './singleton';

/**
 * On the server the shell and the storefront are two bundles, each with its own copy of this lib;
 * keeping the context under a global symbol makes the storefront's components read the instance
 * the shell's provider gives (as `page-state` in @bolsos/ui does). It holds no data: each request
 * (and the browser page) supplies its own instance through the provider.
 */
const CONTEXT_KEY = Symbol.for('bolsos.i18n');

function i18nContext(): Context<I18n | null> {
  const registry = globalThis as typeof globalThis & { [CONTEXT_KEY]?: Context<I18n | null> };
  return (registry[CONTEXT_KEY] ??= createContext<I18n | null>(null));
}

const I18nContext = i18nContext();

export interface I18nextProviderProps {
  /** The instance for everything below: one per server request, the singleton in a browser. */
  i18n: I18n;
  children?: ReactNode;
}

/** Gives `useTranslation`, `useStrings` and `Trans` below it this instance (react-i18next's API). */
export function I18nextProvider({ i18n, children }: I18nextProviderProps) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** The instance in `<I18nextProvider>` (one per server request), else the browser singleton. */
export function useI18nInstance(): I18n {
  const provided = useContext(I18nContext);
  if (provided) return provided;
  // Uninitialised, the singleton has no strings and the page would show blanks. On the server it
  // means no provider of this lib's context is above (a bundle built against another version):
  // failing sends the page client-only instead of rendering it without text.
  if (!singleton.isInitialized) {
    throw new Error(
      'No <I18nextProvider> above and initI18n has not run: nothing to translate with',
    );
  }
  return singleton;
}
