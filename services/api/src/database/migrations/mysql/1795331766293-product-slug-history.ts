import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductSlugHistory1795331766293 implements MigrationInterface {
  name = 'ProductSlugHistory1795331766293';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `product_slug_history` (`id` int NOT NULL AUTO_INCREMENT, `product_id` int NOT NULL, `locale` varchar(5) NOT NULL, `slug` varchar(140) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_product_slug_history_locale_slug` (`locale`, `slug`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'ALTER TABLE `product_slug_history` ADD CONSTRAINT `FK_e1be906fe7a305c964d9970c3e7` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `product_slug_history` DROP FOREIGN KEY `FK_e1be906fe7a305c964d9970c3e7`',
    );
    await queryRunner.query(
      'DROP INDEX `UQ_product_slug_history_locale_slug` ON `product_slug_history`',
    );
    await queryRunner.query('DROP TABLE `product_slug_history`');
  }
}
