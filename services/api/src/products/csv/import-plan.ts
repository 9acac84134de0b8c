import {
  IMPORT_CHANGE_TEXT_MAX,
  LOCALES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_TEXT_FIELDS,
  productCsvColumn,
  productSchema,
  slugify,
  validate,
  type Category,
  type ImportRowAction,
  type Locale,
  type MessageKey,
  type ObjectSchema,
  type ProductImportChange,
  type ProductRequest,
  type ProductTranslationInput,
} from '@bolsos/contracts';
import { CsvError, decodeCsvBytes, parseCsv, type CsvRecord } from './csv-codec';

/*
 * What an import file would do, worked out before anything is written: the file read as
 * products (or refused as a whole), then each row checked as the product form checks it and
 * compared with the stored product. No database here: the caller passes the catalogue in.
 */

export interface StoredText {
  name: string;
  slug: string;
  description: string;
}

export interface StoredProduct {
  category: Category;
  price: string;
  published: boolean;
  texts: Map<Locale, StoredText>;
}

/** A data row on its way through the import. */
export interface PlannedRow {
  line: number;
  /** the file's id, when it is a valid number */
  id: number | null;
  action: ImportRowAction;
  input?: ProductRequest;
  issues: Issue[];
  /** the names the row types, by language, as typed (for the report) */
  fileName: Record<Locale, string>;
  /** for an update, what it changes */
  changes: ProductImportChange[];
}

/** Why a file is refused as a whole, before any row is looked at. */
export interface FileProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** What is wrong in a row, by the CSV column it was typed in. */
export interface Issue extends FileProblem {
  column: string;
}

export class ImportFileProblems extends Error {
  constructor(readonly problems: FileProblem[]) {
    super(problems.map((p) => p.key).join(', '));
  }
}

const idSchema = {
  id: { type: 'integer', coerce: true, min: 1, max: 2147483647 },
} satisfies ObjectSchema;

/** More column-count refusals than this say nothing new: the file is shifted throughout. */
const FILE_ERRORS_SHOWN = 20;

/** The CSV column a product-form field (a validation path) is typed in. */
export function columnOf(path: string): string {
  const match = /^translations\.(es|en|zh)(?:\.(name|slug|description))?/.exec(path);
  if (match) return productCsvColumn((match[2] as 'name') ?? 'name', match[1] as Locale);
  return PRODUCT_CSV_COLUMNS.includes(path) ? path : 'id';
}

/** The slug the editor makes for an empty slug when nothing else holds it. */
function generatedSlug(name: string, spanishName: string): string {
  return slugify(name) || slugify(spanishName) || 'producto';
}

/** A file the CSV reader refused, as the import refuses it. */
export function fileProblemOf(error: unknown): unknown {
  return error instanceof CsvError
    ? new ImportFileProblems([{ key: error.key, params: error.params }])
    : error;
}

/** readImportRecords() of a whole file in memory. */
export function readImportFile(bytes: Uint8Array, maxRows: number): CsvRecord[] {
  let records: CsvRecord[];
  try {
    records = parseCsv(decodeCsvBytes(bytes));
  } catch (error) {
    throw fileProblemOf(error);
  }
  return readImportRecords(records, maxRows);
}

/**
 * The file's records, header first, each in PRODUCT_CSV_COLUMNS order; ImportFileProblems when
 * the file as a whole cannot be read as products.
 */
export function readImportRecords(records: CsvRecord[], maxRows: number): CsvRecord[] {
  if (records.length === 0) throw new ImportFileProblems([{ key: 'validation.csv_empty' }]);

  const header = records[0].fields.map((name) => name.trim().toLowerCase());
  const seen = new Set<string>();
  // A column named twice is as unknown as a misspelt one: which of the two would count?
  const unknown = header.filter((name, index) => {
    // Spreadsheets can save a blank column after the data: harmless while it stays blank.
    if (name === '') return records.some((record) => (record.fields[index] ?? '').trim() !== '');
    return !PRODUCT_CSV_COLUMNS.includes(name) || seen.has(name) || !seen.add(name);
  });
  const missing = PRODUCT_CSV_COLUMNS.filter((name) => !header.includes(name));
  const problems: FileProblem[] = [];
  if (missing.length) {
    problems.push({
      key: 'validation.csv_missing_columns',
      params: { columns: missing.join(', ') },
    });
  }
  if (unknown.length) {
    problems.push({
      key: 'validation.csv_unknown_columns',
      params: { columns: unknown.map((name) => name || '""').join(', ') },
    });
  }
  if (problems.length) throw new ImportFileProblems(problems);
  if (records.length < 2) throw new ImportFileProblems([{ key: 'validation.csv_empty' }]);

  if (records.length - 1 > maxRows) {
    throw new ImportFileProblems([
      { key: 'errors.import_too_many_rows', params: { max: maxRows } },
    ]);
  }
  const shifted = records
    .slice(1)
    .filter((record) => record.fields.length !== header.length)
    .slice(0, FILE_ERRORS_SHOWN)
    .map((record) => ({
      key: 'validation.csv_column_count' as const,
      params: { line: record.line, count: record.fields.length, expected: header.length },
    }));
  if (shifted.length) throw new ImportFileProblems(shifted);
  // Columns by name: from here on each record is in PRODUCT_CSV_COLUMNS order.
  const order = PRODUCT_CSV_COLUMNS.map((name) => header.indexOf(name));
  return records.map((record) => ({
    line: record.line,
    fields: order.map((index) => record.fields[index]),
  }));
}

/**
 * The part of the stored catalogue an import needs: the products the file names by id, and which
 * product shows each slug the file types. Read for the file, not the whole catalogue, so neither
 * the time nor the memory of an import grows with the shop.
 */
export interface StoredCatalogue {
  products: Map<number, StoredProduct>;
  /** `${locale}:${slug}` → the product that shows it */
  slugOwners: Map<string, number>;
}

/** What the file's valid rows name: the ids to look up and, per language, the slugs typed. */
export interface NamedInFile {
  ids: number[];
  slugs: Map<Locale, string[]>;
}

const slugKey = (locale: Locale, slug: string) => `${locale}:${slug}`;

/**
 * Each data row (after the header) checked against the product form's rules, on its own: no
 * database. settleImport() then checks it against the catalogue and the other rows.
 */
export function checkImportRows(records: CsvRecord[]): PlannedRow[] {
  const column = (name: string) => PRODUCT_CSV_COLUMNS.indexOf(name);
  const rows: PlannedRow[] = [];
  for (const record of records.slice(1)) {
    const get = (name: string) => record.fields[column(name)];
    const issues: Issue[] = [];
    const row: PlannedRow = {
      line: record.line,
      id: null,
      action: 'error',
      issues,
      fileName: { es: get('name_es'), en: get('name_en'), zh: get('name_zh') },
      changes: [],
    };
    rows.push(row);

    if (get('id').trim() !== '') {
      const checked = validate<{ id: number }>(idSchema, { id: get('id') });
      if (!checked.ok) {
        for (const issue of checked.errors.id ?? []) issues.push({ column: 'id', ...issue });
      } else row.id = checked.value.id;
    }

    const body: Record<string, unknown> = { category: get('category'), price: get('price') };
    const published = get('published').trim().toLowerCase();
    // Left empty, as left out of the form: true for a new product, kept for an update.
    if (published === 'true' || published === 'false') body.published = published === 'true';
    else if (published !== '') issues.push({ column: 'published', key: 'validation.boolean' });
    const translations: Record<string, Record<string, string>> = {};
    for (const locale of LOCALES) {
      const text = Object.fromEntries(
        PRODUCT_CSV_TEXT_FIELDS.map((field) => [field, get(productCsvColumn(field, locale))]),
      );
      // A language left blank is a language left out: removed on update, like the form's PUT.
      if (locale === 'es' || Object.values(text).some((value) => value.trim() !== '')) {
        translations[locale] = text;
      }
    }
    body.translations = translations;
    const checked = validate<ProductRequest>(productSchema, body);
    if (!checked.ok) {
      for (const [path, list] of Object.entries(checked.errors)) {
        for (const issue of list) issues.push({ column: columnOf(path), ...issue });
      }
      continue;
    }
    if (issues.length) continue;
    row.input = checked.value;
  }
  return rows;
}

/** The ids and typed slugs of the checked rows, for the caller to read from the database. */
export function namedInFile(rows: PlannedRow[]): NamedInFile {
  const ids = new Set<number>();
  const slugs = new Map<Locale, Set<string>>(LOCALES.map((locale) => [locale, new Set()]));
  for (const row of rows) {
    if (row.id !== null) ids.add(row.id);
    for (const locale of LOCALES) {
      const slug = row.input?.translations[locale]?.slug;
      if (slug) slugs.get(locale)?.add(slug);
    }
  }
  return {
    ids: [...ids],
    slugs: new Map([...slugs].map(([locale, set]) => [locale, [...set]])),
  };
}

/**
 * The checked rows against the stored catalogue and each other: ids that exist once, slugs that
 * are free, and what saving each row would do (with, for an update, what it changes).
 */
export function settleImport(rows: PlannedRow[], catalogue: StoredCatalogue): PlannedRow[] {
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.id === null) continue;
    // The id's own refusal comes first, as the file reads left to right.
    if (!catalogue.products.has(row.id)) {
      row.issues.unshift({ column: 'id', key: 'validation.product_not_found' });
    } else if (ids.has(row.id)) {
      row.issues.unshift({ column: 'id', key: 'validation.csv_duplicate_id' });
    }
    ids.add(row.id);
    if (row.issues.length) row.input = undefined;
  }
  checkSlugs(rows, catalogue.slugOwners);
  for (const row of rows) {
    if (row.issues.length || !row.input) row.action = 'error';
    else if (row.id === null) row.action = 'create';
    else {
      const product = catalogue.products.get(row.id) as StoredProduct;
      row.changes = changesOf(product, row.input);
      row.action = row.changes.length ? 'update' : 'unchanged';
    }
  }
  return rows;
}

/** Both steps at once, for a catalogue already in memory. */
export function planImport(records: CsvRecord[], catalogue: StoredCatalogue): PlannedRow[] {
  return settleImport(checkImportRows(records), catalogue);
}

/**
 * A slug typed in a row must be free, as in the form: no other product shows it in that
 * language, and no other row of the file asks for it.
 */
function checkSlugs(rows: PlannedRow[], owners: Map<string, number>): void {
  const claimed = new Map<string, PlannedRow>();
  const slugsOf = (row: PlannedRow) =>
    LOCALES.flatMap((locale) => {
      const slug = row.input?.translations[locale]?.slug;
      return slug ? [{ locale, key: slugKey(locale, slug) }] : [];
    });
  // A stored slug is its owner's alone (the owner check below), so only free slugs are claimed
  // by the first row that asks for them.
  for (const row of rows) {
    for (const { locale, key } of slugsOf(row)) {
      const owner = owners.get(key);
      const holder = claimed.get(key);
      if ((owner !== undefined && owner !== row.id) || (holder && holder !== row)) {
        row.issues.push({ column: productCsvColumn('slug', locale), key: 'errors.slug_in_use' });
      } else claimed.set(key, row);
    }
  }
}

/** A value as the report shows it: long texts cut. */
function shown(value: string): string {
  return value.length > IMPORT_CHANGE_TEXT_MAX
    ? `${value.slice(0, IMPORT_CHANGE_TEXT_MAX - 1)}…`
    : value;
}

/**
 * Whether a slug left empty keeps `stored`: the editor makes it from the name, taking the first
 * of `base`, `base-2`, `base-3`… no other product holds, so a product already on one keeps it.
 */
function keepsSlug(stored: string, name: string, spanishName: string): boolean {
  const base = generatedSlug(name, spanishName);
  return (
    stored === base ||
    (stored.startsWith(`${base}-`) && /^\d+$/.test(stored.slice(base.length + 1)))
  );
}

/**
 * What saving `input` would change in `product`, by CSV column (texts compared as the form trims
 * them); empty when the row matches the stored product.
 */
export function changesOf(product: StoredProduct, input: ProductRequest): ProductImportChange[] {
  const changes: ProductImportChange[] = [];
  const change = (column: string, before: string, after: string) => {
    if (before !== after) changes.push({ column, before: shown(before), after: shown(after) });
  };
  change('category', product.category, input.category);
  change('price', product.price, input.price.toFixed(2));
  if (input.published !== undefined) {
    change('published', String(product.published), String(input.published));
  }
  for (const locale of LOCALES) {
    const text: ProductTranslationInput | undefined = input.translations[locale];
    const was = product.texts.get(locale);
    if (!text && !was) continue;
    const name = text?.name ?? '';
    let slug = text?.slug ?? '';
    if (text && !slug) {
      const spanishName = input.translations.es.name;
      slug =
        was && keepsSlug(was.slug, text.name, spanishName)
          ? was.slug
          : generatedSlug(text.name, spanishName);
    }
    change(productCsvColumn('name', locale), was?.name.trim() ?? '', name);
    change(productCsvColumn('slug', locale), was?.slug ?? '', slug);
    change(
      productCsvColumn('description', locale),
      was?.description.trim() ?? '',
      text?.description ?? '',
    );
  }
  return changes;
}
