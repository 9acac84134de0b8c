import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A team's pipeline's key to the releases API (docs/releasing.md). Only a SHA-256 of the token
 * is stored, so a database leak gives no working token; revoked rows stay for the record.
 */
@Entity({ name: 'release_tokens' })
export class ReleaseToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('UQ_release_tokens_name', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Index('UQ_release_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'datetime', nullable: true })
  revokedAt!: Date | null;
}
