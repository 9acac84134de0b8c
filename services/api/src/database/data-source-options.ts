import mysql2, { type PoolConnection } from 'mysql2';
import mysql from 'mysql2/promise';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { ProductCompletenessSubscriber } from '../products/product-completeness.subscriber';
import { ProductSlugHistorySubscriber } from '../products/product-slug-history.subscriber';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

/**
 * Subscribers that keep data consistent whoever writes it (app, seed, CLI); they
 * belong to every data source. The cache one needs the app and registers itself.
 */
const SUBSCRIBERS = [ProductSlugHistorySubscriber, ProductCompletenessSubscriber];

function mysqlCredentials(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  };
}

const UTC_SESSION = "SET time_zone = '+00:00'";
type ConnectionCallback = (
  error: NodeJS.ErrnoException | null,
  connection?: PoolConnection,
) => void;
interface ConnectionSource {
  getConnection(...args: unknown[]): void;
}

/**
 * mysql2's `timezone: 'Z'` only converts dates on the client; CURRENT_TIMESTAMP
 * defaults (created_at, updated_at) follow the session's time zone, which is the
 * server's own unless set. Every pooled connection is put in UTC before its first
 * query, so stored times are UTC whatever zone the server runs in.
 */
function utcConnections<T extends ConnectionSource>(source: T): T {
  const inUtc = new WeakSet<PoolConnection>();
  const getConnection = source.getConnection.bind(source);
  source.getConnection = (...args: unknown[]) => {
    const done = args.pop() as ConnectionCallback;
    getConnection(...args, (error: NodeJS.ErrnoException | null, connection?: PoolConnection) => {
      if (error || !connection || inUtc.has(connection)) return done(error, connection);
      connection.query(UTC_SESSION, (setError) => {
        if (setError) {
          connection.release();
          return done(setError);
        }
        inUtc.add(connection);
        done(null, connection);
      });
    });
  };
  return source;
}

/** mysql2 as TypeORM's MySQL driver loads it, with every connection in UTC. */
const mysqlInUtc = {
  createPool: (config: mysql2.PoolOptions) =>
    utcConnections(mysql2.createPool(config) as unknown as ConnectionSource),
  createPoolCluster: (config?: mysql2.PoolClusterOptions) =>
    utcConnections(mysql2.createPoolCluster(config) as unknown as ConnectionSource),
};

/**
 * Asks the server whether it is MySQL or MariaDB (the URL scheme is mysql:// for
 * both): TypeORM reads MariaDB's information_schema differently, and guessing
 * wrong makes every schema check report phantom changes.
 */
export async function detectMysqlFlavor(db: DatabaseConfig): Promise<DatabaseConfig> {
  if (db.type !== 'mysql' || db.flavor) return db;
  const creds = mysqlCredentials(db.url);
  const connection = await mysql.createConnection({
    host: creds.host,
    port: creds.port,
    user: creds.username,
    password: creds.password,
  });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as { version: string }[])[0]?.version ?? '');
    return { ...db, flavor: /mariadb/i.test(version) ? 'mariadb' : 'mysql' };
  } finally {
    await connection.end();
  }
}

/**
 * One code path, two real databases: embedded SQLite by default, MySQL/MariaDB
 * when DATABASE_URL says so. Schema changes only ever come from migrations.
 */
export function dataSourceOptions(db: DatabaseConfig, runMigrations = true): DataSourceOptions {
  if (db.type === 'sqlite') {
    if (db.file !== ':memory:') fs.mkdirSync(path.dirname(db.file), { recursive: true });
    return {
      type: 'better-sqlite3',
      database: db.file,
      enableWAL: db.file !== ':memory:',
      entities: ENTITIES,
      subscribers: SUBSCRIBERS,
      migrations: SQLITE_MIGRATIONS,
      migrationsRun: runMigrations,
      migrationsTableName: 'migrations',
      synchronize: false,
      prepareDatabase: (database: { pragma: (sql: string) => unknown }) => {
        // Writers wait for each other instead of failing with SQLITE_BUSY.
        database.pragma('busy_timeout = 5000');
      },
    };
  }
  const primary = mysqlCredentials(db.url);
  const common = {
    type: db.flavor === 'mariadb' ? ('mariadb' as const) : ('mysql' as const),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    driver: mysqlInUtc,
    entities: ENTITIES,
    subscribers: SUBSCRIBERS,
    migrations: MYSQL_MIGRATIONS,
    migrationsRun: runMigrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    // A database that is down must answer a request (503) within seconds, not hang it.
    extra: { connectionLimit: 20, connectTimeout: 2000 },
  };
  if (db.readUrls.length === 0) return { ...common, ...primary };
  return {
    ...common,
    replication: { master: primary, slaves: db.readUrls.map(mysqlCredentials) },
  };
}
