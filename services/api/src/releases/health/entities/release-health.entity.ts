import type { ReleaseRemote } from '@bolsos/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What browsers did with one release of a remote in one minute, summed over every replica: how
 * many were given it (loads) and how many reported it failing (failures). Minutes, not events,
 * so a busy canary writes a row a minute per replica, not one per visitor.
 */
@Entity({ name: 'release_health' })
@Index('IDX_release_health_minute', ['remote', 'releaseId', 'minute'], { unique: true })
export class ReleaseHealth {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  remote!: ReleaseRemote;

  /** the release id, or 'default' for the remote's default build */
  @Column({ name: 'release_id', type: 'varchar', length: 100 })
  releaseId!: string;

  /** the minute's start */
  @Column({ type: 'datetime' })
  minute!: Date;

  @Column({ type: 'int', default: 0 })
  loads!: number;

  @Column({ type: 'int', default: 0 })
  failures!: number;
}
