import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffListIndexes1795623417344 implements MigrationInterface {
  name = 'StaffListIndexes1795623417344';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_product_translations_locale_search" ON "product_translations" ("locale", "search_text", "product_id") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_products_updated_at" ON "products" ("updated_at") ');
    await queryRunner.query('CREATE INDEX "IDX_products_price" ON "products" ("price") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_products_price"');
    await queryRunner.query('DROP INDEX "IDX_products_updated_at"');
    await queryRunner.query('DROP INDEX "IDX_product_translations_locale_search"');
  }
}
