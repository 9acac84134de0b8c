import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RemoteReleases1795789879988 implements MigrationInterface {
  name = 'RemoteReleases1795789879988';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "releases" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "remote" varchar(40) NOT NULL, "release_id" varchar(100) NOT NULL, "version" varchar(40) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "released_by" varchar(100), "files" integer NOT NULL DEFAULT (0), "size" integer NOT NULL DEFAULT (0), "manifest_url" varchar(500) NOT NULL, "status" varchar(16) NOT NULL, "share" integer NOT NULL DEFAULT (0), "previous_release_id" varchar(100), "switched_at" datetime)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_releases_remote_status" ON "releases" ("remote", "status") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_releases_remote_release" ON "releases" ("remote", "release_id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_releases_remote_release"');
    await queryRunner.query('DROP INDEX "IDX_releases_remote_status"');
    await queryRunner.query('DROP TABLE "releases"');
  }
}
