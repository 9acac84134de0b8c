import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactMailClaim1795669197727 implements MigrationInterface {
  name = 'ContactMailClaim1795669197727';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `contact_messages` ADD `mail_claimed_at` datetime NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `contact_messages` DROP COLUMN `mail_claimed_at`');
  }
}
