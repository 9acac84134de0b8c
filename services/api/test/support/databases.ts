import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import type { DatabaseConfig } from '../../src/config/app-config';

export type Dialect = 'sqlite' | 'mysql';

const KNOWN: readonly Dialect[] = ['sqlite', 'mysql'];

/**
 * The dialects this run covers. API_TEST_DIALECTS=sqlite|mysql|sqlite,mysql picks them (CI runs
 * one phase per database so each one's time and totals show apart); unset, SQLite always and
 * MySQL/MariaDB too when MYSQL_URL is set.
 */
export function selectDialects(env: NodeJS.ProcessEnv = process.env): Dialect[] {
  const asked = env.API_TEST_DIALECTS?.trim();
  if (!asked) return env.MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
  const dialects = asked.split(',').map((name) => name.trim());
  for (const name of dialects) {
    if (!KNOWN.includes(name as Dialect)) {
      throw new Error(`API_TEST_DIALECTS: unknown dialect '${name}' (use sqlite, mysql or both)`);
    }
  }
  // Asked for by name, MySQL must not be skipped quietly.
  if (dialects.includes('mysql') && !env.MYSQL_URL) {
    throw new Error('API_TEST_DIALECTS asks for mysql but MYSQL_URL is not set');
  }
  return dialects as Dialect[];
}

export const DIALECTS: Dialect[] = selectDialects();

/**
 * `describe` when the run covers the dialect, else `describe.skip` (jest lists the tests as
 * skipped). Suites that always run on SQLite (redis, compression, site) use it with 'sqlite', so
 * a MySQL-only run does not repeat them.
 */
export function describeOn(dialect: Dialect): jest.Describe {
  return DIALECTS.includes(dialect) ? describe : describe.skip;
}

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * MySQL only: the new schema's default character set. Left out, the server's
   * default applies, as for an operator's plain CREATE DATABASE: the tables'
   * utf8mb4 must then come from the migrations themselves.
   */
  mysqlCharset?: string;
}

/** A fresh, empty database per test suite: a temp SQLite file or a new MySQL schema. */
export async function createTestDatabase(
  dialect: Dialect,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-test-'));
    return {
      config: { type: 'sqlite', file: path.join(dir, 'test.sqlite') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = new URL(process.env.MYSQL_URL as string);
  const prefix = decodeURIComponent(base.pathname.replace(/^\//, '')) || 'bolsos_test';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username),
    password: decodeURIComponent(base.password),
  });
  const charset = options.mysqlCharset;
  if (charset !== undefined && !/^\w+$/.test(charset)) throw new Error(`bad charset ${charset}`);
  await admin.query(`CREATE DATABASE \`${name}\`${charset ? ` CHARACTER SET ${charset}` : ''}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    config: { type: 'mysql', url: url.toString(), readUrls: [] },
    drop: async () => {
      const conn = await mysql.createConnection({
        host: base.hostname,
        port: Number(base.port || 3306),
        user: decodeURIComponent(base.username),
        password: decodeURIComponent(base.password),
      });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}
