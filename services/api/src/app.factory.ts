import { XSRF_COOKIE } from '@bolsos/contracts';
import { Logger, RequestMethod, type LogLevel, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { RedisStore } from 'connect-redis';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import session, { type Store } from 'express-session';
import passport from 'passport';
import { createClient } from 'redis';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { SESSION_TOUCH_INTERVAL_MS, throttleTouches } from './auth/session/throttled-touch';
import { TypeormSessionStore } from './auth/session/typeorm-session.store';
import { requireJsonBody } from './common/http/json-body';
import { createOpenApiDocument } from './common/openapi/openapi-document';
import { siteErrorHandler } from './common/filters/site-error.handler';
import { securityHeaders, serveCacheHitsFirst } from './common/http/front-door';
import { TimedExpressAdapter } from './common/http/timed-express-adapter';
import { connectRedis } from './common/lifecycle/connect-redis';
import { mysqlPoolUse } from './common/metrics/mysql-pool-use';
import { requestContext } from './common/context/request-context';
import { readCookie } from './common/i18n/request-locale';
import { ResponseCache } from './common/cache/response-cache';
import { AppResources } from './common/lifecycle/app-resources';
import { JsonLogger } from './common/lifecycle/json-logger';
import { QuietLogger } from './common/lifecycle/quiet-logger';
import { Readiness } from './common/lifecycle/readiness';
import { Metrics } from './common/metrics/metrics';
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
import { ContactService } from './contact/contact.service';
import { RateLimitService } from './common/rate-limit/rate-limit.service';
import { BUILD_CHECK_MS, PageCache } from './site/page-cache';
import { mountStaticSite, siteBuildStamp } from './site/static-site';

export interface CreateAppOptions {
  logger?: false | LogLevel[] | LoggerService;
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
    new TimedExpressAdapter(config.http),
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
  const store: Store = throttleTouches(
    config.session.store === 'redis' && redis
      ? new RedisStore({ client: redis, prefix: 'bolsos:sess:' })
      : new TypeormSessionStore(dataSource, lifetimeMs),
    SESSION_TOUCH_INTERVAL_MS,
  );
  const sessionPaths = ['/api', '/sanctum'];
  app.use(
    sessionPaths,
    // req.cookies, for the signed XSRF token of visitors without a session (anonymous-xsrf.ts).
    cookieParser(),
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
  // Off in production unless API_DOCS=true: the document maps every staff route for a visitor.
  if (config.apiDocs) {
    const document = createOpenApiDocument(app, config);
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  }
  mountSeoRoutes(app.getHttpAdapter().getInstance(), app.get(SeoService), responseCache);
  mountMedia(app.getHttpAdapter().getInstance(), config, app.get(StorageService));
  mountStaticSite(app.getHttpAdapter().getInstance(), config, app.get(PageRenderer), {
    warm: config.env !== 'test',
    pageCache,
    contactForm: { contact: app.get(ContactService), limits: app.get(RateLimitService) },
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
