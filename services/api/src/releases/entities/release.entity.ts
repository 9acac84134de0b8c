import type { ReleaseRemote, ReleaseStatus } from '@bolsos/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One immutable release of a remote (scripts/releases.mjs builds it). Rows are kept after the
 * files are pruned: the history says what ran when, and who released it.
 */
@Entity({ name: 'releases' })
@Index('IDX_releases_remote_release', ['remote', 'releaseId'], { unique: true })
@Index('IDX_releases_remote_status', ['remote', 'status'])
export class Release {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  remote!: ReleaseRemote;

  @Column({ name: 'release_id', type: 'varchar', length: 100 })
  releaseId!: string;

  @Column({ type: 'varchar', length: 40 })
  version!: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  @Column({ name: 'released_by', type: 'varchar', length: 100, nullable: true })
  releasedBy!: string | null;

  @Column({ type: 'int', default: 0 })
  files!: number;

  @Column({ type: 'int', default: 0 })
  size!: number;

  @Column({ name: 'manifest_url', type: 'varchar', length: 500 })
  manifestUrl!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: ReleaseStatus;

  /** per cent of visitors served this release (the live one: 100) */
  @Column({ type: 'int', default: 0 })
  share!: number;

  /** the release id live before this one went live; null: the default build */
  @Column({ name: 'previous_release_id', type: 'varchar', length: 100, nullable: true })
  previousReleaseId!: string | null;

  /** why a canary was stopped: by an admin, or by the failures browsers reported */
  @Column({ name: 'abort_reason', type: 'varchar', length: 16, nullable: true })
  abortReason!: 'manual' | 'failures' | null;

  /** when it last became live or stopped being live */
  @Column({ name: 'switched_at', type: 'datetime', nullable: true })
  switchedAt!: Date | null;
}
