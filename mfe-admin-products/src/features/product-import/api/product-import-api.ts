import { refusalMessage } from '@bolsos/admin-kit';
import { api, isApiError } from '@bolsos/api-client';
import { API_PATHS, PRODUCT_IMPORT_FIELD, type ProductImportReport } from '@bolsos/contracts';
import type { TFunction } from '@bolsos/i18n';

/**
 * POST /api/products/import (multipart, the file under `file`); `?dry_run=1` checks every row and
 * saves nothing. The client sends the FormData as is, so the browser writes the boundary.
 * Silent: the page shows a refusal with the rows it names.
 */
export function importProducts(file: File, dryRun: boolean): Promise<ProductImportReport> {
  const form = new FormData();
  form.append(PRODUCT_IMPORT_FIELD, file, file.name);
  return api.upload<ProductImportReport>(API_PATHS.productsImport, form, {
    params: dryRun ? { dry_run: 1 } : undefined,
    silent: true,
  });
}

/** A refused import, as the page shows it: nothing was saved. */
export interface ImportRefusal {
  /** the server's summary ("Nothing was imported: 2 rows have errors", "The file is too large…") */
  message: string;
  /** every row, when the file could be read */
  report?: ProductImportReport;
  /** the errors by line and column, or about the file as a whole, when there is no report */
  problems: { line?: number; column?: string; message: string }[];
}

function isReport(value: unknown): value is ProductImportReport {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as ProductImportReport).rows) &&
    typeof (value as ProductImportReport).counts === 'object'
  );
}

/**
 * Reads a 413/422 answer (`{message, errors, report?}`, errors keyed `line.{n}.{column}` or
 * `file`); anything else (a 500, the network) is the usual refusal message.
 */
export function importRefusal(error: unknown, t: TFunction): ImportRefusal {
  const message = refusalMessage(error, t);
  if (!isApiError(error)) return { message, problems: [] };
  const body = error.body as { report?: unknown } | undefined;
  const report = isReport(body?.report) ? body.report : undefined;
  const problems = Object.entries(error.errors).flatMap(([key, messages]) => {
    const line = /^line\.(\d+)\.(.+)$/.exec(key);
    return messages
      .filter((text) => text !== message)
      .map((text) =>
        line ? { line: Number(line[1]), column: line[2], message: text } : { message: text },
      );
  });
  return { message, report, problems };
}
