import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Keeps what it wraps in view when it holds the focus and `watch` changes: photos added above a
 * drop zone push the zone, still focused, down past the screen's edge or under the form's bar
 * (issue 45). `nearest` scrolls no more than needed and honours the page's scroll-padding.
 */
export function FocusKeptInView({ watch, children }: { watch: unknown; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = box.current;
    if (element && element.contains(document.activeElement)) {
      // jsdom has no scrollIntoView.
      element.scrollIntoView?.({ block: 'nearest' });
    }
  }, [watch]);
  return <div ref={box}>{children}</div>;
}
