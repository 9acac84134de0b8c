import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductSlugHistory1795331745024 implements MigrationInterface {
  name = 'ProductSlugHistory1795331745024';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "product_slug_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "locale" varchar(5) NOT NULL, "slug" varchar(140) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_product_slug_history_locale_slug" ON "product_slug_history" ("locale", "slug") ',
    );
    await queryRunner.query('DROP INDEX "UQ_product_slug_history_locale_slug"');
    await queryRunner.query(
      'CREATE TABLE "temporary_product_slug_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "locale" varchar(5) NOT NULL, "slug" varchar(140) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_e1be906fe7a305c964d9970c3e7" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product_slug_history"("id", "product_id", "locale", "slug", "created_at") SELECT "id", "product_id", "locale", "slug", "created_at" FROM "product_slug_history"',
    );
    await queryRunner.query('DROP TABLE "product_slug_history"');
    await queryRunner.query(
      'ALTER TABLE "temporary_product_slug_history" RENAME TO "product_slug_history"',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_product_slug_history_locale_slug" ON "product_slug_history" ("locale", "slug") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_product_slug_history_locale_slug"');
    await queryRunner.query(
      'ALTER TABLE "product_slug_history" RENAME TO "temporary_product_slug_history"',
    );
    await queryRunner.query(
      'CREATE TABLE "product_slug_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "locale" varchar(5) NOT NULL, "slug" varchar(140) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "product_slug_history"("id", "product_id", "locale", "slug", "created_at") SELECT "id", "product_id", "locale", "slug", "created_at" FROM "temporary_product_slug_history"',
    );
    await queryRunner.query('DROP TABLE "temporary_product_slug_history"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_product_slug_history_locale_slug" ON "product_slug_history" ("locale", "slug") ',
    );
    await queryRunner.query('DROP INDEX "UQ_product_slug_history_locale_slug"');
    await queryRunner.query('DROP TABLE "product_slug_history"');
  }
}
