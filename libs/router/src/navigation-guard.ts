import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

export interface NavigationGuard {
  /** Lets the next navigations through at once, before `when` turns false (after a save). */
  release(): void;
}

/**
 * While `when` holds, an in-app navigation (a link, `navigate()`) first calls `ask` with a way to
 * go on, and closing or reloading the tab makes the browser ask. The apps use the declarative
 * <BrowserRouter>, where react-router's useBlocker does not work, so the guard wraps the router's
 * navigator for as long as it is needed. Back and forward are not asked about: the browser has
 * already moved when the router hears of them.
 */
export function useNavigationGuard(
  when: boolean,
  ask: (proceed: () => void) => void,
): NavigationGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const blocking = useRef(when);
  const askRef = useRef(ask);
  blocking.current = when;
  askRef.current = ask;

  useEffect(() => {
    if (!when) return undefined;
    const { push, replace } = navigator;
    const guarded =
      (go: typeof push): typeof push =>
      (...args) => {
        if (!blocking.current) return go.apply(navigator, args);
        askRef.current(() => {
          blocking.current = false;
          go.apply(navigator, args);
        });
      };
    navigator.push = guarded(push);
    navigator.replace = guarded(replace);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!blocking.current) return;
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, navigator]);

  return {
    release: () => {
      blocking.current = false;
    },
  };
}
