import {
  buildPath,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
} from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthService } from '../auth/auth.service';
import { PasswordHasher } from '../auth/password-hasher.service';
import { ValidationException } from '../common/exceptions/api.exception';
import { BackgroundTasks } from '../common/lifecycle/background-tasks';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { emailChangedMail, passwordChangedMail } from '../mail/templates';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';

@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Name and e-mail of the signed-in user. The e-mail is where password resets go, so a
   * borrowed session must not be able to move it: changing it takes the current password,
   * ends the account's other sessions and tells the old address.
   */
  async update(
    id: number,
    input: ProfileUpdateRequest,
    req: Request,
    res: Response,
  ): Promise<User> {
    const before = await this.users.getOrFail(id);
    const emailChanges = input.email !== before.email;
    if (emailChanges) {
      if (!input.current_password)
        throw ValidationException.field('current_password', 'errors.current_password_required');
      if (!(await this.hasher.verify(before.passwordHash, input.current_password)))
        throw ValidationException.field('current_password', 'errors.current_password_incorrect');
    }
    let user = await this.users.updateProfile(id, { name: input.name, email: input.email });
    if (!emailChanges) return user;
    user = await this.users.endSessions(id);
    // This session goes on under the new version, with a new id and token.
    await this.auth.signIn(req, res, user);
    const changedAt = new Date();
    this.background.run(`E-mail change notice for user ${id}`, () =>
      this.sendEmailChangedNotice(before, user.email, changedAt),
    );
    return user;
  }

  /**
   * A new password for the signed-in user, given the current one. Other sessions end with the
   * session version; this one carries on with a new id, and the owner hears of it, as for an
   * e-mail change, so a borrowed session cannot change it unnoticed.
   */
  async changePassword(
    id: number,
    input: PasswordChangeRequest,
    req: Request,
    res: Response,
  ): Promise<User> {
    const stored = await this.users.getOrFail(id);
    if (!(await this.hasher.verify(stored.passwordHash, input.current_password)))
      throw ValidationException.field('current_password', 'errors.current_password_incorrect');
    const user = await this.users.setPassword(
      id,
      await this.hasher.hash(input.password),
      'password_changed',
    );
    await this.auth.signIn(req, res, user);
    const changedAt = new Date();
    this.background.run(`Password change notice for user ${id}`, () =>
      this.mail.send({
        to: user.email,
        ...passwordChangedMail(user.locale, {
          name: user.name,
          changedAt,
          resetUrl: this.resetUrl(user.locale),
        }),
      }),
    );
    return user;
  }

  private resetUrl(locale: User['locale']): string {
    return `${this.config.appUrl}${buildPath(locale, { name: 'auth', page: 'password-forgot' })}`;
  }

  private sendEmailChangedNotice(before: User, newEmail: string, changedAt: Date) {
    return this.mail.send({
      to: before.email,
      ...emailChangedMail(before.locale, {
        name: before.name,
        oldEmail: before.email,
        newEmail,
        changedAt,
        resetUrl: this.resetUrl(before.locale),
      }),
    });
  }
}
