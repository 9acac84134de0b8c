import { PRODUCT_IMPORT_FIELD } from '@bolsos/contracts';
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
import type { Readable } from 'node:stream';
import { readCsvStream, type CsvRecord } from './csv-codec';
import { fileProblemOf, ImportFileProblems } from './import-plan';
import { fileRefused, ImportRefusedException } from './import-refused';
import { translate } from '../../common/i18n/messages';

/** The upload as the controller gets it: the file's records, read as it streamed in. */
export interface CsvUpload {
  records: CsvRecord[];
}

type Done = (error: unknown, info?: Partial<CsvUpload>) => void;

/**
 * A multer storage engine that keeps no file: the upload streams through the CSV reader, so an
 * import holds its records, never the file's bytes (nor more records than IMPORT_MAX_ROWS).
 */
class CsvRecordsStorage {
  constructor(private readonly maxRows: number) {}

  _handleFile(_req: unknown, file: { stream: Readable }, done: Done): void {
    // Left open when the reader stops early: multer takes a destroyed file stream for an
    // aborted upload and would answer that instead of the reader's refusal.
    const chunks = file.stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>;
    readCsvStream(chunks, this.maxRows).then(
      (records) => done(null, { records }),
      (error: unknown) => {
        // What is left of the upload is read and dropped, so the answer is not cut short.
        file.stream.resume();
        done(fileProblemOf(error));
      },
    );
  }

  _removeFile(_req: unknown, _file: unknown, done: (error: null) => void): void {
    done(null);
  }
}

const MEBIBYTE = 1024 * 1024;

/** A byte limit as the message shows it, in MB: 5 for 5 MiB, 0.00195 for a test's 2 KiB. */
export const megabytes = (bytes: number) => Number((bytes / MEBIBYTE).toPrecision(3));

/**
 * Reads the one CSV file of an import (multipart field `file`) as records while it streams in
 * (CsvRecordsStorage), the size limit (IMPORT_MAX_BYTES) checked on the way: 413 as soon as it
 * is passed. A file that is no UTF-8 text, leaves a quote open or has too many rows is 422 on
 * `file`, as is a body multer cannot take (no file, another field, two files).
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  private readonly multipart: NestInterceptor;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const Multipart = FileInterceptor(PRODUCT_IMPORT_FIELD, {
      storage: new CsvRecordsStorage(config.productImport.maxRows),
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
      if (error instanceof ImportFileProblems) throw fileRefused(locale, error.problems);
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
