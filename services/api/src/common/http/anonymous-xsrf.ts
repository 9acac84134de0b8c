import { XSRF_COOKIE } from '@bolsos/contracts';
import { doubleCsrf } from 'csrf-csrf';
import type { Request, Response } from 'express';
import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';

export interface AnonymousXsrf {
  /** The visitor's signed token in the XSRF-TOKEN cookie (a valid one already there is kept). */
  issue(req: Request, res: Response): string;
  /** Header and cookie carry the same token, and this server signed it. */
  verify(req: Request): boolean;
}

/**
 * CSRF for visitors without a session: a signed double-submit token (csrf-csrf), so the site
 * stores nothing for someone who only reads the catalogue or writes to the shop. Signed-in
 * sessions keep their synchronizer token (CsrfGuard). The cookie is the one a Sanctum SPA
 * already reads (XSRF-TOKEN, readable by scripts) and the header the one it already echoes.
 * Needs `req.cookies` (cookie-parser).
 */
export function anonymousXsrf(config: AppConfig): AnonymousXsrf {
  // A key of its own: a token signed here must never pass for a session cookie signature.
  const secret = createHmac('sha256', config.session.secret).update('anonymous-xsrf').digest('hex');
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    // Nothing identifies an anonymous visitor; the signature proves the token is ours.
    getSessionIdentifier: () => 'anonymous',
    cookieName: XSRF_COOKIE,
    cookieOptions: {
      httpOnly: false,
      sameSite: 'lax',
      secure: config.session.secureCookie,
      path: '/',
      maxAge: config.session.lifetimeMinutes * 60_000,
    },
    getCsrfTokenFromRequest: (req) => {
      const header = req.headers['x-xsrf-token'] ?? req.headers['x-csrf-token'];
      return Array.isArray(header) ? header[0] : header;
    },
  });
  return {
    issue: (req, res) => generateCsrfToken(req, res),
    verify: (req) => validateRequest(req),
  };
}
