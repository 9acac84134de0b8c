import type { Locale } from './enums';
import { LOCALES } from './enums';

/**
 * The products CSV (`GET /api/products/export.csv`, `POST /api/products/import`): one row per
 * product, UTF-8 with a BOM so spreadsheet programs read accents and Chinese. The import matches
 * columns by header name, in any order; `id` empty is a new product, else the product to update.
 * `published` is `true` or `false`; `price` uses a dot for cents (49.90).
 */
export const PRODUCT_CSV_TEXT_FIELDS = ['name', 'slug', 'description'] as const;
export type ProductCsvTextField = (typeof PRODUCT_CSV_TEXT_FIELDS)[number];

export const productCsvColumn = (field: ProductCsvTextField, locale: Locale) =>
  `${field}_${locale}` as const;

export const PRODUCT_CSV_COLUMNS: readonly string[] = [
  'id',
  'category',
  'price',
  'published',
  ...LOCALES.flatMap((locale) => PRODUCT_CSV_TEXT_FIELDS.map((f) => productCsvColumn(f, locale))),
];

/** The multipart field that carries the CSV file of an import. */
export const PRODUCT_IMPORT_FIELD = 'file';

export const IMPORT_ROW_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

/** Texts longer than this show cut in an import's changes (a description can be long). */
export const IMPORT_CHANGE_TEXT_MAX = 160;

/**
 * One value a row changes, by CSV column, as the file writes it (`published` is `true`/`false`,
 * `category` its code): what the product has now and what the row would store; an empty string
 * is no text (a language added or removed). Long texts are cut to IMPORT_CHANGE_TEXT_MAX.
 */
export interface ProductImportChange {
  column: string;
  before: string;
  after: string;
}

/** One data row of an import, by the file line it starts on (the header is line 1). */
export interface ProductImportRow {
  line: number;
  /** the product updated, or created (null for a new row in a dry run or a refused import) */
  id: number | null;
  /** the product's name in the caller's language, else in Spanish, as the row has it */
  name: string;
  action: ImportRowAction;
  /** for an update, each value that changes (empty for the other actions) */
  changes: ProductImportChange[];
  /** each refusal, by CSV column, in the caller's language */
  errors: { column: string; message: string }[];
}

/**
 * The answer of an import: 200 for a dry run (saved: false) or a real run that saved every row;
 * a real run with any bad row saves nothing and answers 422 with this report in `report` beside
 * `message` and `errors` (keys `line.{n}.{column}`, or `file` for the file as a whole).
 */
export interface ProductImportReport {
  dry_run: boolean;
  saved: boolean;
  counts: Record<ImportRowAction, number>;
  rows: ProductImportRow[];
}
