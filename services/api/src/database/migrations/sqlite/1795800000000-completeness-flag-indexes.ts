import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CompletenessFlagIndexes1795800000000 implements MigrationInterface {
  name = 'CompletenessFlagIndexes1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const locale of ['es', 'en', 'zh']) {
      await queryRunner.query(
        `CREATE INDEX "IDX_product_completeness_missing_${locale}" ON "product_completeness" ("missing_${locale}", "product_id") `,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const locale of ['zh', 'en', 'es']) {
      await queryRunner.query(`DROP INDEX "IDX_product_completeness_missing_${locale}"`);
    }
  }
}
