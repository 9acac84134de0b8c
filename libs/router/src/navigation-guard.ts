import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export interface NavigationGuard {
  /** Lets the next navigations through at once, before `when` turns false (after a save). */
  release(): void;
}

/** A mounted `useNavigationGuard`. */
interface ActiveGuard {
  blocking: { current: boolean };
  ask: { current: (proceed: () => void) => void };
}

/**
 * Every guard on the page, oldest first. A data router consults only its newest blocker, so each
 * guard's blocker answers for all of them: the newest with unsaved changes asks, and its answer
 * settles them all (a reply and a note on one page each guard their own text).
 */
const guards: ActiveGuard[] = [];

const anyBlocking: BlockerFunction = () => guards.some((guard) => guard.blocking.current);

/**
 * While `when` holds, an in-app navigation (a link, `navigate()`, back or forward) first calls
 * `ask` with a way to go on, and closing or reloading the tab makes the browser ask. Built on
 * react-router's `useBlocker`, so it needs a data router (`createBrowserRouter` + `RouterProvider`);
 * on back and forward react-router moves the browser back onto the guarded entry, and going on
 * repeats the move. The tab-close part is ours: react-router does not handle `beforeunload`.
 */
export function useNavigationGuard(
  when: boolean,
  ask: (proceed: () => void) => void,
): NavigationGuard {
  const blocking = useRef(when);
  const askRef = useRef(ask);
  blocking.current = when;
  askRef.current = ask;
  const [guard] = useState<ActiveGuard>(() => ({ blocking, ask: askRef }));

  useEffect(() => {
    guards.push(guard);
    return () => {
      guards.splice(guards.indexOf(guard), 1);
    };
  }, [guard]);

  const blocker = useBlocker(anyBlocking);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const asking = [...guards].reverse().find((candidate) => candidate.blocking.current);
    const proceed = () => {
      for (const candidate of guards) candidate.blocking.current = false;
      blocker.proceed();
    };
    // Released between the click and now (a save): nothing left to ask about.
    if (asking) asking.ask.current(proceed);
    else proceed();
  }, [blocker]);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!blocking.current) return;
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return {
    release: useCallback(() => {
      blocking.current = false;
    }, []),
  };
}
