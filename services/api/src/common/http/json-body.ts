import type { NextFunction, Request, Response } from 'express';
import { t } from '../i18n/request-locale';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The routes that take files (their handlers check the parts); everything else speaks JSON. */
const MULTIPART_ROUTES = [/^\/api\/products\/[^/]+\/images\/?$/, /^\/api\/products\/import\/?$/];
/** A release's files, uploaded as raw bytes (ReleaseUploadInterceptor checks their type). */
const RAW_ROUTES = [/^\/api\/releases\/[^/]+\/[^/]+\/files\/./];

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A body the JSON parser skips (text/plain, a form post) would reach the handlers as `{}`
 * and, on an update, be "saved" as no change: refuse it with 415 before anything runs.
 */
export function requireJsonBody(req: Request, res: Response, next: NextFunction) {
  if (!WRITES.has(req.method) || !hasBody(req)) return next();
  if (
    req.method === 'POST' &&
    MULTIPART_ROUTES.some((route) => route.test(req.originalUrl.split('?')[0]))
  )
    return next();
  if (req.method === 'PUT' && RAW_ROUTES.some((route) => route.test(req.originalUrl.split('?')[0])))
    return next();
  if (req.is(['application/json', '+json'])) return next();
  res.status(415).json({ message: t(req, 'errors.json_required') });
}
