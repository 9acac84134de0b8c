import type { NestExpressApplication } from '@nestjs/platform-express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { ContactMessage } from '../src/contact/entities/contact-message.entity';
import { dataSourceOptions, detectMysqlFlavor } from '../src/database/data-source-options';
import { createTestDatabase, describeOn, type TestDatabase } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

describeOn('sqlite')('SQLite settings of the database file the app creates by default', () => {
  let app: NestExpressApplication;
  let dataDir: string;
  let file: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-sqlite-settings-'));
    // No DATABASE_URL: the app picks its own file under DATA_DIR, as `npm start` does.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(config.database).toEqual({ type: 'sqlite', file: path.join(dataDir, 'bolsos.sqlite') });
    file = path.join(dataDir, 'bolsos.sqlite');
    app = await createApp(config, { logger: false });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the file in WAL mode, seen from the app and from any other connection', async () => {
    const source = app.get(DataSource);
    expect(await source.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    // WAL is recorded in the file itself, so a backup tool or the CLI opens it in WAL too:
    // header bytes 18 and 19 (write and read format versions) are 2 for WAL, 1 for a rollback journal.
    const header = Buffer.alloc(20);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, header, 0, 20, 0);
    } finally {
      fs.closeSync(fd);
    }
    expect(header.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect([header[18], header[19]]).toEqual([2, 2]);
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
  });

  it('makes a writer wait for a busy database instead of failing', async () => {
    const source = app.get(DataSource);
    expect(await source.query('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }]);
  });
});

const MYSQL = describeOn('mysql');

/** Table and text-column character sets of every entity table, as the server reports them. */
async function charsets(source: DataSource) {
  const names = source.entityMetadatas.map((e) => e.tableName);
  const tables = (await source.query(
    `SELECT TABLE_NAME AS name, TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN (${names.map(() => '?').join(',')})`,
    names,
  )) as { name: string; collation: string }[];
  const columns = (await source.query(
    `SELECT CONCAT(TABLE_NAME, '.', COLUMN_NAME) AS name, CHARACTER_SET_NAME AS charset FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND CHARACTER_SET_NAME IS NOT NULL AND TABLE_NAME IN (${names.map(() => '?').join(',')})`,
    names,
  )) as { name: string; charset: string }[];
  return { names, tables, columns };
}

async function expectUtf8mb4Everywhere(source: DataSource) {
  const { names, tables, columns } = await charsets(source);
  expect(tables.map((t) => t.name).sort()).toEqual([...names].sort());
  expect(tables.filter((t) => t.collation !== 'utf8mb4_unicode_ci')).toEqual([]);
  expect(columns.length).toBeGreaterThan(10);
  expect(columns.filter((c) => c.charset !== 'utf8mb4')).toEqual([]);
  // Four-byte characters (emoji, rarer CJK) survive the round trip.
  const repo = source.getRepository(ContactMessage);
  const text = '你好 👜 𠮷野家, Ñandú';
  const saved = await repo.save(
    repo.create({ name: '李 👜', email: 'li@bolsos.test', message: text, language: 'zh' }),
  );
  expect(await repo.findOneByOrFail({ id: saved.id })).toMatchObject({
    name: '李 👜',
    message: text,
  });
}

MYSQL('MySQL settings of the app database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('mysql');
  });
  afterAll(() => t.close());

  it('puts every pooled connection in UTC, not the server zone', async () => {
    const runners = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const runner = t.dataSource.createQueryRunner();
        await runner.connect();
        return runner;
      }),
    );
    try {
      const sessions = (await Promise.all(
        runners.map(
          async (r) =>
            (await r.query('SELECT @@session.time_zone AS zone, CONNECTION_ID() AS id'))[0],
        ),
      )) as { zone: string; id: string }[];
      expect(new Set(sessions.map((s) => String(s.id))).size).toBe(4);
      expect(sessions.map((s) => s.zone)).toEqual(['+00:00', '+00:00', '+00:00', '+00:00']);
    } finally {
      await Promise.all(runners.map((r) => r.release()));
    }
  });

  it('stores a known instant as its UTC wall time, reads it back, and fills defaults in UTC', async () => {
    const repo = t.dataSource.getRepository(ContactMessage);
    const when = new Date('2026-03-04T05:06:07.000Z');
    const saved = await repo.save(
      repo.create({
        name: 'Zoe',
        email: 'zoe@bolsos.test',
        message: 'Hora conocida',
        language: 'es',
        mailedAt: when,
      }),
    );
    const [row] = (await t.dataSource.query(
      "SELECT DATE_FORMAT(mailed_at, '%Y-%m-%d %H:%i:%s') AS mailed, TIMESTAMPDIFF(SECOND, created_at, UTC_TIMESTAMP()) AS age FROM contact_messages WHERE id = ?",
      [saved.id],
    )) as { mailed: string; age: string | number }[];
    expect(row.mailed).toBe('2026-03-04 05:06:07');
    // created_at comes from the column's CURRENT_TIMESTAMP default, i.e. the session zone.
    expect(Math.abs(Number(row.age))).toBeLessThan(60);
    const back = await repo.findOneByOrFail({ id: saved.id });
    expect(back.mailedAt?.toISOString()).toBe(when.toISOString());
    expect(Math.abs(back.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('reads from replicas in UTC too', async () => {
    const config = await detectMysqlFlavor(t.config.database);
    if (config.type !== 'mysql') throw new Error('expected MySQL');
    const source = new DataSource(dataSourceOptions({ ...config, readUrls: [config.url] }, false));
    await source.initialize();
    try {
      for (const mode of ['master', 'slave'] as const) {
        const runner = source.createQueryRunner(mode);
        try {
          expect([
            mode,
            (await runner.query('SELECT @@session.time_zone AS zone'))[0].zone,
          ]).toEqual([mode, '+00:00']);
        } finally {
          await runner.release();
        }
      }
    } finally {
      await source.destroy();
    }
  });

  it('has utf8mb4 tables and columns in a database created with the server default', async () => {
    await expectUtf8mb4Everywhere(t.dataSource);
  });
});

MYSQL('MySQL migrations on a latin1 database', () => {
  let db: TestDatabase;
  let source: DataSource;

  beforeAll(async () => {
    // The strictest case: only the migrations' own CHARSET can make the tables utf8mb4.
    db = await createTestDatabase('mysql', { mysqlCharset: 'latin1' });
    source = new DataSource(dataSourceOptions(await detectMysqlFlavor(db.config)));
    await source.initialize();
  });
  afterAll(async () => {
    if (source?.isInitialized) await source.destroy();
    await db?.drop();
  });

  it('still create every table and text column in utf8mb4', async () => {
    const [schema] = (await source.query(
      'SELECT DEFAULT_CHARACTER_SET_NAME AS charset FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = DATABASE()',
    )) as { charset: string }[];
    expect(schema.charset).toBe('latin1');
    await expectUtf8mb4Everywhere(source);
  });
});
