import { useEffect, useRef } from 'react';
import { useLocation } from '@bolsos/router';

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function scrollToTop(): void {
  // Already there (a tap near the top of a page): nothing to animate.
  if (window.scrollY === 0) return;
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
 *
 * After the new page has painted, not during its commit: reading or setting the scroll position
 * there makes the browser lay out the half-updated page at once (the old page's fading copy is
 * put in just after), tens of ms on a phone before the new page can show; the smooth scroll
 * starting a frame later looks the same.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    scrollToTop();
  }, [pathname]);
  return null;
}
