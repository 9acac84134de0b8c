import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795612765072 implements MigrationInterface {
  name = 'AuditLog1795612765072';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "occurred_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "actor_id" integer, "actor_name" varchar(100), "ip" varchar(64), "action" varchar(40) NOT NULL, "entity" varchar(40) NOT NULL, "entity_id" integer, "part" varchar(40), "part_key" varchar(64), "changes" text NOT NULL, "details" text)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_entries_action" ON "audit_entries" ("action", "occurred_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_entries_entity" ON "audit_entries" ("entity", "entity_id", "occurred_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_entries_actor" ON "audit_entries" ("actor_id", "occurred_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_entries_occurred_at" ON "audit_entries" ("occurred_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_audit_entries_occurred_at"');
    await queryRunner.query('DROP INDEX "IDX_audit_entries_actor"');
    await queryRunner.query('DROP INDEX "IDX_audit_entries_entity"');
    await queryRunner.query('DROP INDEX "IDX_audit_entries_action"');
    await queryRunner.query('DROP TABLE "audit_entries"');
  }
}
