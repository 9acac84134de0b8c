import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShopDetails1795780220098 implements MigrationInterface {
  name = 'ShopDetails1795780220098';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "shop_details" ("id" integer PRIMARY KEY NOT NULL, "details" text NOT NULL, "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "shop_details"');
  }
}
