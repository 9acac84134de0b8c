import { RELEASE_BUCKET_COOKIE, type ReleaseRemote } from '@bolsos/contracts';
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readCookie } from '../common/i18n/request-locale';
import type { AppConfig } from '../config/app-config';
import { canaryReleases } from '../releases/live-releases';
import { REMOTES } from './remote-builds';

// A visitor's canary bucket (docs/releasing.md): which remotes they get the canary release of,
// read from their cookie, so the server render, the page cache and the remotes config agree.

const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The remotes (in REMOTES order) whose canary a visitor gets; empty: every live release. */
export type ReleaseVariant = readonly ReleaseRemote[];

export const LIVE_VARIANT: ReleaseVariant = [];

export interface ReleaseVisitor {
  variant: ReleaseVariant;
  /** some canary runs: what is served depends on the visitor's cookie */
  canaries: boolean;
  /** the Set-Cookie header of a bucket given to a visitor who had none */
  setCookie: string | null;
}

/** A valid bucket from a Cookie header (0–99), else null. */
export function readBucket(cookieHeader: string | undefined): number | null {
  const value = readCookie(cookieHeader, RELEASE_BUCKET_COOKIE);
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

function bucketCookie(bucket: number, secure: boolean): string {
  // HttpOnly: only the server reads it (the shell is given the config its bucket chose).
  return (
    `${RELEASE_BUCKET_COOKIE}=${bucket}; Max-Age=${BUCKET_MAX_AGE_S}; Path=/; HttpOnly; ` +
    `SameSite=Lax${secure ? '; Secure' : ''}`
  );
}

/** A new visitor's bucket: each of 0–99 alike, so a share of s % gets s buckets in 100. */
export function drawBucket(): number {
  return randomInt(100);
}

/**
 * What this request gets: nothing to decide (and no cookie) while no canary runs; else the
 * visitor's bucket, a new one from `draw` when the cookie is missing or invalid, which the answer
 * then sets. A hand-made topology (REMOTES_CONFIG) runs no canary.
 */
export function releaseVisitor(
  config: AppConfig,
  cookieHeader: string | undefined,
  draw: () => number = drawBucket,
): ReleaseVisitor {
  const canaries = canaryReleases(config);
  if (canaries.size === 0 || process.env.REMOTES_CONFIG)
    return { variant: LIVE_VARIANT, canaries: false, setCookie: null };
  let bucket = readBucket(cookieHeader);
  let setCookie: string | null = null;
  if (bucket === null) {
    bucket = draw();
    setCookie = bucketCookie(bucket, config.session.secureCookie);
  }
  const variant = REMOTES.filter((remote) => {
    const canary = canaries.get(remote.name);
    return canary !== undefined && (bucket as number) < canary.share;
  }).map((remote) => remote.name);
  return { variant, canaries: true, setCookie };
}

const decided = new WeakMap<Pick<IncomingMessage, 'headers'>, ReleaseVisitor>();

/**
 * The visitor of one request, decided once however often it is asked. A page is first looked up
 * in the page cache before Express runs, and rendered by Express when the visitor's variant is
 * not kept: drawing a new visitor's bucket at each step gave a visitor whose first bucket's page
 * was missing a second draw, so while the canary's page was not kept (after every switch or
 * catalogue write) a canary bucket stood only a 1-in-10 chance and the canary's share fell.
 */
export function requestVisitor(
  config: AppConfig,
  req: Pick<IncomingMessage, 'headers'>,
  draw: () => number = drawBucket,
): ReleaseVisitor {
  let visitor = decided.get(req);
  if (!visitor) {
    visitor = releaseVisitor(config, req.headers.cookie, draw);
    decided.set(req, visitor);
  }
  return visitor;
}

/** The page cache's key suffix: one entry per variant, none for the live releases. */
export function variantKey(variant: ReleaseVariant): string {
  return variant.length ? `#canary:${variant.join(',')}` : '';
}
