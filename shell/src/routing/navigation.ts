import { useEffect } from 'react';
import { useNavigate, type NavigateOptions } from '@bolsos/router';

type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

/**
 * Navigation for code outside React (the API client's 418 handler): through the router when the
 * app is mounted, so the page does not reload; a full page load otherwise.
 */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigator) navigator(to, options);
  else globalThis.location.assign(to);
}

/** Hands the router's navigate function to navigateTo while mounted. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigator = (to, options) => void navigate(to, options);
    return () => {
      navigator = null;
    };
  }, [navigate]);
  return null;
}
