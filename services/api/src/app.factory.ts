import { XSRF_COOKIE } from '@bolsos/contracts';
import { Logger, RequestMethod, type LogLevel } from '@nestjs/common';
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
import { requestContext } from './common/context/request-context';
import { readCookie } from './common/i18n/request-locale';
import { ResponseCache } from './common/cache/response-cache';
import { AppResources } from './common/lifecycle/app-resources';
import { QuietLogger } from './common/lifecycle/quiet-logger';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './common/rate-limit/rate-limit.store';
import type { AppConfig } from './config/app-config';
import { mountSeoRoutes } from './seo/seo.routes';
import { SeoService } from './seo/seo.service';
import { PageRenderer } from './site/page-renderer.service';
import { BUILD_CHECK_MS, PageCache } from './site/page-cache';
import { mountStaticSite, siteBuildStamp } from './site/static-site';

export interface CreateAppOptions {
  logger?: false | LogLevel[];
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

/**
 * Catalogue cache hits are answered by the Node server itself, ahead of
 * Express: the hot path of the storefront costs one Map lookup.
 */
function serveCacheHitsFirst(server: Server, cache: ResponseCache, pages: PageCache) {
  const handlers = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (cache.tryServe(req, res, '/api/catalog/', SECURITY_HEADERS)) return;
    if (pages.tryServe(req, res, SECURITY_HEADERS)) return;
    for (const handler of handlers) handler(req, res);
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
      ? createClient({ url: config.session.redisUrl })
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
  if (redis) resources.add(async () => void (redis.isOpen && (await redis.close())));
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, rateLimitStore, resources, responseCache),
    {
      logger: options.logger ?? new QuietLogger(),
    },
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
  serveCacheHitsFirst(app.getHttpServer() as Server, responseCache, pageCache);

  const dataSource = app.get(DataSource);
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
  mountStaticSite(app.getHttpAdapter().getInstance(), config, app.get(PageRenderer), {
    warm: config.env !== 'test',
    pageCache,
  });

  if (store instanceof TypeormSessionStore) resources.add(() => store.close());
  await app.init();
  return app;
}
