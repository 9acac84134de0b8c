import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CompletenessListColumns1795820000000 implements MigrationInterface {
  name = 'CompletenessListColumns1795820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "product_completeness" ADD COLUMN "published" boolean NOT NULL DEFAULT (0)',
    );
    await queryRunner.query(
      'ALTER TABLE "product_completeness" ADD COLUMN "category" varchar(20) NOT NULL DEFAULT (\'\')',
    );
    // Existing rows copy their product's state once, here, not at every start.
    await queryRunner.query(
      'UPDATE "product_completeness" SET' +
        ' "published" = (SELECT p."published" FROM "products" p WHERE p."id" = "product_completeness"."product_id"),' +
        ' "category" = (SELECT p."category" FROM "products" p WHERE p."id" = "product_completeness"."product_id")' +
        ' WHERE "product_id" IN (SELECT "id" FROM "products")',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_list_en" ON "product_completeness" ("translated_en", "published", "category") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_list_zh" ON "product_completeness" ("translated_zh", "published", "category") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_product_completeness_list_zh"');
    await queryRunner.query('DROP INDEX "IDX_product_completeness_list_en"');
    await queryRunner.query('ALTER TABLE "product_completeness" DROP COLUMN "category"');
    await queryRunner.query('ALTER TABLE "product_completeness" DROP COLUMN "published"');
  }
}
