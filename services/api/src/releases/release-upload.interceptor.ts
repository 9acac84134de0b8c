import { RELEASE_FILE_MAX_BYTES } from '@bolsos/contracts';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import express, { type Request, type Response } from 'express';
import type { Observable } from 'rxjs';
import { ApiException } from '../common/exceptions/api.exception';

const parseRaw = express.raw({ type: () => true, limit: RELEASE_FILE_MAX_BYTES });

/**
 * Reads a release file's bytes (application/octet-stream, up to RELEASE_FILE_MAX_BYTES, else
 * 413) with Express's raw parser. An interceptor runs after the guards: nothing is read for a
 * caller the API then refuses.
 */
@Injectable()
export class ReleaseUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/octet-stream')
      throw new ApiException(415, 'errors.unsupported_media_type');
    await new Promise<void>((resolve, reject) =>
      parseRaw(req, http.getResponse<Response>(), (error?: unknown) =>
        error ? reject(error) : resolve(),
      ),
    );
    if (!Buffer.isBuffer(req.body)) req.body = Buffer.alloc(0);
    return next.handle();
  }
}
