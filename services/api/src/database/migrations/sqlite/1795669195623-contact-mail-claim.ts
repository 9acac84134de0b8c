import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactMailClaim1795669195623 implements MigrationInterface {
  name = 'ContactMailClaim1795669195623';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_contact_messages_idempotency_key"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_created_at"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_status"');
    await queryRunner.query(
      'CREATE TABLE "temporary_contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "phone" varchar(30), "message" text NOT NULL, "language" varchar(5) NOT NULL DEFAULT (\'es\'), "product_id" integer, "mailed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "status" varchar(10) NOT NULL DEFAULT (\'new\'), "search_text" varchar(5400) NOT NULL DEFAULT (\'\'), "idempotency_key" varchar(100), "mail_claimed_at" datetime, CONSTRAINT "FK_6655ac089bd95d904571c9cd005" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_contact_messages"("id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at", "status", "search_text", "idempotency_key") SELECT "id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at", "status", "search_text", "idempotency_key" FROM "contact_messages"',
    );
    await queryRunner.query('DROP TABLE "contact_messages"');
    await queryRunner.query(
      'ALTER TABLE "temporary_contact_messages" RENAME TO "contact_messages"',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_contact_messages_idempotency_key" ON "contact_messages" ("idempotency_key") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created_at" ON "contact_messages" ("created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_status" ON "contact_messages" ("status") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_contact_messages_status"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_created_at"');
    await queryRunner.query('DROP INDEX "UQ_contact_messages_idempotency_key"');
    await queryRunner.query(
      'ALTER TABLE "contact_messages" RENAME TO "temporary_contact_messages"',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "phone" varchar(30), "message" text NOT NULL, "language" varchar(5) NOT NULL DEFAULT (\'es\'), "product_id" integer, "mailed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "status" varchar(10) NOT NULL DEFAULT (\'new\'), "search_text" varchar(5400) NOT NULL DEFAULT (\'\'), "idempotency_key" varchar(100), CONSTRAINT "FK_6655ac089bd95d904571c9cd005" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "contact_messages"("id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at", "status", "search_text", "idempotency_key") SELECT "id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at", "status", "search_text", "idempotency_key" FROM "temporary_contact_messages"',
    );
    await queryRunner.query('DROP TABLE "temporary_contact_messages"');
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_status" ON "contact_messages" ("status") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created_at" ON "contact_messages" ("created_at") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_contact_messages_idempotency_key" ON "contact_messages" ("idempotency_key") ',
    );
  }
}
