import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795321311575 implements MigrationInterface {
  name = 'Init1795321311575';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "user_roles" ("user_id" integer NOT NULL, "role" varchar(20) NOT NULL, PRIMARY KEY ("user_id", "role"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_user_roles_role" ON "user_roles" ("role") ');
    await queryRunner.query(
      'CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "password_hash" varchar(255), "password_set_at" datetime, "locale" varchar(5) NOT NULL DEFAULT (\'es\'), "session_version" integer NOT NULL DEFAULT (1), "search_text" varchar(300) NOT NULL DEFAULT (\'\'), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") ');
    await queryRunner.query('CREATE INDEX "IDX_users_search_text" ON "users" ("search_text") ');
    await queryRunner.query(
      'CREATE TABLE "auth_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "type" varchar(20) NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_auth_tokens_hash" ON "auth_tokens" ("token_hash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_auth_tokens_user_type" ON "auth_tokens" ("user_id", "type") ',
    );
    await queryRunner.query(
      'CREATE TABLE "sessions" ("id" varchar(128) PRIMARY KEY NOT NULL, "data" text NOT NULL, "expires_at" datetime NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "IDX_sessions_expires_at" ON "sessions" ("expires_at") ');
    await queryRunner.query(
      'CREATE TABLE "product_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "storage_key" varchar(64) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "variants" text NOT NULL, "alt_es" varchar(200) NOT NULL DEFAULT (\'\'), "alt_en" varchar(200), "alt_zh" varchar(200), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_product_images_product_position" ON "product_images" ("product_id", "position") ',
    );
    await queryRunner.query(
      'CREATE TABLE "product_translations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "locale" varchar(5) NOT NULL, "name" varchar(120) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "search_text" varchar(255) NOT NULL DEFAULT (\'\'))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_product_translations_locale_slug" ON "product_translations" ("locale", "slug") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_product_translations_product_locale" ON "product_translations" ("product_id", "locale") ',
    );
    await queryRunner.query(
      'CREATE TABLE "products" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "category" varchar(20) NOT NULL, "price" decimal(10,2) NOT NULL, "published" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), "updated_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_products_category_published" ON "products" ("category", "published") ',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "phone" varchar(30), "message" text NOT NULL, "language" varchar(5) NOT NULL DEFAULT (\'es\'), "product_id" integer, "mailed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created_at" ON "contact_messages" ("created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "populars" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_populars_product" ON "populars" ("product_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "route_redirects" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "from_path" varchar(255) NOT NULL, "to_target" varchar(500) NOT NULL, "status" integer NOT NULL DEFAULT (301), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_route_redirects_from_path" ON "route_redirects" ("from_path") ',
    );
    await queryRunner.query('DROP INDEX "IDX_user_roles_role"');
    await queryRunner.query(
      'CREATE TABLE "temporary_user_roles" ("user_id" integer NOT NULL, "role" varchar(20) NOT NULL, CONSTRAINT "FK_87b8888186ca9769c960e926870" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("user_id", "role"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_user_roles"("user_id", "role") SELECT "user_id", "role" FROM "user_roles"',
    );
    await queryRunner.query('DROP TABLE "user_roles"');
    await queryRunner.query('ALTER TABLE "temporary_user_roles" RENAME TO "user_roles"');
    await queryRunner.query('CREATE INDEX "IDX_user_roles_role" ON "user_roles" ("role") ');
    await queryRunner.query('DROP INDEX "UQ_auth_tokens_hash"');
    await queryRunner.query('DROP INDEX "IDX_auth_tokens_user_type"');
    await queryRunner.query(
      'CREATE TABLE "temporary_auth_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "type" varchar(20) NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_9691367d446cd8b18f462c191b3" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_auth_tokens"("id", "user_id", "type", "token_hash", "expires_at", "used_at", "created_at") SELECT "id", "user_id", "type", "token_hash", "expires_at", "used_at", "created_at" FROM "auth_tokens"',
    );
    await queryRunner.query('DROP TABLE "auth_tokens"');
    await queryRunner.query('ALTER TABLE "temporary_auth_tokens" RENAME TO "auth_tokens"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_auth_tokens_hash" ON "auth_tokens" ("token_hash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_auth_tokens_user_type" ON "auth_tokens" ("user_id", "type") ',
    );
    await queryRunner.query('DROP INDEX "IDX_product_images_product_position"');
    await queryRunner.query(
      'CREATE TABLE "temporary_product_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "storage_key" varchar(64) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "variants" text NOT NULL, "alt_es" varchar(200) NOT NULL DEFAULT (\'\'), "alt_en" varchar(200), "alt_zh" varchar(200), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_4f166bb8c2bfcef2498d97b4068" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product_images"("id", "product_id", "position", "storage_key", "width", "height", "variants", "alt_es", "alt_en", "alt_zh", "created_at") SELECT "id", "product_id", "position", "storage_key", "width", "height", "variants", "alt_es", "alt_en", "alt_zh", "created_at" FROM "product_images"',
    );
    await queryRunner.query('DROP TABLE "product_images"');
    await queryRunner.query('ALTER TABLE "temporary_product_images" RENAME TO "product_images"');
    await queryRunner.query(
      'CREATE INDEX "IDX_product_images_product_position" ON "product_images" ("product_id", "position") ',
    );
    await queryRunner.query('DROP INDEX "UQ_product_translations_locale_slug"');
    await queryRunner.query('DROP INDEX "UQ_product_translations_product_locale"');
    await queryRunner.query(
      'CREATE TABLE "temporary_product_translations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "locale" varchar(5) NOT NULL, "name" varchar(120) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "search_text" varchar(255) NOT NULL DEFAULT (\'\'), CONSTRAINT "FK_1b7b07c6049367c6446c5ac5605" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product_translations"("id", "product_id", "locale", "name", "slug", "description", "search_text") SELECT "id", "product_id", "locale", "name", "slug", "description", "search_text" FROM "product_translations"',
    );
    await queryRunner.query('DROP TABLE "product_translations"');
    await queryRunner.query(
      'ALTER TABLE "temporary_product_translations" RENAME TO "product_translations"',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_product_translations_locale_slug" ON "product_translations" ("locale", "slug") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_product_translations_product_locale" ON "product_translations" ("product_id", "locale") ',
    );
    await queryRunner.query('DROP INDEX "IDX_contact_messages_created_at"');
    await queryRunner.query(
      'CREATE TABLE "temporary_contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "phone" varchar(30), "message" text NOT NULL, "language" varchar(5) NOT NULL DEFAULT (\'es\'), "product_id" integer, "mailed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_6655ac089bd95d904571c9cd005" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_contact_messages"("id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at") SELECT "id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at" FROM "contact_messages"',
    );
    await queryRunner.query('DROP TABLE "contact_messages"');
    await queryRunner.query(
      'ALTER TABLE "temporary_contact_messages" RENAME TO "contact_messages"',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created_at" ON "contact_messages" ("created_at") ',
    );
    await queryRunner.query('DROP INDEX "UQ_populars_product"');
    await queryRunner.query(
      'CREATE TABLE "temporary_populars" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_436c7f7f784252b09f42cd81b74" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_populars"("id", "product_id", "position") SELECT "id", "product_id", "position" FROM "populars"',
    );
    await queryRunner.query('DROP TABLE "populars"');
    await queryRunner.query('ALTER TABLE "temporary_populars" RENAME TO "populars"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_populars_product" ON "populars" ("product_id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_populars_product"');
    await queryRunner.query('ALTER TABLE "populars" RENAME TO "temporary_populars"');
    await queryRunner.query(
      'CREATE TABLE "populars" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'INSERT INTO "populars"("id", "product_id", "position") SELECT "id", "product_id", "position" FROM "temporary_populars"',
    );
    await queryRunner.query('DROP TABLE "temporary_populars"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_populars_product" ON "populars" ("product_id") ',
    );
    await queryRunner.query('DROP INDEX "IDX_contact_messages_created_at"');
    await queryRunner.query(
      'ALTER TABLE "contact_messages" RENAME TO "temporary_contact_messages"',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "phone" varchar(30), "message" text NOT NULL, "language" varchar(5) NOT NULL DEFAULT (\'es\'), "product_id" integer, "mailed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "contact_messages"("id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at") SELECT "id", "name", "email", "phone", "message", "language", "product_id", "mailed_at", "created_at" FROM "temporary_contact_messages"',
    );
    await queryRunner.query('DROP TABLE "temporary_contact_messages"');
    await queryRunner.query(
      'CREATE INDEX "IDX_contact_messages_created_at" ON "contact_messages" ("created_at") ',
    );
    await queryRunner.query('DROP INDEX "UQ_product_translations_product_locale"');
    await queryRunner.query('DROP INDEX "UQ_product_translations_locale_slug"');
    await queryRunner.query(
      'ALTER TABLE "product_translations" RENAME TO "temporary_product_translations"',
    );
    await queryRunner.query(
      'CREATE TABLE "product_translations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "locale" varchar(5) NOT NULL, "name" varchar(120) NOT NULL, "slug" varchar(140) NOT NULL, "description" text NOT NULL, "search_text" varchar(255) NOT NULL DEFAULT (\'\'))',
    );
    await queryRunner.query(
      'INSERT INTO "product_translations"("id", "product_id", "locale", "name", "slug", "description", "search_text") SELECT "id", "product_id", "locale", "name", "slug", "description", "search_text" FROM "temporary_product_translations"',
    );
    await queryRunner.query('DROP TABLE "temporary_product_translations"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_product_translations_product_locale" ON "product_translations" ("product_id", "locale") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_product_translations_locale_slug" ON "product_translations" ("locale", "slug") ',
    );
    await queryRunner.query('DROP INDEX "IDX_product_images_product_position"');
    await queryRunner.query('ALTER TABLE "product_images" RENAME TO "temporary_product_images"');
    await queryRunner.query(
      'CREATE TABLE "product_images" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "storage_key" varchar(64) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "variants" text NOT NULL, "alt_es" varchar(200) NOT NULL DEFAULT (\'\'), "alt_en" varchar(200), "alt_zh" varchar(200), "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "product_images"("id", "product_id", "position", "storage_key", "width", "height", "variants", "alt_es", "alt_en", "alt_zh", "created_at") SELECT "id", "product_id", "position", "storage_key", "width", "height", "variants", "alt_es", "alt_en", "alt_zh", "created_at" FROM "temporary_product_images"',
    );
    await queryRunner.query('DROP TABLE "temporary_product_images"');
    await queryRunner.query(
      'CREATE INDEX "IDX_product_images_product_position" ON "product_images" ("product_id", "position") ',
    );
    await queryRunner.query('DROP INDEX "IDX_auth_tokens_user_type"');
    await queryRunner.query('DROP INDEX "UQ_auth_tokens_hash"');
    await queryRunner.query('ALTER TABLE "auth_tokens" RENAME TO "temporary_auth_tokens"');
    await queryRunner.query(
      'CREATE TABLE "auth_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "type" varchar(20) NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "auth_tokens"("id", "user_id", "type", "token_hash", "expires_at", "used_at", "created_at") SELECT "id", "user_id", "type", "token_hash", "expires_at", "used_at", "created_at" FROM "temporary_auth_tokens"',
    );
    await queryRunner.query('DROP TABLE "temporary_auth_tokens"');
    await queryRunner.query(
      'CREATE INDEX "IDX_auth_tokens_user_type" ON "auth_tokens" ("user_id", "type") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_auth_tokens_hash" ON "auth_tokens" ("token_hash") ',
    );
    await queryRunner.query('DROP INDEX "IDX_user_roles_role"');
    await queryRunner.query('ALTER TABLE "user_roles" RENAME TO "temporary_user_roles"');
    await queryRunner.query(
      'CREATE TABLE "user_roles" ("user_id" integer NOT NULL, "role" varchar(20) NOT NULL, PRIMARY KEY ("user_id", "role"))',
    );
    await queryRunner.query(
      'INSERT INTO "user_roles"("user_id", "role") SELECT "user_id", "role" FROM "temporary_user_roles"',
    );
    await queryRunner.query('DROP TABLE "temporary_user_roles"');
    await queryRunner.query('CREATE INDEX "IDX_user_roles_role" ON "user_roles" ("role") ');
    await queryRunner.query('DROP INDEX "UQ_route_redirects_from_path"');
    await queryRunner.query('DROP TABLE "route_redirects"');
    await queryRunner.query('DROP INDEX "UQ_populars_product"');
    await queryRunner.query('DROP TABLE "populars"');
    await queryRunner.query('DROP INDEX "IDX_contact_messages_created_at"');
    await queryRunner.query('DROP TABLE "contact_messages"');
    await queryRunner.query('DROP INDEX "IDX_products_category_published"');
    await queryRunner.query('DROP TABLE "products"');
    await queryRunner.query('DROP INDEX "UQ_product_translations_product_locale"');
    await queryRunner.query('DROP INDEX "UQ_product_translations_locale_slug"');
    await queryRunner.query('DROP TABLE "product_translations"');
    await queryRunner.query('DROP INDEX "IDX_product_images_product_position"');
    await queryRunner.query('DROP TABLE "product_images"');
    await queryRunner.query('DROP INDEX "IDX_sessions_expires_at"');
    await queryRunner.query('DROP TABLE "sessions"');
    await queryRunner.query('DROP INDEX "IDX_auth_tokens_user_type"');
    await queryRunner.query('DROP INDEX "UQ_auth_tokens_hash"');
    await queryRunner.query('DROP TABLE "auth_tokens"');
    await queryRunner.query('DROP INDEX "IDX_users_search_text"');
    await queryRunner.query('DROP INDEX "UQ_users_email"');
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP INDEX "IDX_user_roles_role"');
    await queryRunner.query('DROP TABLE "user_roles"');
  }
}
