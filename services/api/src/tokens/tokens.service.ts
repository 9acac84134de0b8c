import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import { AuthToken, type AuthTokenType } from './entities/auth-token.entity';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Single-use links for password reset and invitations: 256 random bits, stored hashed. */
@Injectable()
export class TokensService {
  constructor(@InjectRepository(AuthToken) private readonly tokens: Repository<AuthToken>) {}

  /** Issues a new token; earlier unused tokens of the same kind stop working. */
  async issue(userId: number, type: AuthTokenType, ttlMinutes: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens.delete({ userId, type, usedAt: IsNull() });
    await this.tokens.insert({
      userId,
      type,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
      usedAt: null,
    });
    return token;
  }

  /** A live token row (not used, not expired) with its user, without consuming it. */
  async find(token: string, type: AuthTokenType): Promise<AuthToken | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
    return this.tokens.findOne({
      where: {
        tokenHash: hashToken(token),
        type,
        usedAt: IsNull(),
        expiresAt: MoreThan(new Date()),
      },
      relations: { user: { roleLinks: true } },
    });
  }

  /**
   * Marks the token used. The conditional UPDATE is the lock: of two concurrent
   * requests only one changes the row, so a link works exactly once.
   */
  async consume(row: AuthToken): Promise<boolean> {
    const result = await this.tokens
      .createQueryBuilder()
      .update(AuthToken)
      .set({ usedAt: new Date() })
      .where('id = :id AND used_at IS NULL AND expires_at > :now', { id: row.id, now: new Date() })
      .execute();
    return result.affected === 1;
  }
}
