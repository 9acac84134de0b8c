import { DataSource } from 'typeorm';
import { dataSourceOptions, detectMysqlFlavor } from '../src/database/data-source-options';
import { createTestDatabase, DIALECTS } from './support/databases';

describe.each(DIALECTS)('migrations (%s)', (dialect) => {
  it('bring an empty database exactly to the entities, and roll back cleanly', async () => {
    const db = await createTestDatabase(dialect);
    const source = new DataSource(dataSourceOptions(await detectMysqlFlavor(db.config), false));
    try {
      await source.initialize();
      const applied = await source.runMigrations();
      expect(applied.length).toBeGreaterThan(0);
      const diff = await source.driver.createSchemaBuilder().log();
      expect(diff.upQueries.map((q) => q.query)).toEqual([]);
      for (let i = 0; i < applied.length; i++) await source.undoLastMigration();
      const runner = source.createQueryRunner();
      const left = [];
      for (const entity of source.entityMetadatas) {
        if (await runner.hasTable(entity.tableName)) left.push(entity.tableName);
      }
      await runner.release();
      expect(left).toEqual([]);
    } finally {
      if (source.isInitialized) await source.destroy();
      await db.drop();
    }
  });
});
