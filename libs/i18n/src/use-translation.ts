import type { I18n, TFunction } from './i18n-instance';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useI18nInstance } from './i18n-context';

/** Per i18next instance: a counter bumped on each language change, and `t`s already fixed. */
interface InstanceState {
  revision: number;
  listeners: Set<() => void>;
  fixed: Map<string, TFunction>;
}

const states = new WeakMap<I18n, InstanceState>();

function stateOf(instance: I18n): InstanceState {
  let state = states.get(instance);
  if (!state) {
    const created: InstanceState = { revision: 0, listeners: new Set(), fixed: new Map() };
    // The same event react-i18next re-renders on by default (bindI18n: 'languageChanged').
    instance.on('languageChanged', () => {
      created.revision += 1;
      for (const listener of [...created.listeners]) listener();
    });
    states.set(instance, created);
    state = created;
  }
  return state;
}

/**
 * react-i18next's `useTranslation`, without its per-call cost: it copies every property of the
 * instance into a new wrapper and fixes a new `t` in each component the first time it renders,
 * which is every component of every server render (a fifth of a page's render time, profiled).
 * Here a `t` is fixed once per instance, language and namespace, and a component re-renders
 * when the language changes, as before. `t` changes with the language; `i18n` is the instance.
 * The answer has the same shapes as react-i18next's, so remotes built on 1.0.0 keep working.
 */
/** Like react-i18next's answer: `{ t, i18n, ready }`, or `[t, i18n, ready]`. */
export type UseTranslationResult = [TFunction, I18n, boolean] & {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
};

export function useTranslation(ns?: string): UseTranslationResult {
  const instance = useI18nInstance();
  const state = stateOf(instance);
  const subscribe = useCallback(
    (listener: () => void) => {
      state.listeners.add(listener);
      return () => {
        state.listeners.delete(listener);
      };
    },
    [state],
  );
  const revision = useSyncExternalStore(
    subscribe,
    () => state.revision,
    () => state.revision,
  );
  const language = instance.language;
  const t = useMemo(() => {
    const key = `${language}\u0000${ns ?? ''}`;
    let fixed = state.fixed.get(key);
    if (!fixed) {
      fixed = instance.getFixedT(language ?? null, ns ?? null) as TFunction;
      state.fixed.set(key, fixed);
    }
    return fixed;
    // revision: a language change re-renders even when it lands on the same language code.
  }, [state, instance, language, ns, revision]);
  return useMemo(
    () =>
      Object.assign([t, instance, true] as [TFunction, I18n, boolean], {
        t,
        i18n: instance,
        ready: true,
      }),
    [t, instance],
  );
}
