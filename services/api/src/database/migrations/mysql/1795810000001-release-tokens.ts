import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReleaseTokens1795810000001 implements MigrationInterface {
  name = 'ReleaseTokens1795810000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `release_tokens` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(100) NOT NULL, `token_hash` varchar(64) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `last_used_at` datetime NULL, `revoked_at` datetime NULL, UNIQUE INDEX `UQ_release_tokens_name` (`name`), UNIQUE INDEX `UQ_release_tokens_hash` (`token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `UQ_release_tokens_hash` ON `release_tokens`');
    await queryRunner.query('DROP INDEX `UQ_release_tokens_name` ON `release_tokens`');
    await queryRunner.query('DROP TABLE `release_tokens`');
  }
}
