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
  it('give products stored before them their translated flags and their staff search text', async () => {
    const db = await createTestDatabase(dialect);
    const source = new DataSource(dataSourceOptions(await detectMysqlFlavor(db.config), false));
    try {
      await source.initialize();
      const applied = await source.runMigrations();
      const flags = applied.findIndex((m) => m.name.startsWith('CompletenessTranslatedFlags'));
      expect(flags).toBeGreaterThanOrEqual(0);
      for (let i = applied.length - 1; i >= flags; i--) await source.undoLastMigration();
      await source.query(
        "INSERT INTO products (id, category, price, published) VALUES (7, 'backpacks', '10.00', 1), (8, 'totes', '12.00', 1)",
      );
      const text = [
        [7, 'es', 'Mochila Boquete', 'mochila-boquete', 'Lona.', 'mochila boquete'],
        [7, 'en', 'Boquete Backpack', 'boquete-backpack', 'Canvas.', 'boquete backpack'],
        [7, 'zh', '博克特双肩包', '博克特双肩包', '', '博克特双肩包'],
        [8, 'es', 'Tote Playa', 'tote-playa', 'Lona.', 'tote playa'],
      ];
      for (const row of text)
        await source.query(
          'INSERT INTO product_translations (product_id, locale, name, slug, description, search_text) VALUES (?, ?, ?, ?, ?, ?)',
          row,
        );
      await source.query(
        'INSERT INTO product_completeness (product_id, missing_es, missing_en, missing_zh) VALUES (7, 0, 0, 1), (8, 0, 1, 1)',
      );
      await source.runMigrations();
      const rows: Record<string, unknown>[] = await source.query(
        'SELECT product_id, translated_es, translated_en, translated_zh, search_text FROM product_completeness ORDER BY product_id',
      );
      expect(
        rows.map((row) => ({
          ...row,
          translated_es: Number(row.translated_es),
          translated_en: Number(row.translated_en),
          translated_zh: Number(row.translated_zh),
        })),
      ).toEqual([
        {
          product_id: 7,
          translated_es: 1,
          translated_en: 1,
          translated_zh: 0,
          search_text: 'mochila boquete\nboquete backpack\n博克特双肩包',
        },
        {
          product_id: 8,
          translated_es: 1,
          translated_en: 0,
          translated_zh: 0,
          search_text: 'tote playa',
        },
      ]);
    } finally {
      if (source.isInitialized) await source.destroy();
      await db.drop();
    }
  });

  it("give products stored before them their state and category beside their flags (the lists' totals)", async () => {
    const db = await createTestDatabase(dialect);
    const source = new DataSource(dataSourceOptions(await detectMysqlFlavor(db.config), false));
    try {
      await source.initialize();
      const applied = await source.runMigrations();
      const copies = applied.findIndex((m) => m.name.startsWith('CompletenessListColumns'));
      expect(copies).toBeGreaterThanOrEqual(0);
      for (let i = applied.length - 1; i >= copies; i--) await source.undoLastMigration();
      await source.query(
        "INSERT INTO products (id, category, price, published) VALUES (7, 'backpacks', '10.00', 1), (8, 'tote_bags', '12.00', 0), (9, 'crossbody', '14.00', 1)",
      );
      // Product 9 has no flags yet (written around TypeORM): fill-completeness adds them later.
      await source.query(
        'INSERT INTO product_completeness (product_id, translated_en) VALUES (7, 1), (8, 1)',
      );
      await source.runMigrations();
      const rows: Record<string, unknown>[] = await source.query(
        'SELECT product_id, published, category FROM product_completeness ORDER BY product_id',
      );
      expect(rows.map((row) => ({ ...row, published: Number(row.published) }))).toEqual([
        { product_id: 7, published: 1, category: 'backpacks' },
        { product_id: 8, published: 0, category: 'tote_bags' },
      ]);
    } finally {
      if (source.isInitialized) await source.destroy();
      await db.drop();
    }
  });
});
