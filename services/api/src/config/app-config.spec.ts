import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('defaults to the zero-setup choices: embedded SQLite, database sessions, outbox mail', () => {
    const config = loadConfig({}, '/srv/bolsos');
    expect(config.database).toEqual({
      type: 'sqlite',
      file: path.join('/srv/bolsos', 'data', 'bolsos.sqlite'),
    });
    expect(config.session.store).toBe('database');
    expect(config.mail.transport).toBe('outbox');
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('switches to MySQL, Redis and SMTP by environment', () => {
    const config = loadConfig({
      DATABASE_URL: 'mysql://u:p@db:3306/bolsos',
      DATABASE_READ_URLS: 'mysql://u:p@r1/bolsos, mysql://u:p@r2/bolsos',
      SESSION_STORE: 'redis',
      SMTP_URL: 'smtp://mail:587',
    });
    expect(config.database).toMatchObject({
      type: 'mysql',
      url: 'mysql://u:p@db:3306/bolsos',
      readUrls: ['mysql://u:p@r1/bolsos', 'mysql://u:p@r2/bolsos'],
    });
    expect(config.session.store).toBe('redis');
    expect(config.rateLimit.store).toBe('redis');
    expect(config.mail.transport).toBe('smtp');
  });

  it('refuses to start production with default secrets or without a mail server', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m:25' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', SMTP_URL: 'smtp://m:25' }),
    ).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL/,
    );
    const ok = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://m:25',
      APP_URL: 'https://bolsos.pa',
      SEED_DEMO: 'true',
    });
    expect(ok.seedDemo).toBe(false);
  });

  it('refuses to start production without its public origin, naming APP_URL', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://m:25',
    };
    expect(() => loadConfig(production)).toThrow(/APP_URL must be set in production/);
    expect(() => loadConfig({ ...production, APP_URL: 'bolsos.pa' })).toThrow(
      /APP_URL must be an http\(s\) origin/,
    );
    const ok = loadConfig({ ...production, APP_URL: 'https://bolsos.pa' });
    expect(ok.appUrl).toBe('https://bolsos.pa');
    expect(ok.session.secureCookie).toBe(true);
    // Development keeps its zero-setup default.
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
  });

  it('takes the shop’s other origins from APP_ORIGINS, as browsers write them, and names a bad one', () => {
    expect(loadConfig({}).appOrigins).toEqual([]);
    expect(
      loadConfig({
        APP_ORIGINS: ' https://Bolsos.com.pa/ , https://www.bolsos.pa:443,http://x.test:8080',
      }).appOrigins,
    ).toEqual(['https://bolsos.com.pa', 'https://www.bolsos.pa', 'http://x.test:8080']);
    for (const bad of [
      'bolsos.pa',
      'https://bolsos.pa/tienda',
      'ftp://bolsos.pa',
      'https://u:p@bolsos.pa',
      'https://bolsos.pa?x=1',
    ]) {
      expect(() => loadConfig({ APP_ORIGINS: `https://ok.pa,${bad}` })).toThrow(
        `APP_ORIGINS must list origins such as https://www.bolsos.pa,https://bolsos.com.pa (scheme and host, an optional port, no path; got "${bad}")`,
      );
    }
  });

  it('limits slow requests (30 s, headers 20 s) and takes other limits by environment', () => {
    expect(loadConfig({}).http).toEqual({ requestTimeoutMs: 30_000, headersTimeoutMs: 20_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '4000' }).http).toEqual({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 4000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/at least 1/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HEADERS_TIMEOUT_MS must not be above REQUEST_TIMEOUT_MS/,
    );
  });

  it('serves the API documentation outside production, and in production only when asked', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://m:25',
      APP_URL: 'https://bolsos.pa',
    };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('reports every bad setting at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'postgres://x', SESSION_STORE: 'memcached' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SESSION_STORE/);
  });

  it('marks cookies Secure behind an https APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://bolsos.pa/' }).session.secureCookie).toBe(true);
    expect(loadConfig({ APP_URL: 'https://bolsos.pa/' }).appUrl).toBe('https://bolsos.pa');
  });

  it('keeps releases on this server by default (in the bucket with STORAGE_DRIVER=s3), and refuses a driver it does not know or s3 without the bucket', () => {
    expect(loadConfig({}).releasesDriver).toBe('local');
    expect(loadConfig({ RELEASES_DRIVER: 'shared' }).releasesDriver).toBe('shared');
    expect(
      loadConfig({ RELEASES_DRIVER: 's3', STORAGE_DRIVER: 's3', S3_BUCKET: 'bolsos' })
        .releasesDriver,
    ).toBe('s3');
    // Object storage for images is a fleet's: releases follow it, unless told otherwise.
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'bolsos' }).releasesDriver).toBe('s3');
    expect(
      loadConfig({ RELEASES_DRIVER: 'local', STORAGE_DRIVER: 's3', S3_BUCKET: 'bolsos' })
        .releasesDriver,
    ).toBe('local');
    expect(() => loadConfig({ RELEASES_DRIVER: 'ftp' })).toThrow(
      /RELEASES_DRIVER must be local, shared or s3/,
    );
    expect(() => loadConfig({ RELEASES_DRIVER: 's3' })).toThrow(
      /RELEASES_DRIVER=s3 uploads to the STORAGE_DRIVER=s3 bucket/,
    );
  });

  it('names the deployment on Redis by CACHE_CHANNEL when set, and refuses a name with spaces or slashes', () => {
    expect(loadConfig({}).cacheChannel).toBeUndefined();
    expect(loadConfig({ CACHE_CHANNEL: 'shop-prod.eu_1' }).cacheChannel).toBe('shop-prod.eu_1');
    for (const bad of ['shop prod', 'shop/prod', 'x'.repeat(65)])
      expect(() => loadConfig({ CACHE_CHANNEL: bad })).toThrow(/CACHE_CHANNEL must be/);
  });

  it('reads the CSV import limits, defaulting to the contracts, and refuses zero or junk', () => {
    expect(loadConfig({}).productImport).toEqual({ maxBytes: 10 * 1024 * 1024, maxRows: 10_000 });
    expect(loadConfig({ IMPORT_MAX_BYTES: '2048', IMPORT_MAX_ROWS: '10' }).productImport).toEqual({
      maxBytes: 2048,
      maxRows: 10,
    });
    expect(() => loadConfig({ IMPORT_MAX_BYTES: '0' })).toThrow(
      /IMPORT_MAX_BYTES must be at least 1/,
    );
    expect(() => loadConfig({ IMPORT_MAX_ROWS: '5k' })).toThrow(
      /IMPORT_MAX_ROWS must be a non-negative integer/,
    );
  });
});
