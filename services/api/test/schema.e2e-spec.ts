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

  it('give messages stored before the inbox existed their folded search text', async () => {
    const db = await createTestDatabase(dialect);
    const source = new DataSource(dataSourceOptions(await detectMysqlFlavor(db.config), false));
    try {
      await source.initialize();
      const applied = await source.runMigrations();
      const inbox = applied.findIndex((m) => m.name.startsWith('ContactMessageInbox'));
      expect(inbox).toBeGreaterThanOrEqual(0);
      for (let i = applied.length - 1; i >= inbox; i--) await source.undoLastMigration();
      await source.query(
        'INSERT INTO contact_messages (name, email, phone, message, language) VALUES (?, ?, ?, ?, ?)',
        ['Lucía Núñez', 'Lucia@example.com', '+507 6123', '¿Viene en ＡＺＵＬ? 颜色', 'es'],
      );
      await source.runMigrations();
      const rows: { search_text: string; status: string }[] = await source.query(
        'SELECT search_text, status FROM contact_messages',
      );
      expect(rows).toEqual([
        {
          search_text: 'lucia nunez lucia@example.com +507 6123 ¿viene en azul? 颜色',
          status: 'new',
        },
      ]);
    } finally {
      if (source.isInitialized) await source.destroy();
      await db.drop();
    }
  });
});
