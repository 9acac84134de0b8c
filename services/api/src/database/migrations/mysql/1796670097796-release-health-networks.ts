import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReleaseHealthNetworks1796670097796 implements MigrationInterface {
  name = 'ReleaseHealthNetworks1796670097796';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `release_health_networks` (`id` int NOT NULL AUTO_INCREMENT, `remote` varchar(40) NOT NULL, `release_id` varchar(100) NOT NULL, `minute` datetime NOT NULL, `network` varchar(32) NOT NULL, UNIQUE INDEX `IDX_release_health_networks_minute` (`remote`, `release_id`, `minute`, `network`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'CREATE TABLE `release_load_claims` (`id` int NOT NULL AUTO_INCREMENT, `claim` varchar(80) NOT NULL, `expires_at` datetime NOT NULL, UNIQUE INDEX `IDX_release_load_claims_claim` (`claim`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_release_load_claims_claim` ON `release_load_claims`');
    await queryRunner.query('DROP TABLE `release_load_claims`');
    await queryRunner.query(
      'DROP INDEX `IDX_release_health_networks_minute` ON `release_health_networks`',
    );
    await queryRunner.query('DROP TABLE `release_health_networks`');
  }
}
