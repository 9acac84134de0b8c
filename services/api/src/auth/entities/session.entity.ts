import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session rows for the database store (the Redis store needs no table). */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id!: string;

  @Column({ type: 'text' })
  data!: string;

  @Index('IDX_sessions_expires_at')
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;
}
