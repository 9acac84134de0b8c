import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReleaseHealth1795801502740 implements MigrationInterface {
  name = 'ReleaseHealth1795801502740';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `release_health` (`id` int NOT NULL AUTO_INCREMENT, `remote` varchar(40) NOT NULL, `release_id` varchar(100) NOT NULL, `minute` datetime NOT NULL, `loads` int NOT NULL DEFAULT '0', `failures` int NOT NULL DEFAULT '0', UNIQUE INDEX `IDX_release_health_minute` (`remote`, `release_id`, `minute`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query('ALTER TABLE `releases` ADD `abort_reason` varchar(16) NULL');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `releases` DROP COLUMN `abort_reason`');
    await queryRunner.query('DROP INDEX `IDX_release_health_minute` ON `release_health`');
    await queryRunner.query('DROP TABLE `release_health`');
  }
}
