import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillContactSearchText } from '../contact-search-backfill';

export class ContactMessageInbox1795612562704 implements MigrationInterface {
  name = 'ContactMessageInbox1795612562704';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `contact_message_entries` (`id` int NOT NULL AUTO_INCREMENT, `message_id` int NOT NULL, `kind` varchar(10) NOT NULL, `body` text NOT NULL, `author_id` int NULL, `author_name` varchar(100) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `sent_at` datetime NULL, INDEX `IDX_contact_message_entries_message` (`message_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      "ALTER TABLE `contact_messages` ADD `status` varchar(10) NOT NULL DEFAULT 'new'",
    );
    await queryRunner.query(
      "ALTER TABLE `contact_messages` ADD `search_text` varchar(5400) NOT NULL DEFAULT ''",
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_contact_messages_status` ON `contact_messages` (`status`)',
    );
    await queryRunner.query(
      'ALTER TABLE `contact_message_entries` ADD CONSTRAINT `FK_0fbf30b8b16a0864aed783018a9` FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `contact_message_entries` ADD CONSTRAINT `FK_d5e45b2fce6939a218d89b75276` FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await backfillContactSearchText(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `contact_message_entries` DROP FOREIGN KEY `FK_d5e45b2fce6939a218d89b75276`',
    );
    await queryRunner.query(
      'ALTER TABLE `contact_message_entries` DROP FOREIGN KEY `FK_0fbf30b8b16a0864aed783018a9`',
    );
    await queryRunner.query('DROP INDEX `IDX_contact_messages_status` ON `contact_messages`');
    await queryRunner.query('ALTER TABLE `contact_messages` DROP COLUMN `search_text`');
    await queryRunner.query('ALTER TABLE `contact_messages` DROP COLUMN `status`');
    await queryRunner.query(
      'DROP INDEX `IDX_contact_message_entries_message` ON `contact_message_entries`',
    );
    await queryRunner.query('DROP TABLE `contact_message_entries`');
  }
}
