import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

export interface NavigationGuard {
  /** Lets the next navigations through at once, before `when` turns false (after a save). */
  release(): void;
}

type Navigator = React.ContextType<typeof UNSAFE_NavigationContext>['navigator'];

interface ActiveGuard {
  blocking: { current: boolean };
  ask: { current: (proceed: () => void) => void };
}

interface Patched {
  guards: ActiveGuard[];
  restore(): void;
}

/** The guards of each router's navigator; its push and replace are wrapped while there are any. */
const patched = new WeakMap<Navigator, Patched>();

function attach(navigator: Navigator, guard: ActiveGuard): () => void {
  let entry = patched.get(navigator);
  if (!entry) {
    const { push, replace } = navigator;
    const guards: ActiveGuard[] = [];
    const guarded =
      (go: typeof push): typeof push =>
      (...args) => {
        // The newest guard with unsaved changes asks; each one asked lets the navigation go on.
        const asking = [...guards].reverse().find((g) => g.blocking.current);
        if (!asking) return go.apply(navigator, args);
        asking.ask.current(() => {
          for (const g of guards) g.blocking.current = false;
          go.apply(navigator, args);
        });
      };
    navigator.push = guarded(push);
    navigator.replace = guarded(replace);
    const created: Patched = {
      guards,
      restore: () => {
        navigator.push = push;
        navigator.replace = replace;
      },
    };
    entry = created;
    patched.set(navigator, created);
  }
  const current = entry;
  current.guards.push(guard);
  return () => {
    current.guards.splice(current.guards.indexOf(guard), 1);
    if (current.guards.length === 0) {
      current.restore();
      patched.delete(navigator);
    }
  };
}

/**
 * While `when` holds, an in-app navigation (a link, `navigate()`) first calls `ask` with a way to
 * go on, and closing or reloading the tab makes the browser ask. The apps use the declarative
 * <BrowserRouter>, where react-router's useBlocker does not work, so the router's navigator is
 * wrapped for as long as any guard on the page is mounted with unsaved changes; several forms on
 * one page (a reply and a note) each guard their own text. Back and forward are not asked about:
 * the browser has already moved when the router hears of them.
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
    const detach = attach(navigator, { blocking, ask: askRef });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!blocking.current) return;
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      detach();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, navigator]);

  return {
    release: () => {
      blocking.current = false;
    },
  };
}
