import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@bolsos/router';

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  } catch {
    // jsdom and very old browsers: no smooth scrolling, nothing to do.
  }
}

/**
 * Spec §9: smooth scroll to the top when the path changes. It sits above the layouts, because
 * each layout mounts its own page transition: going from the back office to Home replaces the
 * whole layout, and a scroll kept inside it would never see the change. A new query alone (a list
 * page, a filter) keeps the position; the first page of the visit keeps the browser's.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    scrollToTop();
  }, [pathname]);
  return null;
}
