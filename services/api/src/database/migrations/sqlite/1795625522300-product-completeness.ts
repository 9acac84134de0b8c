import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductCompleteness1795625522300 implements MigrationInterface {
  name = 'ProductCompleteness1795625522300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "product_completeness" ("product_id" integer PRIMARY KEY NOT NULL, "missing_es" boolean NOT NULL DEFAULT (0), "missing_en" boolean NOT NULL DEFAULT (0), "missing_zh" boolean NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_product_completeness" ("product_id" integer PRIMARY KEY NOT NULL, "missing_es" boolean NOT NULL DEFAULT (0), "missing_en" boolean NOT NULL DEFAULT (0), "missing_zh" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_fe7e41c85e2756be3fecf8be7ee" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product_completeness"("product_id", "missing_es", "missing_en", "missing_zh") SELECT "product_id", "missing_es", "missing_en", "missing_zh" FROM "product_completeness"',
    );
    await queryRunner.query('DROP TABLE "product_completeness"');
    await queryRunner.query(
      'ALTER TABLE "temporary_product_completeness" RENAME TO "product_completeness"',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "product_completeness" RENAME TO "temporary_product_completeness"',
    );
    await queryRunner.query(
      'CREATE TABLE "product_completeness" ("product_id" integer PRIMARY KEY NOT NULL, "missing_es" boolean NOT NULL DEFAULT (0), "missing_en" boolean NOT NULL DEFAULT (0), "missing_zh" boolean NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'INSERT INTO "product_completeness"("product_id", "missing_es", "missing_en", "missing_zh") SELECT "product_id", "missing_es", "missing_en", "missing_zh" FROM "temporary_product_completeness"',
    );
    await queryRunner.query('DROP TABLE "temporary_product_completeness"');
    await queryRunner.query('DROP TABLE "product_completeness"');
  }
}
