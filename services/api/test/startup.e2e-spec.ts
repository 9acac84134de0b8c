import type { NestExpressApplication } from '@nestjs/platform-express';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';
import { MysqlQueryRunner } from 'typeorm/driver/mysql/MysqlQueryRunner';
import { createApp } from '../src/app.factory';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/** The catalogue's tables: their derived state is kept by writes, never rebuilt by a start. */
const CATALOGUE_TABLES =
  /\b(FROM|JOIN|UPDATE|INTO)\s+[`"]?(products|product_translations|product_images|product_completeness|product_slug_history)[`"]?/i;

/**
 * Issue 31 §4: a start reads no product. Completeness flags, list totals and the search index are
 * kept by writes or built on demand (filled once by `cli.js fill-completeness`), so a restart at
 * 100,000 products costs what one at 10 does.
 */
describe.each(DIALECTS)('starting the API on a stored catalogue (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await createProducts(t, [
      {
        category: 'backpacks',
        price: '49.90',
        names: { es: 'Mochila Verde', en: 'Green Backpack' },
      },
      { category: 'tote_bags', price: '30.00', names: { es: 'Bolso Playa' } },
    ]);
  });
  afterAll(() => t.close());

  it('reads none of the catalogue tables while it starts', async () => {
    const statements: string[] = [];
    const runners = [BetterSqlite3QueryRunner.prototype, MysqlQueryRunner.prototype];
    const originals = runners.map((runner) => runner.query);
    const spies = runners.map((runner, i) =>
      jest.spyOn(runner, 'query').mockImplementation(function (this: unknown, ...args) {
        statements.push(String(args[0]));
        return originals[i].apply(this as never, args);
      }),
    );
    let restarted: NestExpressApplication | undefined;
    try {
      restarted = await createApp(t.config, { logger: ['error'] });
      await restarted.init();
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      await restarted?.close();
    }
    // The start did talk to the database (migrations checked, releases read): the spy saw it.
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => CATALOGUE_TABLES.test(sql))).toEqual([]);
  });
});
