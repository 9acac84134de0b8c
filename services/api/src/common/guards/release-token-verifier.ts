import type { Request } from 'express';

/** What a working release token stands for. */
export interface ReleaseTokenCaller {
  id: number;
  name: string;
}

/**
 * Checks a release token; the releases module provides it (ReleaseTokensService), so the global
 * guards depend on this shape rather than on a feature module.
 */
export abstract class ReleaseTokenVerifier {
  abstract verify(token: string): Promise<ReleaseTokenCaller | null>;
}

/** Wrong, revoked or malformed tokens from one address, counted like failed sign-ins. */
export const RELEASE_TOKEN_FAILURES = { name: 'release-token', limit: 20, windowSeconds: 600 };

/** The token of an `Authorization: Bearer …` header; undefined without one. */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(.*)$/i.exec(header.trim());
  return match ? match[1].trim() : undefined;
}

/**
 * Whether the request rides on a session cookie: signed in, or holding a session's CSRF token.
 * Such a request is a browser's, and a Bearer header beside it changes nothing.
 */
export function cookieAuthenticated(req: Request): boolean {
  return Boolean(req.isAuthenticated?.() || req.session?.csrfToken);
}

const callers = new WeakMap<Request, ReleaseTokenCaller>();

export function setReleaseTokenCaller(req: Request, caller: ReleaseTokenCaller): void {
  callers.set(req, caller);
}

/** The release token the request was let in with, if it was. */
export function releaseTokenCaller(req: Request): ReleaseTokenCaller | undefined {
  return callers.get(req);
}
