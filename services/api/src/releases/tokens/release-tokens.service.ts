import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import {
  ReleaseTokenVerifier,
  type ReleaseTokenCaller,
} from '../../common/guards/release-token-verifier';
import { hashToken } from '../../tokens/tokens.service';
import { ReleaseToken } from './entities/release-token.entity';

/** Recognisable in a pipeline's secrets and in a leak scanner's rules. */
export const RELEASE_TOKEN_PREFIX = 'bolsos_rt_';
/** The prefix and 32 random bytes in base64url: anything else is refused without a lookup. */
const TOKEN_SHAPE = /^bolsos_rt_[A-Za-z0-9_-]{43}$/;

const LAST_USE_PRECISION_MS = 60_000;

export interface ReleaseTokenSummary {
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Release tokens (docs/releasing.md): a team's pipeline releases through the API with one instead
 * of an admin's password or the database's credentials. Created, listed and revoked from the
 * server's command line; the API only checks them.
 */
@Injectable()
export class ReleaseTokensService extends ReleaseTokenVerifier {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  private get repo() {
    return this.dataSource.getRepository(ReleaseToken);
  }

  /**
   * A new token for `name`, returned once (only its hash is kept). A revoked token's name can be
   * given a new one; a working token must be revoked first.
   */
  async create(name: string): Promise<string> {
    const clean = name.trim();
    if (!clean || clean.length > 100) throw new Error('The name needs 1 to 100 characters');
    const token = `${RELEASE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const existing = await this.repo.findOne({ where: { name: clean } });
    if (existing && !existing.revokedAt)
      throw new Error(`A release token named "${clean}" exists: revoke it first`);
    if (existing)
      await this.repo.update(existing.id, {
        tokenHash: hashToken(token),
        createdAt: new Date(),
        lastUsedAt: null,
        revokedAt: null,
      });
    else await this.repo.insert({ name: clean, tokenHash: hashToken(token) });
    return token;
  }

  async list(): Promise<ReleaseTokenSummary[]> {
    const rows = await this.repo.find({ order: { name: 'ASC' } });
    return rows.map(({ name, createdAt, lastUsedAt, revokedAt }) => ({
      name,
      createdAt,
      lastUsedAt,
      revokedAt,
    }));
  }

  /** False when no working token has that name. */
  async revoke(name: string): Promise<boolean> {
    const result = await this.repo.update(
      { name: name.trim(), revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return result.affected === 1;
  }

  /** The caller a working token stands for, its use noted; null for anything else. */
  async verify(token: string): Promise<ReleaseTokenCaller | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const row = await this.repo.findOne({
      where: { tokenHash: hashToken(token), revokedAt: IsNull() },
    });
    if (!row) return null;
    // A release is hundreds of uploads: its use is noted once a minute, not once a file.
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USE_PRECISION_MS)
      await this.repo.update(row.id, { lastUsedAt: new Date() });
    return { id: row.id, name: row.name };
  }
}
