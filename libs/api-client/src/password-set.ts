import { buildPath, DEFAULT_LOCALE, isLocale } from '@bolsos/contracts';

/** Where a 418 sends the user by default: the set-password page in the language of the URL. */
export function passwordSetPath(pathname: string): string {
  const first = pathname.split('/')[1];
  return buildPath(isLocale(first) ? first : DEFAULT_LOCALE, {
    name: 'auth',
    page: 'password-set',
  });
}

export function goToPasswordSet(): void {
  const location = globalThis.location;
  if (!location) return;
  const target = passwordSetPath(location.pathname);
  // Several calls may answer 418 at once; only the first navigation matters.
  if (location.pathname !== target) location.assign(target);
}
