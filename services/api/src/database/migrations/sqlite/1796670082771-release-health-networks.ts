import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReleaseHealthNetworks1796670082771 implements MigrationInterface {
  name = 'ReleaseHealthNetworks1796670082771';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "release_health_networks" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "remote" varchar(40) NOT NULL, "release_id" varchar(100) NOT NULL, "minute" datetime NOT NULL, "network" varchar(32) NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_release_health_networks_minute" ON "release_health_networks" ("remote", "release_id", "minute", "network") ',
    );
    await queryRunner.query(
      'CREATE TABLE "release_load_claims" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "claim" varchar(80) NOT NULL, "expires_at" datetime NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_release_load_claims_claim" ON "release_load_claims" ("claim") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_release_load_claims_claim"');
    await queryRunner.query('DROP TABLE "release_load_claims"');
    await queryRunner.query('DROP INDEX "IDX_release_health_networks_minute"');
    await queryRunner.query('DROP TABLE "release_health_networks"');
  }
}
