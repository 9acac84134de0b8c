import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CompletenessSearchText1795810000000 implements MigrationInterface {
  name = 'CompletenessSearchText1795810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "product_completeness" ADD COLUMN "search_text" varchar(800) NOT NULL DEFAULT (\'\')',
    );
    // Existing rows get their names once, here (searchTextFromRowsSql's rule), not at every start.
    await queryRunner.query(
      "UPDATE product_completeness SET search_text = CONCAT_WS('\n', " +
        ['es', 'en', 'zh']
          .map(
            (locale) =>
              `(SELECT st.search_text FROM product_translations st` +
              ` WHERE st.product_id = product_completeness.product_id AND st.locale = '${locale}')`,
          )
          .join(', ') +
        ')',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "product_completeness" DROP COLUMN "search_text"');
  }
}
