import { buildPath, type Locale, type PasswordResetRequest } from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { BackgroundTasks } from '../common/lifecycle/background-tasks';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ValidationException } from '../common/exceptions/api.exception';
import { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/templates';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher.service';

export const RESET_TTL_MINUTES = 60;

@Injectable()
export class PasswordsService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Answers before any lookup happens, so the reply and its timing say nothing
   * about whether the e-mail has an account. The work continues in the background.
   */
  requestReset(email: string, locale: Locale): void {
    this.background.run(`Password reset for ${email}`, () => this.sendResetLink(email, locale));
  }

  async sendResetLink(email: string, locale: Locale): Promise<boolean> {
    const user = await this.users.findByEmail(email);
    if (!user) return false;
    const token = await this.tokens.issue(user.id, 'password_reset', RESET_TTL_MINUTES);
    // Asked by a visitor who may not be the account's owner: no actor.
    await this.audit.record({
      action: 'password_reset_requested',
      entity: 'user',
      entityId: user.id,
      actor: null,
    });
    const path = buildPath(locale, { name: 'auth', page: 'password-reset' });
    const url = `${this.config.appUrl}${path}?token=${token}&email=${encodeURIComponent(user.email)}`;
    await this.mail.send({
      to: user.email,
      ...passwordResetMail(locale, { name: user.name, url, expiresInMinutes: RESET_TTL_MINUTES }),
    });
    return true;
  }

  async reset(input: PasswordResetRequest): Promise<User> {
    const row = await this.tokens.find(input.token, 'password_reset');
    const invalid = () =>
      new ValidationException({ token: [{ key: 'errors.token_invalid' }] }, 'errors.token_invalid');
    if (!row || row.user.email !== input.email) throw invalid();
    if (!(await this.tokens.consume(row))) throw invalid();
    return this.users.setPassword(
      row.userId,
      await this.hasher.hash(input.password),
      'password_reset',
    );
  }

  async set(userId: number, password: string): Promise<User> {
    return this.users.setPassword(userId, await this.hasher.hash(password), 'password_set');
  }
}
