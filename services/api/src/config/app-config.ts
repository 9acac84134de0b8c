import { LIMITS, LOCALES, RELEASE_ABORT_NETWORKS, RELEASE_ABORT_RATIO } from '@bolsos/contracts';
import path from 'node:path';

export type DatabaseConfig =
  | { type: 'sqlite'; file: string }
  | {
      type: 'mysql';
      url: string;
      readUrls: string[];
      /** MariaDB reports schema details differently; TypeORM needs to know (see detectMysqlFlavor). */
      flavor?: 'mysql' | 'mariadb';
    };

export interface S3Config {
  bucket: string;
  region: string;
  /** an S3-compatible server (MinIO, R2, s3rver…); AWS itself when empty */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** where browsers fetch images (a CDN in front of the bucket); else they go through /media */
  publicUrl?: string;
}

export interface StorageConfig {
  driver: 'local' | 's3';
  /** local driver: the folder */
  dir: string;
  /** where images are served from this origin (the local folder, or the S3 proxy) */
  publicPath: string;
  s3?: S3Config;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public origin used in e-mailed links, e.g. https://bolsos.pa (required in production) */
  appUrl: string;
  /**
   * The shop's other origins (APP_ORIGINS, e.g. the apex beside www., a second domain): Contact's
   * form without JavaScript is taken from them as from the request's own origin and APP_URL's
   */
  appOrigins: string[];
  /** Slow clients: a whole request (headers and body) and its headers must arrive within these. */
  http: { requestTimeoutMs: number; headersTimeoutMs: number };
  /** the OpenAPI document and its viewer at /api/docs (API_DOCS; off in production by default) */
  apiDocs: boolean;
  trustProxy: boolean;
  /** `json`: one JSON object per line with the request id (production); `text`: Nest's console */
  logFormat: 'json' | 'text';
  /** one log line per request (method, path, status, time) */
  logRequests: boolean;
  /** after SIGTERM: how long a replica serves while not ready, before closing its listener */
  shutdownGraceMs: number;
  /** Prometheus `/metrics` on a port of its own (METRICS_PORT); off when undefined */
  metrics?: { port: number; host: string };
  database: DatabaseConfig;
  /** run pending migrations at start-up (default on; ops may run them separately) */
  migrateOnStart: boolean;
  seedDemo: boolean;
  /**
   * The deployment's name on Redis (CACHE_CHANNEL): the replicas announcing catalogue changes and
   * release switches to each other. Undefined: named after the database they write to.
   */
  cacheChannel?: string;
  session: {
    secret: string;
    store: 'database' | 'redis';
    redisUrl: string;
    cookieName: string;
    lifetimeMinutes: number;
    rememberDays: number;
    secureCookie: boolean;
  };
  mail: {
    transport: 'outbox' | 'smtp';
    smtpUrl: string;
    from: string;
    shopAddress: string;
    outboxDir: string;
  };
  storage: StorageConfig;
  rateLimit: { store: 'memory' | 'redis' };
  /** folders with the built front ends, served from the same origin */
  webRoot: string;
  dataDir: string;
  /** remote releases (scripts/releases.mjs): their files and the live remotes.config.json */
  releasesDir: string;
  /**
   * RELEASES_DRIVER: local (one server: the live release is the remotes.config.json in
   * releasesDir), shared (every replica mounts releasesDir) or s3 (releases uploaded to the
   * STORAGE_DRIVER=s3 bucket, mirrored into each replica's releasesDir; the default when
   * STORAGE_DRIVER=s3); for a fleet (shared, s3) the live release is database state
   */
  releasesDriver: 'local' | 'shared' | 's3';
  /**
   * The release health's abort rule: a canary stops once, within the window, its failures come
   * from at least `abortNetworks` client networks (RELEASE_ABORT_NETWORKS) and are more than
   * `abortRatio` of its confirmed loads (RELEASE_ABORT_PERCENT, in per cent)
   */
  releaseHealth: { abortNetworks: number; abortRatio: number };
  /**
   * PUBLISH_BUILD_STATS: serve the front ends' mf-stats.json (Module Federation's build report:
   * every shared library and its version). Off in production by default: no browser needs it.
   */
  publishBuildStats: boolean;
  /** audit log entries older than this many days are pruned in the background; 0 keeps them */
  audit: { retentionDays: number };
  /** the products CSV import (IMPORT_MAX_BYTES, IMPORT_MAX_ROWS): larger files are refused */
  productImport: { maxBytes: number; maxRows: number };
  /**
   * URLs one sitemap file may hold (SITEMAP_MAX_URLS; the protocol's 50,000): past it
   * /sitemap.xml is an index of parts
   */
  sitemapMaxUrls: number;
}

const DEFAULT_SECRET = 'bolsos-development-secret-change-me';

export class ConfigError extends Error {}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(name: string, value: string | undefined, fallback: number, errors: string[]): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    errors.push(`${name} must be a non-negative integer (got "${value}")`);
    return fallback;
  }
  return parsed;
}

/** Reads and checks the environment once, at start-up; bad settings stop the process. */
/** Comma-separated http(s) origins (scheme, host, optional port: nothing after), as browsers send them. */
function origins(name: string, value: string | undefined, errors: string[]): string[] {
  const out: string[] = [];
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.href !== `${url.origin}/`)
      errors.push(
        `${name} must list origins such as https://www.bolsos.pa,https://bolsos.com.pa (scheme and host, an optional port, no path; got "${entry}")`,
      );
    else out.push(url.origin);
  }
  return out;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  rootDir = process.cwd(),
): AppConfig {
  const errors: string[] = [];
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(rootDir, env.DATA_DIR || 'data');
  const port = int('PORT', env.PORT, 3000, errors);

  let database: DatabaseConfig;
  const dbUrl = env.DATABASE_URL ?? '';
  if (!dbUrl || dbUrl.startsWith('sqlite:')) {
    const file = dbUrl ? dbUrl.replace(/^sqlite:(\/\/)?/, '') : path.join(dataDir, 'bolsos.sqlite');
    database = { type: 'sqlite', file: file === ':memory:' ? file : path.resolve(rootDir, file) };
  } else if (/^mysql:\/\//.test(dbUrl) || /^mariadb:\/\//.test(dbUrl)) {
    database = {
      type: 'mysql',
      url: dbUrl.replace(/^mariadb:/, 'mysql:'),
      flavor: dbUrl.startsWith('mariadb:') ? 'mariadb' : undefined,
      readUrls: (env.DATABASE_READ_URLS ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    };
  } else {
    errors.push('DATABASE_URL must start with mysql:// or sqlite:');
    database = { type: 'sqlite', file: path.join(dataDir, 'bolsos.sqlite') };
  }

  const secret = env.SESSION_SECRET || DEFAULT_SECRET;
  if (nodeEnv === 'production' && (secret === DEFAULT_SECRET || secret.length < 32)) {
    errors.push(
      'SESSION_SECRET must be set to a random value of at least 32 characters in production',
    );
  }
  const sessionStore = (env.SESSION_STORE || 'database') as AppConfig['session']['store'];
  if (!['database', 'redis'].includes(sessionStore))
    errors.push('SESSION_STORE must be database or redis');
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  const cacheChannel = env.CACHE_CHANNEL || undefined;
  if (cacheChannel !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(cacheChannel))
    errors.push('CACHE_CHANNEL must be 1 to 64 letters, digits, dots, dashes or underscores');
  const mailTransport = (env.MAIL_TRANSPORT ||
    (env.SMTP_URL ? 'smtp' : 'outbox')) as AppConfig['mail']['transport'];
  if (!['outbox', 'smtp'].includes(mailTransport))
    errors.push('MAIL_TRANSPORT must be outbox or smtp');
  if (mailTransport === 'smtp' && !env.SMTP_URL)
    errors.push('SMTP_URL is required when MAIL_TRANSPORT=smtp');
  if (
    nodeEnv === 'production' &&
    mailTransport === 'outbox' &&
    !bool(env.ALLOW_OUTBOX_MAIL, false)
  ) {
    errors.push('Production needs SMTP_URL (or ALLOW_OUTBOX_MAIL=true to keep mail on disk)');
  }
  // E-mailed links (invitations, resets) are built on it: a guess would send them to localhost.
  if (nodeEnv === 'production' && !env.APP_URL)
    errors.push('APP_URL must be set in production to the public origin, e.g. https://bolsos.pa');
  else if (env.APP_URL && !/^https?:\/\/[^/\s]+/.test(env.APP_URL))
    errors.push(
      `APP_URL must be an http(s) origin such as https://bolsos.pa (got "${env.APP_URL}")`,
    );
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const appOrigins = origins('APP_ORIGINS', env.APP_ORIGINS, errors);
  const logFormat = (env.LOG_FORMAT || (nodeEnv === 'production' ? 'json' : 'text')) as
    'json' | 'text';
  if (!['json', 'text'].includes(logFormat)) errors.push('LOG_FORMAT must be json or text');
  const metrics =
    env.METRICS_PORT === undefined || env.METRICS_PORT === ''
      ? undefined
      : {
          port: int('METRICS_PORT', env.METRICS_PORT, 9464, errors),
          host: env.METRICS_HOST || env.HOST || '0.0.0.0',
        };
  if (metrics && metrics.port === port && port !== 0)
    errors.push('METRICS_PORT must differ from PORT: metrics are never served on the public port');
  const storageDriver = (env.STORAGE_DRIVER || 'local') as StorageConfig['driver'];
  if (!['local', 's3'].includes(storageDriver)) errors.push('STORAGE_DRIVER must be local or s3');
  // Object storage configured for images means a fleet: releases go there too unless told apart.
  const releasesDriver = (env.RELEASES_DRIVER ||
    (storageDriver === 's3' ? 's3' : 'local')) as AppConfig['releasesDriver'];
  if (!['local', 'shared', 's3'].includes(releasesDriver))
    errors.push('RELEASES_DRIVER must be local, shared or s3');
  if (releasesDriver === 's3' && storageDriver !== 's3')
    errors.push('RELEASES_DRIVER=s3 uploads to the STORAGE_DRIVER=s3 bucket: set both');
  let s3: S3Config | undefined;
  if (storageDriver === 's3') {
    if (!env.S3_BUCKET) errors.push('S3_BUCKET is required when STORAGE_DRIVER=s3');
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      errors.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    s3 = {
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
      publicUrl: env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : undefined,
    };
  }
  const rateLimitStore = (env.RATE_LIMIT_STORE ||
    (sessionStore === 'redis' ? 'redis' : 'memory')) as 'memory' | 'redis';

  const shutdownGraceMs = int(
    'SHUTDOWN_GRACE_MS',
    env.SHUTDOWN_GRACE_MS,
    nodeEnv === 'production' ? 5000 : 0,
    errors,
  );
  const auditRetentionDays = int('AUDIT_RETENTION_DAYS', env.AUDIT_RETENTION_DAYS, 365, errors);
  const abortNetworks = int(
    'RELEASE_ABORT_NETWORKS',
    env.RELEASE_ABORT_NETWORKS,
    RELEASE_ABORT_NETWORKS,
    errors,
  );
  // Zero would let a canary be stopped by no one at all.
  if (abortNetworks === 0) errors.push('RELEASE_ABORT_NETWORKS must be at least 1');
  const abortPercent =
    env.RELEASE_ABORT_PERCENT === undefined || env.RELEASE_ABORT_PERCENT === ''
      ? RELEASE_ABORT_RATIO * 100
      : Number(env.RELEASE_ABORT_PERCENT);
  if (!(abortPercent >= 0 && abortPercent < 100))
    errors.push(
      `RELEASE_ABORT_PERCENT must be a number from 0 to below 100 (got "${env.RELEASE_ABORT_PERCENT}")`,
    );

  const importMaxBytes = int(
    'IMPORT_MAX_BYTES',
    env.IMPORT_MAX_BYTES,
    LIMITS.importMaxBytes,
    errors,
  );
  const importMaxRows = int('IMPORT_MAX_ROWS', env.IMPORT_MAX_ROWS, LIMITS.importMaxRows, errors);
  // Zero would refuse every file: a typo, not a setting.
  if (importMaxBytes === 0) errors.push('IMPORT_MAX_BYTES must be at least 1');
  if (importMaxRows === 0) errors.push('IMPORT_MAX_ROWS must be at least 1');

  const sitemapMaxUrls = int('SITEMAP_MAX_URLS', env.SITEMAP_MAX_URLS, 50_000, errors);
  // A part must hold at least one product in every language.
  if (sitemapMaxUrls < LOCALES.length || sitemapMaxUrls > 50_000)
    errors.push(`SITEMAP_MAX_URLS must be between ${LOCALES.length} and 50000`);

  const requestTimeoutMs = int('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, errors);
  const headersTimeoutMs = int('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 20_000, errors);
  // Node refuses a headers timeout above the request timeout; 0 would wait forever.
  if (requestTimeoutMs === 0 || headersTimeoutMs === 0)
    errors.push('REQUEST_TIMEOUT_MS and HEADERS_TIMEOUT_MS must be at least 1');
  else if (headersTimeoutMs > requestTimeoutMs)
    errors.push('HEADERS_TIMEOUT_MS must not be above REQUEST_TIMEOUT_MS');

  if (errors.length) throw new ConfigError(`Invalid configuration:\n - ${errors.join('\n - ')}`);

  return {
    env: nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    appUrl,
    appOrigins,
    http: { requestTimeoutMs, headersTimeoutMs },
    apiDocs: bool(env.API_DOCS, nodeEnv !== 'production'),
    trustProxy: bool(env.TRUST_PROXY, false),
    logFormat,
    logRequests: bool(env.LOG_REQUESTS, false),
    shutdownGraceMs,
    metrics,
    database,
    migrateOnStart: bool(env.MIGRATE_ON_START, true),
    seedDemo: nodeEnv !== 'production' && bool(env.SEED_DEMO, nodeEnv === 'development'),
    cacheChannel,
    session: {
      secret,
      store: sessionStore,
      redisUrl,
      cookieName: env.SESSION_COOKIE || 'bolsos_session',
      lifetimeMinutes: int('SESSION_LIFETIME_MINUTES', env.SESSION_LIFETIME_MINUTES, 120, []),
      rememberDays: int('SESSION_REMEMBER_DAYS', env.SESSION_REMEMBER_DAYS, 30, []),
      secureCookie: bool(env.SESSION_SECURE_COOKIE, appUrl.startsWith('https://')),
    },
    mail: {
      transport: mailTransport,
      smtpUrl: env.SMTP_URL || '',
      from: env.MAIL_FROM || 'Bolsos <no-reply@bolsos.test>',
      shopAddress: env.SHOP_EMAIL || 'tienda@bolsos.test',
      outboxDir: path.resolve(rootDir, env.MAIL_OUTBOX_DIR || path.join(dataDir, 'outbox')),
    },
    storage: {
      driver: storageDriver,
      dir: path.resolve(rootDir, env.STORAGE_DIR || path.join(dataDir, 'uploads')),
      publicPath: '/media',
      s3,
    },
    rateLimit: { store: rateLimitStore },
    webRoot: path.resolve(rootDir, env.WEB_ROOT || '.'),
    dataDir,
    releasesDir: path.resolve(rootDir, env.RELEASES_DIR || path.join(dataDir, 'releases')),
    releasesDriver,
    releaseHealth: { abortNetworks, abortRatio: abortPercent / 100 },
    publishBuildStats: bool(env.PUBLISH_BUILD_STATS, nodeEnv !== 'production'),
    audit: { retentionDays: auditRetentionDays },
    productImport: { maxBytes: importMaxBytes, maxRows: importMaxRows },
    sitemapMaxUrls,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
