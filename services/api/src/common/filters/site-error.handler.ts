import { LOCALE_TAGS, prefixLocale } from '@bolsos/contracts';
import { Logger } from '@nestjs/common';
import type { ErrorRequestHandler } from 'express';
import { isServiceUnavailable, RETRY_AFTER_SECONDS } from '../exceptions/unavailable';
import { contentSecurityPolicy } from '../http/content-security-policy';
import { responseRequestId } from '../http/request-id';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/messages';

// The page has no script at all.
const STRICT_CSP = contentSecurityPolicy('', { codeOrigins: [], imageOrigins: [] });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The last stop for an error thrown while serving a page or a file (outside Nest's routes, whose
 * errors ApiExceptionFilter answers): logged with its request id, and a small page in the
 * visitor's language that shows the id so it can be quoted to the shop.
 */
export function siteErrorHandler(): ErrorRequestHandler {
  const logger = new Logger('Site');
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const unavailable = isServiceUnavailable(error);
    if (unavailable) logger.warn(`${req.method} ${req.path}: ${String((error as Error).message)}`);
    else
      logger.error(
        `${req.method} ${req.path} failed`,
        error instanceof Error ? error.stack : String(error),
      );
    const locale = prefixLocale(req.path) ?? requestLocale(req);
    const id = responseRequestId(res) ?? '';
    const status = unavailable ? 503 : 500;
    const message = translate(locale, unavailable ? 'errors.service_unavailable' : 'errors.server');
    res.status(status).setHeader('Cache-Control', 'no-store');
    if (unavailable) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    // The session store (Redis, the database) fails here, before any route: API callers get JSON.
    if (/^\/(api|sanctum)(\/|$)/.test(req.path)) {
      res.json({ message, request_id: id });
      return;
    }
    const reference = translate(locale, 'errors.reference', { id });
    res
      .setHeader('Content-Security-Policy', STRICT_CSP)
      .setHeader('Content-Language', LOCALE_TAGS[locale])
      .type('html')
      .send(
        `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title></head><body><main><h1>${escapeHtml(message)}</h1><p data-request-id="${escapeHtml(id)}">${escapeHtml(reference)}</p></main></body></html>`,
      );
  };
}
