import { buildPath, type Locale } from '@bolsos/contracts';

export const ADMIN_HOME = '/admin';

/**
 * The `redirect` query parameter of the login page, when it is a path of this site that makes
 * sense after signing in; anything else (another origin, '//evil', an auth page) is dropped.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  // Control characters (a smuggled newline) have no business in a path.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  const path = value.split(/[?#]/)[0];
  if (/^\/((en|zh)\/)?auth(\/|$)/.test(path)) return undefined;
  return value;
}

/** The login page in a language, remembering where the visitor was going. */
export function loginPath(locale: Locale, redirectTo?: string): string {
  const login = buildPath(locale, { name: 'auth', page: 'login' });
  const target = safeRedirect(redirectTo);
  return target ? `${login}?redirect=${encodeURIComponent(target)}` : login;
}

export function passwordSetPath(locale: Locale): string {
  return buildPath(locale, { name: 'auth', page: 'password-set' });
}
