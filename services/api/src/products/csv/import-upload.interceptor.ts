import { PRODUCT_IMPORT_FIELD, translate } from '@bolsos/contracts';
import {
  HttpException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { requestLocale } from '../../common/i18n/request-locale';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ImportRefusedException } from './import-refused';

const MEBIBYTE = 1024 * 1024;

/** A byte limit as the message shows it, in MB: 5 for 5 MiB, 0.00195 for a test's 2 KiB. */
export const megabytes = (bytes: number) => Number((bytes / MEBIBYTE).toPrecision(3));

/**
 * Reads the one CSV file of an import (multipart field `file`) into memory with multer, the
 * size limit (IMPORT_MAX_BYTES) checked while the body streams in: 413 as soon as it is
 * passed. A body multer cannot take (no file, another field, two files) is 422 on `file`.
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  private readonly multipart: NestInterceptor;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const Multipart = FileInterceptor(PRODUCT_IMPORT_FIELD, {
      defParamCharset: 'utf8',
      limits: {
        fileSize: config.productImport.maxBytes,
        files: 1,
        fields: 0,
        parts: 1,
        fieldNameSize: 100,
      },
    });
    this.multipart = new Multipart();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (error) {
      const locale = requestLocale(context.switchToHttp().getRequest<Request>());
      if (error instanceof PayloadTooLargeException) {
        const message = translate(locale, 'errors.import_too_large', {
          max: megabytes(this.config.productImport.maxBytes),
        });
        throw new ImportRefusedException(413, { message, errors: { file: [message] } });
      }
      if (error instanceof HttpException && error.getStatus() !== 400) throw error;
      throw new ImportRefusedException(422, {
        message: translate(locale, 'errors.data_invalid'),
        errors: { file: [translate(locale, 'validation.required')] },
      });
    }
  }
}
