import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795321312126 implements MigrationInterface {
  name = 'Init1795321312126';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `user_roles` (`user_id` int NOT NULL, `role` varchar(20) NOT NULL, INDEX `IDX_user_roles_role` (`role`), PRIMARY KEY (`user_id`, `role`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      "CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(100) NOT NULL, `email` varchar(191) NOT NULL, `password_hash` varchar(255) NULL, `password_set_at` datetime NULL, `locale` varchar(5) NOT NULL DEFAULT 'es', `session_version` int NOT NULL DEFAULT '1', `search_text` varchar(300) NOT NULL DEFAULT '', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_users_email` (`email`), INDEX `IDX_users_search_text` (`search_text`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      'CREATE TABLE `auth_tokens` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `type` varchar(20) NOT NULL, `token_hash` varchar(64) NOT NULL, `expires_at` datetime NOT NULL, `used_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_auth_tokens_hash` (`token_hash`), INDEX `IDX_auth_tokens_user_type` (`user_id`, `type`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'CREATE TABLE `sessions` (`id` varchar(128) NOT NULL, `data` text NOT NULL, `expires_at` datetime NOT NULL, INDEX `IDX_sessions_expires_at` (`expires_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      "CREATE TABLE `product_images` (`id` int NOT NULL AUTO_INCREMENT, `product_id` int NOT NULL, `position` int NOT NULL DEFAULT '0', `storage_key` varchar(64) NOT NULL, `width` int NOT NULL, `height` int NOT NULL, `variants` text NOT NULL, `alt_es` varchar(200) NOT NULL DEFAULT '', `alt_en` varchar(200) NULL, `alt_zh` varchar(200) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_product_images_product_position` (`product_id`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      "CREATE TABLE `product_translations` (`id` int NOT NULL AUTO_INCREMENT, `product_id` int NOT NULL, `locale` varchar(5) NOT NULL, `name` varchar(120) NOT NULL, `slug` varchar(140) NOT NULL, `description` text NOT NULL, `search_text` varchar(255) NOT NULL DEFAULT '', UNIQUE INDEX `UQ_product_translations_locale_slug` (`locale`, `slug`), UNIQUE INDEX `UQ_product_translations_product_locale` (`product_id`, `locale`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      'CREATE TABLE `products` (`id` int NOT NULL AUTO_INCREMENT, `category` varchar(20) NOT NULL, `price` decimal(10,2) NOT NULL, `published` tinyint NOT NULL DEFAULT 1, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `IDX_products_category_published` (`category`, `published`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      "CREATE TABLE `contact_messages` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(100) NOT NULL, `email` varchar(191) NOT NULL, `phone` varchar(30) NULL, `message` text NOT NULL, `language` varchar(5) NOT NULL DEFAULT 'es', `product_id` int NULL, `mailed_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_contact_messages_created_at` (`created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      "CREATE TABLE `populars` (`id` int NOT NULL AUTO_INCREMENT, `product_id` int NOT NULL, `position` int NOT NULL DEFAULT '0', UNIQUE INDEX `UQ_populars_product` (`product_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      "CREATE TABLE `route_redirects` (`id` int NOT NULL AUTO_INCREMENT, `from_path` varchar(255) NOT NULL, `to_target` varchar(500) NOT NULL, `status` int NOT NULL DEFAULT '301', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_route_redirects_from_path` (`from_path`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      'ALTER TABLE `user_roles` ADD CONSTRAINT `FK_87b8888186ca9769c960e926870` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `auth_tokens` ADD CONSTRAINT `FK_9691367d446cd8b18f462c191b3` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `product_images` ADD CONSTRAINT `FK_4f166bb8c2bfcef2498d97b4068` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `product_translations` ADD CONSTRAINT `FK_1b7b07c6049367c6446c5ac5605` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `contact_messages` ADD CONSTRAINT `FK_6655ac089bd95d904571c9cd005` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `populars` ADD CONSTRAINT `FK_436c7f7f784252b09f42cd81b74` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `populars` DROP FOREIGN KEY `FK_436c7f7f784252b09f42cd81b74`',
    );
    await queryRunner.query(
      'ALTER TABLE `contact_messages` DROP FOREIGN KEY `FK_6655ac089bd95d904571c9cd005`',
    );
    await queryRunner.query(
      'ALTER TABLE `product_translations` DROP FOREIGN KEY `FK_1b7b07c6049367c6446c5ac5605`',
    );
    await queryRunner.query(
      'ALTER TABLE `product_images` DROP FOREIGN KEY `FK_4f166bb8c2bfcef2498d97b4068`',
    );
    await queryRunner.query(
      'ALTER TABLE `auth_tokens` DROP FOREIGN KEY `FK_9691367d446cd8b18f462c191b3`',
    );
    await queryRunner.query(
      'ALTER TABLE `user_roles` DROP FOREIGN KEY `FK_87b8888186ca9769c960e926870`',
    );
    await queryRunner.query('DROP INDEX `UQ_route_redirects_from_path` ON `route_redirects`');
    await queryRunner.query('DROP TABLE `route_redirects`');
    await queryRunner.query('DROP INDEX `UQ_populars_product` ON `populars`');
    await queryRunner.query('DROP TABLE `populars`');
    await queryRunner.query('DROP INDEX `IDX_contact_messages_created_at` ON `contact_messages`');
    await queryRunner.query('DROP TABLE `contact_messages`');
    await queryRunner.query('DROP INDEX `IDX_products_category_published` ON `products`');
    await queryRunner.query('DROP TABLE `products`');
    await queryRunner.query(
      'DROP INDEX `UQ_product_translations_product_locale` ON `product_translations`',
    );
    await queryRunner.query(
      'DROP INDEX `UQ_product_translations_locale_slug` ON `product_translations`',
    );
    await queryRunner.query('DROP TABLE `product_translations`');
    await queryRunner.query('DROP INDEX `IDX_product_images_product_position` ON `product_images`');
    await queryRunner.query('DROP TABLE `product_images`');
    await queryRunner.query('DROP INDEX `IDX_sessions_expires_at` ON `sessions`');
    await queryRunner.query('DROP TABLE `sessions`');
    await queryRunner.query('DROP INDEX `IDX_auth_tokens_user_type` ON `auth_tokens`');
    await queryRunner.query('DROP INDEX `UQ_auth_tokens_hash` ON `auth_tokens`');
    await queryRunner.query('DROP TABLE `auth_tokens`');
    await queryRunner.query('DROP INDEX `IDX_users_search_text` ON `users`');
    await queryRunner.query('DROP INDEX `UQ_users_email` ON `users`');
    await queryRunner.query('DROP TABLE `users`');
    await queryRunner.query('DROP INDEX `IDX_user_roles_role` ON `user_roles`');
    await queryRunner.query('DROP TABLE `user_roles`');
  }
}
