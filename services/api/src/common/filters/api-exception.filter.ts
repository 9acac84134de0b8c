import { type MessageKey } from '@bolsos/contracts';
import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiException, ValidationException } from '../exceptions/api.exception';
import { isServiceUnavailable, RETRY_AFTER_SECONDS } from '../exceptions/unavailable';
import { responseRequestId } from '../http/request-id';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/messages';

const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'errors.malformed_json',
  401: 'errors.unauthenticated',
  403: 'errors.permission_denied',
  404: 'errors.not_found',
  413: 'errors.payload_too_large',
  415: 'errors.unsupported_media_type',
  418: 'errors.password_not_set',
  419: 'errors.csrf_mismatch',
  429: 'errors.too_many_attempts',
};

/** Errors raised by Express middleware (body-parser) carry a status and `expose`. */
function middlewareStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { status?: unknown; statusCode?: unknown; expose?: unknown };
  const status = candidate.status ?? candidate.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && candidate.expose === true) {
    return status;
  }
  return undefined;
}

/**
 * Every error leaves as `{message}` (or `{message, errors}` for 422) in the
 * caller's language (5xx also carry `request_id`). Stack traces and internal messages never
 * reach a client.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost) {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    if (res.headersSent) return;
    const locale = requestLocale(req);

    if (exception instanceof ValidationException) {
      // A field named '__proto__' must come out as a key, not replace the object's prototype.
      const errors = Object.create(null) as Record<string, string[]>;
      for (const [field, issues] of Object.entries(exception.errors)) {
        errors[field] = issues.map((issue) => translate(locale, issue.key, issue.params));
      }
      res.status(422).json({ message: translate(locale, exception.messageKey), errors });
      return;
    }
    if (exception instanceof ApiException) {
      const status = exception.getStatus();
      const message = translate(locale, exception.key, exception.params);
      if (status < 500) {
        res.status(status).json({ message });
        return;
      }
      // A refusal of ours on the server's side (storage down, mail refused) carries the request's
      // id like any 5xx, and a 503 says when to try again like the database's and Redis's.
      if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(status).json({ message, request_id: responseRequestId(res) });
      return;
    }
    const status =
      exception instanceof HttpException ? exception.getStatus() : middlewareStatus(exception);
    if (status !== undefined && status < 500) {
      const key = STATUS_KEYS[status] ?? 'errors.request_processing';
      res.status(status).json({ message: translate(locale, key) });
      return;
    }
    if (status === undefined && isServiceUnavailable(exception)) {
      this.logger.warn(`${req.method} ${req.path}: ${String((exception as Error).message)}`);
      res
        .status(503)
        .setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({
          message: translate(locale, 'errors.service_unavailable'),
          request_id: responseRequestId(res),
        });
      return;
    }
    this.logger.error(
      `${req.method} ${req.originalUrl} failed`,
      exception instanceof Error ? exception.stack : String(exception),
    );
    // The id lets a user quote the failure and an operator find its log lines.
    res
      .status(status ?? 500)
      .json({ message: translate(locale, 'errors.server'), request_id: responseRequestId(res) });
  }
}
