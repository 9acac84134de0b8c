import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillContactSearchText } from '../contact-search-backfill';

export class ContactMessageInbox1795612553085 implements MigrationInterface {
  name = 'ContactMessageInbox1795612553085';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_message_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "message_id" integer NOT NULL, "kind" varchar(10) NOT NULL, "body" text NOT NULL, "author_id" integer, "author_name" varchar(100) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "sent_at" datetime)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_message_entries_message" ON "contact_message_entries" ("message_id", "id") ',
    );
    await queryRunner.query('DROP INDEX "IDX_contact_messages_created_at"');
    await queryRunner.query(
      'CREATE TABLE "temporary_contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "phone" varchar(30), "message" text NOT NULL, "language" varchar(5) NOT NULL DEFAULT (\'es\'), "product_id" integer, "mailed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "status" varchar(10) NOT NULL DEFAULT (\'new\'), "search_text" varchar(5400) NOT NULL DEFAULT (\'\'), CONSTRAINT "FK_6655ac089bd95d904571c9cd005" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_contact_messages"("id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at") SELECT "id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at" FROM "contact_messages"',
    );
    await queryRunner.query('DROP TABLE "contact_messages"');
    await queryRunner.query(
      'ALTER TABLE "temporary_contact_messages" RENAME TO "contact_messages"',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created_at" ON "contact_messages" ("created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_status" ON "contact_messages" ("status") ',
    );
    await queryRunner.query('DROP INDEX "IDX_contact_message_entries_message"');
    await queryRunner.query(
      'CREATE TABLE "temporary_contact_message_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "message_id" integer NOT NULL, "kind" varchar(10) NOT NULL, "body" text NOT NULL, "author_id" integer, "author_name" varchar(100) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "sent_at" datetime, CONSTRAINT "FK_0fbf30b8b16a0864aed783018a9" FOREIGN KEY ("message_id") REFERENCES "contact_messages" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_d5e45b2fce6939a218d89b75276" FOREIGN KEY ("author_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_contact_message_entries"("id", "message_id", "kind", "body", "author_id", "author_name", "created_at", "sent_at") SELECT "id", "message_id", "kind", "body", "author_id", "author_name", "created_at", "sent_at" FROM "contact_message_entries"',
    );
    await queryRunner.query('DROP TABLE "contact_message_entries"');
    await queryRunner.query(
      'ALTER TABLE "temporary_contact_message_entries" RENAME TO "contact_message_entries"',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_message_entries_message" ON "contact_message_entries" ("message_id", "id") ',
    );
    await backfillContactSearchText(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_contact_message_entries_message"');
    await queryRunner.query(
      'ALTER TABLE "contact_message_entries" RENAME TO "temporary_contact_message_entries"',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_message_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "message_id" integer NOT NULL, "kind" varchar(10) NOT NULL, "body" text NOT NULL, "author_id" integer, "author_name" varchar(100) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "sent_at" datetime)',
    );
    await queryRunner.query(
      'INSERT INTO "contact_message_entries"("id", "message_id", "kind", "body", "author_id", "author_name", "created_at", "sent_at") SELECT "id", "message_id", "kind", "body", "author_id", "author_name", "created_at", "sent_at" FROM "temporary_contact_message_entries"',
    );
    await queryRunner.query('DROP TABLE "temporary_contact_message_entries"');
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_message_entries_message" ON "contact_message_entries" ("message_id", "id") ',
    );
    await queryRunner.query('DROP INDEX "IDX_contact_messages_status"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_created_at"');
    await queryRunner.query(
      'ALTER TABLE "contact_messages" RENAME TO "temporary_contact_messages"',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "phone" varchar(30), "message" text NOT NULL, "language" varchar(5) NOT NULL DEFAULT (\'es\'), "product_id" integer, "mailed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_6655ac089bd95d904571c9cd005" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "contact_messages"("id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at") SELECT "id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at" FROM "temporary_contact_messages"',
    );
    await queryRunner.query('DROP TABLE "temporary_contact_messages"');
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created_at" ON "contact_messages" ("created_at") ',
    );
    await queryRunner.query('DROP INDEX "IDX_contact_message_entries_message"');
    await queryRunner.query('DROP TABLE "contact_message_entries"');
  }
}
