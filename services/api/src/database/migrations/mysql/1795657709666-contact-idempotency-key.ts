import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactIdempotencyKey1795657709666 implements MigrationInterface {
  name = 'ContactIdempotencyKey1795657709666';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // utf8mb4_bin, not the table's utf8mb4_unicode_ci: keys compare case-sensitively, as on SQLite
    // ('abcDEF12' and 'ABCdef12' are two clients' keys, not one). One unique index: TypeORM's
    // generator adds a second, unnamed one on the same column when the column is added later.
    await queryRunner.query(
      'ALTER TABLE `contact_messages` ADD `idempotency_key` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL, ADD UNIQUE INDEX `UQ_contact_messages_idempotency_key` (`idempotency_key`)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP INDEX `UQ_contact_messages_idempotency_key` ON `contact_messages`',
    );
    await queryRunner.query('ALTER TABLE `contact_messages` DROP COLUMN `idempotency_key`');
  }
}
