import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CompletenessTranslatedFlags1795800000001 implements MigrationInterface {
  name = 'CompletenessTranslatedFlags1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_product_completeness_missing_zh"');
    await queryRunner.query('DROP INDEX "IDX_product_completeness_missing_en"');
    await queryRunner.query('DROP INDEX "IDX_product_completeness_missing_es"');
    await queryRunner.query(
      'CREATE TABLE "temporary_product_completeness" ("product_id" integer PRIMARY KEY NOT NULL, "missing_es" boolean NOT NULL DEFAULT (0), "missing_en" boolean NOT NULL DEFAULT (0), "missing_zh" boolean NOT NULL DEFAULT (0), "translated_es" boolean NOT NULL DEFAULT (0), "translated_en" boolean NOT NULL DEFAULT (0), "translated_zh" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_fe7e41c85e2756be3fecf8be7ee" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product_completeness"("product_id", "missing_es", "missing_en", "missing_zh") SELECT "product_id", "missing_es", "missing_en", "missing_zh" FROM "product_completeness"',
    );
    await queryRunner.query('DROP TABLE "product_completeness"');
    await queryRunner.query(
      'ALTER TABLE "temporary_product_completeness" RENAME TO "product_completeness"',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_missing_zh" ON "product_completeness" ("missing_zh", "product_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_missing_en" ON "product_completeness" ("missing_en", "product_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_missing_es" ON "product_completeness" ("missing_es", "product_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_translated_zh" ON "product_completeness" ("translated_zh", "product_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_translated_en" ON "product_completeness" ("translated_en", "product_id") ',
    );
    // Existing rows get their flags from the texts they have: once, here, not at every start.
    await queryRunner.query(
      'UPDATE product_completeness SET ' +
        ['es', 'en', 'zh']
          .map(
            (locale) =>
              `translated_${locale} = CASE WHEN product_id IN (SELECT product_id FROM product_translations` +
              ` WHERE locale = '${locale}' AND TRIM(name) <> '' AND TRIM(description) <> '') THEN 1 ELSE 0 END`,
          )
          .join(', '),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_product_completeness_translated_en"');
    await queryRunner.query('DROP INDEX "IDX_product_completeness_translated_zh"');
    await queryRunner.query('DROP INDEX "IDX_product_completeness_missing_es"');
    await queryRunner.query('DROP INDEX "IDX_product_completeness_missing_en"');
    await queryRunner.query('DROP INDEX "IDX_product_completeness_missing_zh"');
    await queryRunner.query(
      'ALTER TABLE "product_completeness" RENAME TO "temporary_product_completeness"',
    );
    await queryRunner.query(
      'CREATE TABLE "product_completeness" ("product_id" integer PRIMARY KEY NOT NULL, "missing_es" boolean NOT NULL DEFAULT (0), "missing_en" boolean NOT NULL DEFAULT (0), "missing_zh" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_fe7e41c85e2756be3fecf8be7ee" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "product_completeness"("product_id", "missing_es", "missing_en", "missing_zh") SELECT "product_id", "missing_es", "missing_en", "missing_zh" FROM "temporary_product_completeness"',
    );
    await queryRunner.query('DROP TABLE "temporary_product_completeness"');
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_missing_es" ON "product_completeness" ("missing_es", "product_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_missing_en" ON "product_completeness" ("missing_en", "product_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_completeness_missing_zh" ON "product_completeness" ("missing_zh", "product_id") ',
    );
  }
}
