import type { AuditAction, AuditChange, AuditEntity } from '@bolsos/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One staff write or account event. Rows are only ever inserted (and pruned by
 * age): no foreign keys, so an entry outlives the user and the record it names.
 */
@Entity({ name: 'audit_entries' })
@Index('IDX_audit_entries_occurred_at', ['occurredAt'])
@Index('IDX_audit_entries_actor', ['actorId', 'occurredAt'])
@Index('IDX_audit_entries_entity', ['entity', 'entityId', 'occurredAt'])
@Index('IDX_audit_entries_action', ['action', 'occurredAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @CreateDateColumn({ name: 'occurred_at', type: 'datetime' })
  occurredAt!: Date;

  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId!: number | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 100, nullable: true })
  actorName!: string | null;

  /** IPv6 with a zone fits in 64. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 40 })
  action!: AuditAction;

  @Column({ type: 'varchar', length: 40 })
  entity!: AuditEntity;

  @Column({ name: 'entity_id', type: 'int', nullable: true })
  entityId!: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  part!: string | null;

  @Column({ name: 'part_key', type: 'varchar', length: 64, nullable: true })
  partKey!: string | null;

  @Column({ type: 'simple-json' })
  changes!: Record<string, AuditChange>;

  @Column({ type: 'simple-json', nullable: true })
  details!: Record<string, string> | null;
}
