import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReleaseTokens1795810000001 implements MigrationInterface {
  name = 'ReleaseTokens1795810000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "release_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "token_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "last_used_at" datetime, "revoked_at" datetime)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_release_tokens_name" ON "release_tokens" ("name") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_release_tokens_hash" ON "release_tokens" ("token_hash") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_release_tokens_hash"');
    await queryRunner.query('DROP INDEX "UQ_release_tokens_name"');
    await queryRunner.query('DROP TABLE "release_tokens"');
  }
}
