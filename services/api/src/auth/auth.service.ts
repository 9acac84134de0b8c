import { XSRF_COOKIE } from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { anonymousXsrf, type AnonymousXsrf } from '../common/http/anonymous-xsrf';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher.service';

@Injectable()
export class AuthService {
  private readonly anonymousXsrf: AnonymousXsrf;

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.anonymousXsrf = anonymousXsrf(config);
  }

  /** The user for these credentials, or null. Unknown e-mails cost the same argon2 work. */
  async validateCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(email);
    const ok = await this.hasher.verify(user?.passwordHash, password);
    return user && user.passwordHash && ok ? user : null;
  }

  /**
   * The XSRF-TOKEN cookie for this caller: a signed-in session's own token, or for a visitor
   * without a session a signed one that leaves nothing stored (no session row per visitor).
   */
  csrfCookie(req: Request, res: Response): void {
    if (req.session?.csrfToken) this.setCsrfCookie(req, res, req.session.csrfToken);
    else this.anonymousXsrf.issue(req, res);
  }

  /** New synchronizer token in the session, mirrored in the JS-readable XSRF-TOKEN cookie. */
  issueCsrfToken(req: Request, res: Response): string {
    const token = randomBytes(32).toString('base64url');
    req.session.csrfToken = token;
    this.setCsrfCookie(req, res, token);
    return token;
  }

  setCsrfCookie(req: Request, res: Response, token: string) {
    res.cookie(XSRF_COOKIE, token, {
      httpOnly: false,
      sameSite: 'lax',
      secure: this.config.session.secureCookie,
      path: '/',
      maxAge: req.session.cookie.maxAge ?? this.config.session.lifetimeMinutes * 60_000,
    });
  }

  /** Signs a user in on this request: a fresh session id and CSRF token (fixation-safe). */
  async signIn(req: Request, res: Response, user: User, remember?: boolean): Promise<void> {
    // Re-authentication keeps the lifetime the user chose at login ("remember me").
    const previousMaxAge = req.session?.cookie?.maxAge;
    await new Promise<void>((resolve, reject) =>
      req.logIn(user, (error) => (error ? reject(error) : resolve())),
    );
    if (remember !== undefined || !previousMaxAge) this.applyLifetime(req, remember === true);
    else req.session.cookie.maxAge = previousMaxAge;
    this.issueCsrfToken(req, res);
  }

  applyLifetime(req: Request, remember: boolean) {
    req.session.cookie.maxAge = remember
      ? this.config.session.rememberDays * 86_400_000
      : this.config.session.lifetimeMinutes * 60_000;
  }

  async signOut(req: Request, res: Response): Promise<void> {
    await new Promise<void>((resolve) => req.logout({ keepSessionInfo: false }, () => resolve()));
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    const options = {
      path: '/',
      sameSite: 'lax' as const,
      secure: this.config.session.secureCookie,
    };
    res.clearCookie(this.config.session.cookieName, { ...options, httpOnly: true });
    res.clearCookie(XSRF_COOKIE, options);
  }
}
