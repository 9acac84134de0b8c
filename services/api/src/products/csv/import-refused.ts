import { type Locale, type ProductImportReport } from '@bolsos/contracts';
import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { FileProblem } from './import-plan';
import { translate } from '../../common/i18n/messages';

/** The body of a refused import, already in the caller's language. */
export interface ImportRefusal {
  message: string;
  /** `line.{n}.{column}` for a bad row, `file` for the file as a whole */
  errors: Record<string, string[]>;
  /** every row, when the file was read and some rows are wrong */
  report?: ProductImportReport;
}

/**
 * An import refused as a whole (413, 422): nothing was saved. Unlike ValidationException it
 * carries the import report beside the errors, so the page can show every row at once.
 */
export class ImportRefusedException extends HttpException {
  constructor(
    status: number,
    readonly body: ImportRefusal,
  ) {
    super(body.message, status);
  }
}

/** A file refused as a whole (it cannot be read as products): 422 on `file`. */
export function fileRefused(locale: Locale, problems: FileProblem[]): ImportRefusedException {
  const messages = problems.map((p) => translate(locale, p.key, p.params));
  return new ImportRefusedException(422, { message: messages[0], errors: { file: messages } });
}

@Catch(ImportRefusedException)
export class ImportRefusedFilter implements ExceptionFilter {
  catch(exception: ImportRefusedException, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    res.status(exception.getStatus()).json(exception.body);
  }
}
