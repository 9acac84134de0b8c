import { useEffect, useRef, type RefObject } from 'react';

/**
 * A remote's page can take a while to load; past this, a late heading no longer takes the focus
 * (nor a heading drawn again).
 */
const WAIT_MS = 10_000;

/** The new page's <h1>: the fading copy of the old page (PageTransition's ghost) is inert. */
function pageHeading(container: HTMLElement): HTMLElement | null {
  const headings = Array.from(container.querySelectorAll<HTMLElement>('h1'));
  return headings.find((heading) => !heading.closest('[inert]')) ?? null;
}

/**
 * Moves the keyboard focus to the page's <h1> after each navigation inside the back office, so a
 * keyboard or screen-reader user starts reading the new page instead of staying in the menu.
 * The first page of a visit keeps the browser's focus (the skip link comes first). The heading
 * may arrive late (a remote loads, then its data): it is awaited, but if the user has meanwhile
 * put the focus somewhere of their own choosing, it stays there.
 */
export function useHeadingFocus(pathname: string, container: RefObject<HTMLElement | null>) {
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = container.current;
    if (!root) return;
    const focusedAtNavigation = document.activeElement;
    // The link or button that navigated (menu, list row, form), the drawer that held it, or
    // nothing at all: moving on from those is what the user asked for.
    const focusIsStale = () => {
      const active = document.activeElement;
      return (
        !active ||
        active === document.body ||
        active === focusedAtNavigation ||
        !active.isConnected ||
        Boolean(active.closest('.ant-drawer, [data-admin-nav]'))
      );
    };
    // The heading this hook focused: a page that draws its heading again (a record page while its
    // data loads, then with it) takes the focus away with the old one, to <body>; so does a
    // Suspense boundary hiding the page a moment (display: none) while a chunk or a language's
    // texts load, and the heading is still in the document when it shows again.
    let ours: HTMLElement | null = null;
    const dropped = () =>
      ours !== null && (!document.activeElement || document.activeElement === document.body);
    /** false once the user has put the focus somewhere of their own choosing. */
    const tryFocus = () => {
      if (ours && document.activeElement === ours) return true;
      if (ours ? !dropped() : !focusIsStale()) return false;
      const heading = pageHeading(root);
      if (!heading) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      ours = heading;
      return true;
    };
    // Watched for a while even once focused: the heading may be replaced after the first draw.
    if (!tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (!tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    // Suspense hides and shows again through the style attribute.
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden', 'inert'],
    });
    return stop;
  }, [pathname, container]);
}
