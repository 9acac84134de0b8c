import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReleaseHealth1795801502383 implements MigrationInterface {
  name = 'ReleaseHealth1795801502383';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "release_health" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "remote" varchar(40) NOT NULL, "release_id" varchar(100) NOT NULL, "minute" datetime NOT NULL, "loads" integer NOT NULL DEFAULT (0), "failures" integer NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_release_health_minute" ON "release_health" ("remote", "release_id", "minute") ',
    );
    await queryRunner.query('DROP INDEX "IDX_releases_remote_release"');
    await queryRunner.query('DROP INDEX "IDX_releases_remote_status"');
    await queryRunner.query(
      'CREATE TABLE "temporary_releases" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "remote" varchar(40) NOT NULL, "release_id" varchar(100) NOT NULL, "version" varchar(40) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "released_by" varchar(100), "files" integer NOT NULL DEFAULT (0), "size" integer NOT NULL DEFAULT (0), "manifest_url" varchar(500) NOT NULL, "status" varchar(16) NOT NULL, "share" integer NOT NULL DEFAULT (0), "previous_release_id" varchar(100), "switched_at" datetime, "abort_reason" varchar(16))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_releases"("id", "remote", "release_id", "version", "created_at", "released_by", "files", "size", "manifest_url", "status", "share", "previous_release_id", "switched_at") SELECT "id", "remote", "release_id", "version", "created_at", "released_by", "files", "size", "manifest_url", "status", "share", "previous_release_id", "switched_at" FROM "releases"',
    );
    await queryRunner.query('DROP TABLE "releases"');
    await queryRunner.query('ALTER TABLE "temporary_releases" RENAME TO "releases"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_releases_remote_release" ON "releases" ("remote", "release_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_releases_remote_status" ON "releases" ("remote", "status") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_releases_remote_status"');
    await queryRunner.query('DROP INDEX "IDX_releases_remote_release"');
    await queryRunner.query('ALTER TABLE "releases" RENAME TO "temporary_releases"');
    await queryRunner.query(
      'CREATE TABLE "releases" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "remote" varchar(40) NOT NULL, "release_id" varchar(100) NOT NULL, "version" varchar(40) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "released_by" varchar(100), "files" integer NOT NULL DEFAULT (0), "size" integer NOT NULL DEFAULT (0), "manifest_url" varchar(500) NOT NULL, "status" varchar(16) NOT NULL, "share" integer NOT NULL DEFAULT (0), "previous_release_id" varchar(100), "switched_at" datetime)',
    );
    await queryRunner.query(
      'INSERT INTO "releases"("id", "remote", "release_id", "version", "created_at", "released_by", "files", "size", "manifest_url", "status", "share", "previous_release_id", "switched_at") SELECT "id", "remote", "release_id", "version", "created_at", "released_by", "files", "size", "manifest_url", "status", "share", "previous_release_id", "switched_at" FROM "temporary_releases"',
    );
    await queryRunner.query('DROP TABLE "temporary_releases"');
    await queryRunner.query(
      'CREATE INDEX "IDX_releases_remote_status" ON "releases" ("remote", "status") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_releases_remote_release" ON "releases" ("remote", "release_id") ',
    );
    await queryRunner.query('DROP INDEX "IDX_release_health_minute"');
    await queryRunner.query('DROP TABLE "release_health"');
  }
}
