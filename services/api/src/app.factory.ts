import { XSRF_COOKIE } from '@bolsos/contracts';
import { Logger, RequestMethod, type LogLevel, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import session, { type Store } from 'express-session';
import passport from 'passport';
import { createClient } from 'redis';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { TypeormSessionStore } from './auth/session/typeorm-session.store';
import { requireJsonBody } from './common/http/json-body';
import { HSTS, cameOverHttps } from './common/http/content-security-policy';
import { assignRequestId, withRequestId } from './common/http/request-id';
import { siteErrorHandler } from './common/filters/site-error.handler';
import { requestContext } from './common/context/request-context';
import { readCookie } from './common/i18n/request-locale';
import { ResponseCache } from './common/cache/response-cache';
import { AppResources } from './common/lifecycle/app-resources';
import { JsonLogger } from './common/lifecycle/json-logger';
import { QuietLogger } from './common/lifecycle/quiet-logger';
import { Readiness } from './common/lifecycle/readiness';
import { Metrics, type PoolUse } from './common/metrics/metrics';
import { MetricsServer } from './common/metrics/metrics-server';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './common/rate-limit/rate-limit.store';
import type { AppConfig } from './config/app-config';
import { mountSeoRoutes } from './seo/seo.routes';
import { mountMedia } from './storage/media.routes';
import { StorageService } from './storage/storage.service';
import { SeoService } from './seo/seo.service';
import { PageRenderer } from './site/page-renderer.service';
import { BUILD_CHECK_MS, PageCache } from './site/page-cache';
import { mountStaticSite, siteBuildStamp } from './site/static-site';

export interface CreateAppOptions {
  logger?: false | LogLevel[] | LoggerService;
}

const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  next();
}

/** Browsers that reached us over HTTPS are told to never use plain HTTP for this site again. */
function strictTransport(req: IncomingMessage, res: ServerResponse, trustProxy: boolean) {
  if (cameOverHttps(req, trustProxy)) res.setHeader('Strict-Transport-Security', HSTS);
}

/**
 * Catalogue cache hits are answered by the Node server itself, ahead of
 * Express: the hot path of the storefront costs one Map lookup.
 */
function serveCacheHitsFirst(
  server: Server,
  cache: ResponseCache,
  pages: PageCache,
  config: AppConfig,
  logger: LoggerService,
  metrics: Metrics,
) {
  const handlers = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const id = assignRequestId(req, res, config.trustProxy);
    strictTransport(req, res, config.trustProxy);
    if (config.logRequests) logRequest(req, res, id, logger);
    const started = process.hrtime.bigint();
    if (cache.tryServe(req, res, '/api/catalog/', SECURITY_HEADERS)) {
      return countRequest(metrics, req, res, started, 'catalogue cache');
    }
    if (pages.tryServe(req, res, SECURITY_HEADERS)) {
      return countRequest(metrics, req, res, started, 'page cache');
    }
    res.once('finish', () => countRequest(metrics, req, res, started, routeLabel(req)));
    withRequestId(id, () => {
      for (const handler of handlers) handler(req, res);
    });
  });
}

/**
 * A label with few values: the route pattern Express matched (`/api/products/:id`), never the
 * raw path, whose ids and slugs would make a series per product.
 */
function routeLabel(req: IncomingMessage): string {
  const { route, baseUrl } = req as Partial<Pick<Request, 'route' | 'baseUrl'>>;
  if (route && typeof route.path === 'string') {
    const pattern = `${baseUrl ?? ''}${route.path}`;
    // The storefront's catch-all: every page and file path would match it.
    return pattern.includes('*') ? 'site' : pattern;
  }
  const path = req.url ?? '';
  return path.startsWith('/api/') ? 'api (no route)' : 'site';
}

function countRequest(
  metrics: Metrics,
  req: IncomingMessage,
  res: ServerResponse,
  started: bigint,
  route: string,
) {
  const method = req.method ?? 'GET';
  metrics.requests.inc({ route, method, status: String(res.statusCode) });
  metrics.requestSeconds.observe(
    { route, method },
    Number(process.hrtime.bigint() - started) / 1e9,
  );
}

/** mysql2's pool keeps its counts in fields of its own; read them for the pool gauge. */
function mysqlPoolUse(dataSource: DataSource): PoolUse | undefined {
  const pool = (dataSource.driver as { pool?: Record<string, { length?: number } | undefined> })
    .pool;
  if (!pool) return undefined;
  return {
    total: pool._allConnections?.length ?? 0,
    idle: pool._freeConnections?.length ?? 0,
    waiting: pool._connectionQueue?.length ?? 0,
  };
}

/** One line per request when it ends. The query string stays out: it can carry personal data. */
function logRequest(req: IncomingMessage, res: ServerResponse, id: string, logger: LoggerService) {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const fields = {
      request_id: id,
      method: req.method,
      path: (req.url ?? '').split('?')[0],
      status: res.statusCode,
      ms: Number(process.hrtime.bigint() - started) / 1e6,
    };
    if (logger instanceof JsonLogger) logger.line('log', 'request', fields);
    else
      logger.log(
        `${fields.method} ${fields.path} ${fields.status} ${fields.ms.toFixed(1)} ms [${id}]`,
      );
  });
}

const REDIS_CONNECT_TIMEOUT_MS = 5000;

/**
 * node-redis retries a refused connection for ever, so a missing Redis would leave the process
 * hanging at start-up with nothing said. Sessions (or rate limits) on Redis cannot work without
 * it: give up after a few seconds with a message an operator can act on.
 */
async function connectRedis(
  client: { connect(): Promise<unknown>; destroy(): void },
  url: string,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const where = new URL(url);
          where.password = '';
          where.username = '';
          reject(
            new Error(
              `Redis is not reachable at ${where.host} (waited ${REDIS_CONNECT_TIMEOUT_MS / 1000} s). SESSION_STORE=redis or RATE_LIMIT_STORE=redis needs it: start Redis, fix REDIS_URL, or use the database store.`,
            ),
          );
        }, REDIS_CONNECT_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Builds the whole HTTP app (used by main.ts and by every API test). */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const redis =
    config.session.store === 'redis' || config.rateLimit.store === 'redis'
      ? // Without the offline queue a command fails at once while Redis is away (503), instead
        // of waiting, and the request with it, until Redis is back.
        createClient({ url: config.session.redisUrl, disableOfflineQueue: true })
      : undefined;
  if (redis) {
    redis.on('error', (error) => Logger.error(`Redis: ${String(error)}`, 'Redis'));
    await connectRedis(redis, config.session.redisUrl);
  }
  const rateLimitStore: RateLimitStore =
    config.rateLimit.store === 'redis' && redis
      ? new RedisRateLimitStore(redis)
      : new MemoryRateLimitStore();

  const resources = new AppResources();
  const responseCache = new ResponseCache();
  const readiness = new Readiness(config.shutdownGraceMs);
  const metrics = new Metrics();
  responseCache.onLookup = (key, hit) =>
    metrics.cacheLookups.inc({
      cache: key.startsWith('page:') ? 'pages' : 'api',
      result: hit ? 'hit' : 'miss',
    });
  if (redis) {
    resources.add(async () => void (redis.isOpen && (await redis.close())));
    readiness.add('redis', () => redis.ping());
  }
  const logger =
    options.logger ?? (config.logFormat === 'json' ? new JsonLogger() : new QuietLogger());
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, rateLimitStore, resources, responseCache, readiness, metrics),
    { logger },
  );
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', 1);
  app.use(securityHeaders);
  app.use('/api', requireJsonBody);
  // Before the session middleware, so its user is known to code deep in the request (the audit log).
  app.use('/api', requestContext);
  // Tests swap builds on disk between two requests; a server looks at its builds once a second.
  const pageCache = new PageCache(
    responseCache,
    () => siteBuildStamp(config),
    config.env === 'test' ? 0 : BUILD_CHECK_MS,
  );
  serveCacheHitsFirst(
    app.getHttpServer() as Server,
    responseCache,
    pageCache,
    config,
    logger instanceof JsonLogger ? logger : new Logger('HTTP'),
    metrics,
  );

  const dataSource = app.get(DataSource);
  metrics.readPoolWith(() => mysqlPoolUse(dataSource));
  const lifetimeMs = config.session.lifetimeMinutes * 60_000;
  const store: Store =
    config.session.store === 'redis' && redis
      ? new RedisStore({ client: redis, prefix: 'bolsos:sess:' })
      : new TypeormSessionStore(dataSource, lifetimeMs);
  const sessionPaths = ['/api', '/sanctum'];
  app.use(
    sessionPaths,
    session({
      name: config.session.cookieName,
      secret: config.session.secret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.trustProxy,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.session.secureCookie,
        path: '/',
        maxAge: lifetimeMs,
      },
    }),
    passport.initialize(),
    passport.session(),
    // Keeps the JS-readable XSRF-TOKEN cookie in step with the session's token.
    (req: Request, res: Response, next: NextFunction) => {
      const token = req.session?.csrfToken;
      if (token && readCookie(req.headers.cookie, XSRF_COOKIE) !== token) {
        res.cookie(XSRF_COOKIE, token, {
          httpOnly: false,
          sameSite: 'lax',
          secure: config.session.secureCookie,
          path: '/',
          maxAge: req.session.cookie.maxAge ?? lifetimeMs,
        });
      }
      next();
    },
  );
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    // Private by default; public endpoints opt in to caching with their own header.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.setGlobalPrefix('api', {
    exclude: [{ path: 'sanctum/csrf-cookie', method: RequestMethod.GET }],
  });
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Bolsos API')
      .setDescription(
        'Catalogue, staff back office and Sanctum-compatible session auth. Writes need the X-XSRF-TOKEN header from GET /sanctum/csrf-cookie.',
      )
      .setVersion('1.0')
      .addCookieAuth(config.session.cookieName)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  mountSeoRoutes(app.getHttpAdapter().getInstance(), app.get(SeoService), responseCache);
  mountMedia(app.getHttpAdapter().getInstance(), config, app.get(StorageService));
  mountStaticSite(app.getHttpAdapter().getInstance(), config, app.get(PageRenderer), {
    warm: config.env !== 'test',
    pageCache,
  });
  app.getHttpAdapter().getInstance().use(siteErrorHandler());

  if (store instanceof TypeormSessionStore) resources.add(() => store.close());
  await app.init();
  if (config.metrics) {
    const server = new MetricsServer(metrics);
    metrics.servedOn = await server.listen(config.metrics.port, config.metrics.host);
    resources.add(() => server.close());
  }
  return app;
}
