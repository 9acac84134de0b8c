import { hasRoles, type Locale, type User } from '@bolsos/contracts';
import { ADMIN_HOME, loginPath, passwordSetPath, safeRedirect } from './redirect-target';
import type { RouteResolution } from './resolve-route';

export type GuardDecision =
  | { action: 'allow' }
  /** The account is not known yet. */
  | { action: 'wait' }
  | { action: 'redirect'; to: string }
  /** Rendered as the error page with this code (401 for a missing role). */
  | { action: 'deny'; code: number };

export interface GuardInput {
  resolution: RouteResolution;
  auth: { status: 'idle' | 'loading' | 'ready'; user: User | null; error?: unknown };
  /** Where the visitor is: pathname + search, kept for the return after login. */
  location: string;
  /** Language of the pages a redirect leads to (admin pages carry no prefix). */
  locale: Locale;
}

const ALLOW: GuardDecision = { action: 'allow' };

/**
 * Spec §2 "Navigation rules" and §6, in order:
 * 1. not signed in + /admin… → login, with `redirect` back to where they were going;
 * 2. signed in without a password → /auth/password-set, which is only for them (others → /admin);
 * 3. signed in + login, password-forgot or password-reset → /admin (the login page honours its
 *    `redirect` parameter: that is how a successful sign-in returns to where the visitor was going,
 *    so the login form only has to store the user);
 *    the invitation page stays open to anyone: a used link must say so to the user it just signed
 *    in, and a signed-in staff member who opens someone's link is warned there, not switched;
 * 4. a route's roles (any-of or all-of) missing → 401.
 * Public pages are not guarded (they never ask for the account, to stay fast and cacheable).
 */
export function guardRoute({ resolution, auth, location, locale }: GuardInput): GuardDecision {
  const admin = resolution.layout === 'admin';
  const authPage =
    resolution.kind === 'page' && resolution.layout === 'auth' ? resolution.page : null;
  if (!admin && !authPage) return ALLOW;

  if (auth.status !== 'ready') {
    // The account could not be read (network, 5xx): admin pages cannot be shown, auth pages can.
    if (auth.status === 'idle' && auth.error) return admin ? { action: 'deny', code: 500 } : ALLOW;
    return { action: 'wait' };
  }

  const { user } = auth;
  if (!user) {
    if (admin) return { action: 'redirect', to: loginPath(locale, location) };
    return authPage === 'password-set' ? { action: 'redirect', to: ADMIN_HOME } : ALLOW;
  }
  if (!user.password_set_at) {
    return authPage === 'password-set'
      ? ALLOW
      : { action: 'redirect', to: passwordSetPath(locale) };
  }
  if (authPage === 'login') {
    const query = location.includes('?') ? location.slice(location.indexOf('?')) : '';
    const back = safeRedirect(new URLSearchParams(query).get('redirect'));
    return { action: 'redirect', to: back ?? ADMIN_HOME };
  }
  if (authPage && authPage !== 'invitation') return { action: 'redirect', to: ADMIN_HOME };

  const access = 'access' in resolution ? resolution.access : undefined;
  if (access && !hasRoles(user.roles, access.roles, access.mode))
    return { action: 'deny', code: 401 };
  return ALLOW;
}
