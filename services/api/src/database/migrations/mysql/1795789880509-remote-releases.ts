import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RemoteReleases1795789880509 implements MigrationInterface {
  name = 'RemoteReleases1795789880509';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `releases` (`id` int NOT NULL AUTO_INCREMENT, `remote` varchar(40) NOT NULL, `release_id` varchar(100) NOT NULL, `version` varchar(40) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `released_by` varchar(100) NULL, `files` int NOT NULL DEFAULT '0', `size` int NOT NULL DEFAULT '0', `manifest_url` varchar(500) NOT NULL, `status` varchar(16) NOT NULL, `share` int NOT NULL DEFAULT '0', `previous_release_id` varchar(100) NULL, `switched_at` datetime NULL, INDEX `IDX_releases_remote_status` (`remote`, `status`), UNIQUE INDEX `IDX_releases_remote_release` (`remote`, `release_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_releases_remote_release` ON `releases`');
    await queryRunner.query('DROP INDEX `IDX_releases_remote_status` ON `releases`');
    await queryRunner.query('DROP TABLE `releases`');
  }
}
