import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A page load token used for a remote (its load or its failure), fleet-wide, where Redis does
 * not keep the claims (load-claims.ts): the unique key lets one insert win. Kept until the token
 * expires, when no one could use it again anyway.
 */
@Entity({ name: 'release_load_claims' })
@Index('IDX_release_load_claims_claim', ['claim'], { unique: true })
export class ReleaseLoadClaim {
  @PrimaryGeneratedColumn()
  id!: number;

  /** token id, remote and what it was used for */
  @Column({ type: 'varchar', length: 80 })
  claim!: string;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;
}
