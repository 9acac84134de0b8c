import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AppConfig } from '../../config/app-config';
import type { ResponseCache } from '../cache/response-cache';
import { JsonLogger } from '../lifecycle/json-logger';
import type { Metrics } from '../metrics/metrics';
import { HSTS, cameOverHttps } from './content-security-policy';
import { assignRequestId, withRequestId } from './request-id';

/** What answers whole requests before Express (the site's page cache), seen from here. */
export interface EarlyAnswers {
  tryServe(req: IncomingMessage, res: ServerResponse, headers: [string, string][]): boolean;
}

const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

export function securityHeaders(_req: Request, res: Response, next: NextFunction) {
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
export function serveCacheHitsFirst(
  server: Server,
  cache: ResponseCache,
  pages: EarlyAnswers,
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
