import { API_BASE, API_PATHS } from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const DEVICE_COOKIE = 'bolsos_device';
const DEVICE_COOKIE_DAYS = 365;

/** A browser's proof that an account signed in on it before: whose, and which sign-in. */
export interface DeviceCookie {
  userId: number;
  nonce: string;
}

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in gets `userId.nonce.signature`, signed with a key of its own derived from
 * SESSION_SECRET (a device cookie must never pass for a session or CSRF signature). It names
 * no secret and grants nothing by itself: it only lets LoginThrottle count that browser's
 * failures apart from strangers', so their failures do not lock the owner out. Sent only to
 * the sign-in route.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.session.secret).update('device-cookie').digest();
  }

  /** A new device cookie for this user (a fresh nonce each sign-in, as OWASP asks). */
  issue(res: Response, userId: number): DeviceCookie {
    const nonce = randomBytes(16).toString('base64url');
    const payload = `${userId}.${nonce}`;
    res.cookie(DEVICE_COOKIE, `${payload}.${this.sign(payload)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.session.secureCookie,
      path: `${API_BASE}${API_PATHS.login}`,
      maxAge: DEVICE_COOKIE_DAYS * 86_400_000,
    });
    return { userId, nonce };
  }

  /** The request's device cookie when this server signed it; null for none, forged or mangled. */
  read(req: Request): DeviceCookie | null {
    const value: unknown = req.cookies?.[DEVICE_COOKIE];
    if (typeof value !== 'string') return null;
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) return null;
    const expected = Buffer.from(this.sign(`${match[1]}.${match[2]}`));
    const given = Buffer.from(match[3]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId: Number(match[1]), nonce: match[2] };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
