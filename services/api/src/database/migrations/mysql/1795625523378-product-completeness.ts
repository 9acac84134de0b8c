import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductCompleteness1795625523378 implements MigrationInterface {
  name = 'ProductCompleteness1795625523378';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `product_completeness` (`product_id` int NOT NULL, `missing_es` tinyint NOT NULL DEFAULT 0, `missing_en` tinyint NOT NULL DEFAULT 0, `missing_zh` tinyint NOT NULL DEFAULT 0, PRIMARY KEY (`product_id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'ALTER TABLE `product_completeness` ADD CONSTRAINT `FK_fe7e41c85e2756be3fecf8be7ee` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `product_completeness` DROP FOREIGN KEY `FK_fe7e41c85e2756be3fecf8be7ee`',
    );
    await queryRunner.query('DROP TABLE `product_completeness`');
  }
}
