import { isReleaseRemote, type ReleaseRemote } from '@bolsos/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * How long a page load's token is taken: its confirmation comes once the remote has rendered,
 * a failure at worst on a later page of the same tab. A token past it is dropped.
 */
export const LOAD_TOKEN_TTL_MS = 30 * 60_000;

/** The releases one remotes config answer served, by remote. */
export type ServedReleases = Partial<Record<ReleaseRemote, string>>;

export interface LoadToken {
  /** random: what a claim is keyed by (load-claims.ts) */
  id: string;
  /** epoch ms after which the token is refused */
  expires: number;
  releases: ServedReleases;
}

export type ReadToken =
  { ok: true; token: LoadToken } | { ok: false; reason: 'invalid_token' | 'expired_token' };

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * The page load tokens of the release health (issue 44): /remotes.config.json gives each answer
 * one, signed for the releases it served, so a failure or a confirmed load counts only against
 * a load this server handed out. Stateless to issue (an HMAC, no write per answer, version polls
 * included); whether one was already used is load-claims.ts's. The key is derived from
 * SESSION_SECRET under a name of its own, so a token never passes for another signature.
 */
export class LoadTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('release-load-token').digest();
  }

  issue(releases: ServedReleases, now = Date.now()): string {
    const body = b64(
      JSON.stringify({ i: b64(randomBytes(16)), e: now + LOAD_TOKEN_TTL_MS, r: releases }),
    );
    return `${body}.${this.sign(body)}`;
  }

  read(token: string | undefined, now = Date.now()): ReadToken {
    const [body, signature, extra] = (token ?? '').split('.');
    if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid_token' };
    const expected = Buffer.from(this.sign(body));
    const sent = Buffer.from(signature);
    if (expected.length !== sent.length || !timingSafeEqual(expected, sent))
      return { ok: false, reason: 'invalid_token' };
    let payload: { i?: unknown; e?: unknown; r?: unknown };
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof payload;
    } catch {
      return { ok: false, reason: 'invalid_token' };
    }
    const { i, e, r } = payload;
    if (typeof i !== 'string' || typeof e !== 'number' || typeof r !== 'object' || r === null)
      return { ok: false, reason: 'invalid_token' };
    if (e <= now) return { ok: false, reason: 'expired_token' };
    const releases: ServedReleases = {};
    for (const [remote, release] of Object.entries(r))
      if (isReleaseRemote(remote) && typeof release === 'string') releases[remote] = release;
    return { ok: true, token: { id: i, expires: e, releases } };
  }

  /**
   * What a failure's client network is kept as: a keyed hash of its /24 or /64, so the table
   * holds no address of anyone, yet counts distinct networks across replicas.
   */
  networkKey(ip: string | undefined): string {
    return createHmac('sha256', this.key)
      .update(clientNetwork(ip))
      .digest('base64url')
      .slice(0, 22);
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/**
 * The client network an address belongs to: its IPv4 /24 or IPv6 /64 (an IPv4-mapped IPv6
 * address is its IPv4 one). One household, office or phone's carrier-grade NAT is one network:
 * a visitor who rotates addresses inside it is still one.
 */
export function clientNetwork(ip: string | undefined): string {
  const address = (ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(address) === 6) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  return `unknown:${address}`;
}

/** The eight groups of an IPv6 address, lower case, without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head, tail] = address.toLowerCase().split('%')[0].split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const last = right.length ? right : left;
  const v4 = last.at(-1)?.includes('.') ? last.pop() : undefined;
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number);
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    (parseInt(group, 16) || 0).toString(16),
  );
}
