import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795612797644 implements MigrationInterface {
  name = 'AuditLog1795612797644';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `audit_entries` (`id` int NOT NULL AUTO_INCREMENT, `occurred_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `actor_id` int NULL, `actor_name` varchar(100) NULL, `ip` varchar(64) NULL, `action` varchar(40) NOT NULL, `entity` varchar(40) NOT NULL, `entity_id` int NULL, `part` varchar(40) NULL, `part_key` varchar(64) NULL, `changes` text NOT NULL, `details` text NULL, INDEX `IDX_audit_entries_action` (`action`, `occurred_at`), INDEX `IDX_audit_entries_entity` (`entity`, `entity_id`, `occurred_at`), INDEX `IDX_audit_entries_actor` (`actor_id`, `occurred_at`), INDEX `IDX_audit_entries_occurred_at` (`occurred_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_audit_entries_occurred_at` ON `audit_entries`');
    await queryRunner.query('DROP INDEX `IDX_audit_entries_actor` ON `audit_entries`');
    await queryRunner.query('DROP INDEX `IDX_audit_entries_entity` ON `audit_entries`');
    await queryRunner.query('DROP INDEX `IDX_audit_entries_action` ON `audit_entries`');
    await queryRunner.query('DROP TABLE `audit_entries`');
  }
}
