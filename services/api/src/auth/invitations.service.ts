import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { ApiException } from '../common/exceptions/api.exception';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher.service';

/** An e-mailed invitation: read freely, used up only by the form that sets the first password. */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly tokens: TokensService,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
  ) {}

  /** Unknown, expired and used links answer alike: which one it was would help a guesser. */
  dead(): ApiException {
    return new ApiException(410, 'errors.invitation_invalid');
  }

  /** The invited user of a live token, or null; the token stays usable. */
  async find(token: string): Promise<User | null> {
    const row = await this.tokens.find(token, 'invitation');
    return row ? (row.user as User) : null;
  }

  /**
   * Uses the token up, then sets the password. The hash is computed first so the slow part runs
   * before the token is taken: a consumed token always ends with a password set.
   */
  async accept(token: string, password: string): Promise<User> {
    const row = await this.tokens.find(token, 'invitation');
    if (!row) throw this.dead();
    const hash = await this.hasher.hash(password);
    if (!(await this.tokens.consume(row))) throw this.dead();
    const user = await this.users.setPassword(row.userId, hash, 'password_set', { byOwner: true });
    // The visitor is not signed in yet: the account's owner is the one acting.
    await this.audit.record({
      action: 'invitation_accepted',
      entity: 'user',
      entityId: user.id,
      actor: { id: user.id, name: user.name },
    });
    return user;
  }
}
