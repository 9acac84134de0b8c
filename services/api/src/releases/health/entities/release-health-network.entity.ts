import type { ReleaseRemote } from '@bolsos/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A client network that reported one release of a remote failing in one minute, once per
 * network and minute whichever replica heard it: the abort rule counts distinct networks, so
 * one visitor's many reports stop no canary. The network is a keyed hash of its /24 or /64
 * (load-token.ts), never an address; rows go with their minute's counts after a day.
 */
@Entity({ name: 'release_health_networks' })
@Index('IDX_release_health_networks_minute', ['remote', 'releaseId', 'minute', 'network'], {
  unique: true,
})
export class ReleaseHealthNetwork {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  remote!: ReleaseRemote;

  @Column({ name: 'release_id', type: 'varchar', length: 100 })
  releaseId!: string;

  /** the minute's start */
  @Column({ type: 'datetime' })
  minute!: Date;

  @Column({ type: 'varchar', length: 32 })
  network!: string;
}
