import { useEffect, useRef } from 'react';
import { useNavigation } from './router-context';
import type { ActiveGuard } from './router-history';

export interface NavigationGuard {
  /** Lets the next navigations through at once, before `when` turns false (after a save). */
  release(): void;
}

/**
 * While `when` holds, an in-app navigation (a link, `navigate()`, back or forward) first calls
 * `ask` with a way to go on, and closing or reloading the tab makes the browser ask. Back and
 * forward have already moved the browser when the page hears of them: the router moves it back,
 * asks, and going on repeats the move. Several forms on one page (a reply and a note) each guard
 * their own text; the newest one with unsaved changes asks, and its answer settles them all.
 */
export function useNavigationGuard(
  when: boolean,
  ask: (proceed: () => void) => void,
): NavigationGuard {
  const { history } = useNavigation();
  const blocking = useRef(when);
  const askRef = useRef(ask);
  blocking.current = when;
  askRef.current = ask;

  useEffect(() => {
    if (!when) return undefined;
    const guard: ActiveGuard = { blocking, ask: askRef };
    const { guards } = history;
    guards.push(guard);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!blocking.current) return;
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.splice(guards.indexOf(guard), 1);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, history]);

  return {
    release: () => {
      blocking.current = false;
    },
  };
}
