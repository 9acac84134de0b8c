import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueOrderIndexes1795789636028 implements MigrationInterface {
  name = 'CatalogueOrderIndexes1795789636028';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_products_published_created_at" ON "products" ("published", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_published_price" ON "products" ("published", "price") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_category_published_created_at" ON "products" ("category", "published", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_category_published_price" ON "products" ("category", "published", "price") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_products_category_published_price"');
    await queryRunner.query('DROP INDEX "IDX_products_category_published_created_at"');
    await queryRunner.query('DROP INDEX "IDX_products_published_price"');
    await queryRunner.query('DROP INDEX "IDX_products_published_created_at"');
  }
}
