import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CompletenessTranslatedFlags1795800000001 implements MigrationInterface {
  name = 'CompletenessTranslatedFlags1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `product_completeness` ADD `translated_es` tinyint NOT NULL DEFAULT 0',
    );
    await queryRunner.query(
      'ALTER TABLE `product_completeness` ADD `translated_en` tinyint NOT NULL DEFAULT 0',
    );
    await queryRunner.query(
      'ALTER TABLE `product_completeness` ADD `translated_zh` tinyint NOT NULL DEFAULT 0',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_product_completeness_translated_zh` ON `product_completeness` (`translated_zh`, `product_id`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_product_completeness_translated_en` ON `product_completeness` (`translated_en`, `product_id`)',
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
    await queryRunner.query(
      'DROP INDEX `IDX_product_completeness_translated_en` ON `product_completeness`',
    );
    await queryRunner.query(
      'DROP INDEX `IDX_product_completeness_translated_zh` ON `product_completeness`',
    );
    await queryRunner.query('ALTER TABLE `product_completeness` DROP COLUMN `translated_zh`');
    await queryRunner.query('ALTER TABLE `product_completeness` DROP COLUMN `translated_en`');
    await queryRunner.query('ALTER TABLE `product_completeness` DROP COLUMN `translated_es`');
  }
}
