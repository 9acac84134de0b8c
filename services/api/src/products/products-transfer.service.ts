import {
  IMPORT_ROW_ACTIONS,
  LOCALES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_TEXT_FIELDS,
  productCsvColumn,
  productSchema,
  slugify,
  translate,
  validate,
  type Category,
  type ImportRowAction,
  type Locale,
  type MessageKey,
  type ObjectSchema,
  type ProductImportReport,
  type ProductImportRow,
  type ProductRequest,
  type ProductTranslationInput,
} from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isUniqueViolation, TransactionRunner } from '../database/transaction-runner';
import { CsvError, decodeCsvBytes, encodeCsv, parseCsv, type CsvRecord } from './csv/csv-codec';
import { ImportRefusedException } from './csv/import-refused';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';
import { ProductEditor, type ReservedSlugs } from './product-editor.service';

interface StoredText {
  name: string;
  slug: string;
  description: string;
}

interface StoredProduct {
  category: Category;
  price: string;
  published: boolean;
  texts: Map<Locale, StoredText>;
}

interface Issue {
  column: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** A data row on its way through the import. */
interface PlannedRow {
  line: number;
  /** the file's id, when it is a valid number */
  id: number | null;
  action: ImportRowAction;
  input?: ProductRequest;
  issues: Issue[];
}

const idSchema = {
  id: { type: 'integer', coerce: true, min: 1, max: 2147483647 },
} satisfies ObjectSchema;

/** More column-count refusals than this say nothing new: the file is shifted throughout. */
const FILE_ERRORS_SHOWN = 20;

/** The CSV column a product-form field (a validation path) is typed in. */
function columnOf(path: string): string {
  const match = /^translations\.(es|en|zh)(?:\.(name|slug|description))?/.exec(path);
  if (match) return productCsvColumn((match[2] as 'name') ?? 'name', match[1] as Locale);
  return PRODUCT_CSV_COLUMNS.includes(path) ? path : 'id';
}

/** The slug the editor makes for an empty slug when nothing else holds it. */
function generatedSlug(name: string, spanishName: string): string {
  return slugify(name) || slugify(spanishName) || 'producto';
}

/**
 * Products as a CSV file (export) and back (import). The import checks every row with the
 * product form's schema and rules, then, unless it is a dry run or a row is wrong, writes the
 * rows that change through ProductEditor in one transaction: the audit log sees each write,
 * the slug history keeps renamed slugs, and the catalogue cache is cleared once at commit.
 * A row identical to the stored product writes nothing, so export → import is a no-op.
 */
@Injectable()
export class ProductsTransferService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: TransactionRunner,
    private readonly editor: ProductEditor,
  ) {}

  /** Every product, by id: two queries whatever the size of the catalogue. */
  private async stored(manager: EntityManager): Promise<Map<number, StoredProduct>> {
    const [products, texts] = await Promise.all([
      manager.getRepository(Product).find({
        select: { id: true, category: true, price: true, published: true },
        order: { id: 'ASC' },
      }),
      manager.getRepository(ProductTranslation).find({
        select: { productId: true, locale: true, name: true, slug: true, description: true },
      }),
    ]);
    const byId = new Map<number, StoredProduct>();
    for (const p of products) {
      byId.set(p.id, {
        category: p.category,
        price: p.price,
        published: p.published,
        texts: new Map(),
      });
    }
    for (const t of texts) {
      byId.get(t.productId)?.texts.set(t.locale, {
        name: t.name,
        slug: t.slug,
        description: t.description,
      });
    }
    return byId;
  }

  /** The whole catalogue in PRODUCT_CSV_COLUMNS, ordered by id, UTF-8 with a BOM. */
  async exportCsv(): Promise<Buffer> {
    const products = await this.stored(this.dataSource.manager);
    const records: string[][] = [[...PRODUCT_CSV_COLUMNS]];
    for (const [id, p] of products) {
      const record = [String(id), p.category, p.price, p.published ? 'true' : 'false'];
      for (const locale of LOCALES) {
        const text = p.texts.get(locale);
        for (const field of PRODUCT_CSV_TEXT_FIELDS) record.push(text?.[field] ?? '');
      }
      records.push(record);
    }
    return Buffer.from(encodeCsv(records), 'utf8');
  }

  /**
   * Checks the file and, unless `dryRun`, saves it whole or not at all. Refusals are
   * ImportRefusedException (422, or 413 from the upload) in `locale`.
   */
  async importCsv(bytes: Buffer, dryRun: boolean, locale: Locale): Promise<ProductImportReport> {
    const records = this.readFile(bytes, locale);
    try {
      return await this.transactions.run(async (manager) => {
        const stored = await this.stored(manager);
        const rows = this.check(records, stored);
        const failed = rows.some((row) => row.issues.length > 0);
        if (dryRun || failed) {
          const report = this.report(rows, dryRun, false, locale);
          if (failed && !dryRun) throw this.rowsRefused(report, rows, locale);
          return report;
        }
        await this.write(manager, rows);
        if (rows.some((row) => row.issues.length > 0)) {
          // Thrown inside the transaction: every row written before is rolled back.
          throw this.rowsRefused(this.report(rows, false, false, locale), rows, locale);
        }
        return this.report(rows, false, true, locale);
      });
    } catch (error) {
      // Another request took a slug between the check and the write: nothing was saved.
      if (isUniqueViolation(error)) throw this.fileRefused(locale, [{ key: 'errors.slug_in_use' }]);
      throw error;
    }
  }

  /** The file's records, header first, or a refusal of the file as a whole. */
  private readFile(bytes: Buffer, locale: Locale): CsvRecord[] {
    let records: CsvRecord[];
    try {
      records = parseCsv(decodeCsvBytes(bytes));
    } catch (error) {
      if (error instanceof CsvError) {
        throw this.fileRefused(locale, [{ key: error.key, params: error.params }]);
      }
      throw error;
    }
    if (records.length === 0) throw this.fileRefused(locale, [{ key: 'validation.csv_empty' }]);

    const header = records[0].fields.map((name) => name.trim().toLowerCase());
    const seen = new Set<string>();
    // A column named twice is as unknown as a misspelt one: which of the two would count?
    const unknown = header.filter((name, index) => {
      // Spreadsheets can save a blank column after the data: harmless while it stays blank.
      if (name === '') return records.some((record) => (record.fields[index] ?? '').trim() !== '');
      return !PRODUCT_CSV_COLUMNS.includes(name) || seen.has(name) || !seen.add(name);
    });
    const missing = PRODUCT_CSV_COLUMNS.filter((name) => !header.includes(name));
    const problems: { key: MessageKey; params?: Record<string, string | number> }[] = [];
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
    if (problems.length) throw this.fileRefused(locale, problems);
    if (records.length < 2) throw this.fileRefused(locale, [{ key: 'validation.csv_empty' }]);

    const maxRows = this.config.productImport.maxRows;
    if (records.length - 1 > maxRows) {
      const message = translate(locale, 'errors.import_too_many_rows', { max: maxRows });
      throw new ImportRefusedException(422, { message, errors: { file: [message] } });
    }
    const shifted = records
      .slice(1)
      .filter((record) => record.fields.length !== header.length)
      .slice(0, FILE_ERRORS_SHOWN)
      .map((record) => ({
        key: 'validation.csv_column_count' as const,
        params: { line: record.line, count: record.fields.length, expected: header.length },
      }));
    if (shifted.length) throw this.fileRefused(locale, shifted);
    // Columns by name: from here on each record is in PRODUCT_CSV_COLUMNS order.
    const order = PRODUCT_CSV_COLUMNS.map((name) => header.indexOf(name));
    return records.map((record) => ({
      line: record.line,
      fields: order.map((index) => record.fields[index]),
    }));
  }

  /** Each data row checked against the product form's rules, the database and the other rows. */
  private check(records: CsvRecord[], stored: Map<number, StoredProduct>): PlannedRow[] {
    const column = (name: string) => PRODUCT_CSV_COLUMNS.indexOf(name);
    const rows: PlannedRow[] = [];
    const ids = new Set<number>();
    for (const record of records.slice(1)) {
      const get = (name: string) => record.fields[column(name)];
      const issues: Issue[] = [];
      const row: PlannedRow = { line: record.line, id: null, action: 'error', issues };
      rows.push(row);

      if (get('id').trim() !== '') {
        const checked = validate<{ id: number }>(idSchema, { id: get('id') });
        if (!checked.ok) {
          for (const issue of checked.errors.id ?? []) issues.push({ column: 'id', ...issue });
        } else {
          row.id = checked.value.id;
          if (!stored.has(row.id))
            issues.push({ column: 'id', key: 'validation.product_not_found' });
          else if (ids.has(row.id))
            issues.push({ column: 'id', key: 'validation.csv_duplicate_id' });
          ids.add(row.id);
        }
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
    this.checkSlugs(rows, stored);
    for (const row of rows) {
      if (row.issues.length || !row.input) row.action = 'error';
      else if (row.id === null) row.action = 'create';
      else {
        const product = stored.get(row.id) as StoredProduct;
        row.action = this.differs(product, row.input) ? 'update' : 'unchanged';
      }
    }
    return rows;
  }

  /**
   * A slug typed in a row must be free, as in the form: no other product shows it in that
   * language, and no other row of the file asks for it.
   */
  private checkSlugs(rows: PlannedRow[], stored: Map<number, StoredProduct>): void {
    const owners = new Map<string, number>();
    for (const [id, product] of stored) {
      for (const [locale, text] of product.texts) owners.set(`${locale}:${text.slug}`, id);
    }
    const claimed = new Map<string, PlannedRow>();
    const slugsOf = (row: PlannedRow) =>
      LOCALES.flatMap((locale) => {
        const slug = row.input?.translations[locale]?.slug;
        return slug ? [{ locale, key: `${locale}:${slug}` }] : [];
      });
    // A product keeping its own slug has it first, wherever its row is in the file.
    for (const row of rows) {
      for (const { key } of slugsOf(row)) {
        if (row.id !== null && owners.get(key) === row.id) claimed.set(key, row);
      }
    }
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

  /** Whether saving `input` would change `product` (texts compared as the form trims them). */
  private differs(product: StoredProduct, input: ProductRequest): boolean {
    if (product.category !== input.category || product.price !== input.price.toFixed(2)) {
      return true;
    }
    if (input.published !== undefined && input.published !== product.published) return true;
    for (const locale of LOCALES) {
      const text: ProductTranslationInput | undefined = input.translations[locale];
      const was = product.texts.get(locale);
      if (!text || !was) {
        if (text || was) return true;
        continue;
      }
      const slug = text.slug || generatedSlug(text.name, input.translations.es.name);
      if (
        text.name !== was.name.trim() ||
        (text.description ?? '') !== was.description.trim() ||
        slug !== was.slug
      ) {
        return true;
      }
    }
    return false;
  }

  /** Creates and updates the rows that change, in file order; a refusal lands on its row. */
  private async write(manager: EntityManager, rows: PlannedRow[]): Promise<void> {
    const reserved = new Map<Locale, Set<string>>(LOCALES.map((l) => [l, new Set<string>()]));
    for (const row of rows) {
      for (const locale of LOCALES) {
        const slug = row.input?.translations[locale]?.slug;
        if (slug) reserved.get(locale)?.add(slug);
      }
    }
    const options = { reservedSlugs: reserved as ReservedSlugs };
    for (const row of rows) {
      if (!row.input || (row.action !== 'create' && row.action !== 'update')) continue;
      try {
        if (row.action === 'create')
          row.id = await this.editor.createIn(manager, row.input, options);
        else await this.editor.updateIn(manager, row.id as number, row.input, options);
      } catch (error) {
        if (error instanceof ValidationException) {
          for (const [path, list] of Object.entries(error.errors)) {
            for (const issue of list) row.issues.push({ column: columnOf(path), ...issue });
          }
        } else if (error instanceof ApiException && error.getStatus() === 404) {
          // Deleted by someone else since the check.
          row.issues.push({ column: 'id', key: 'validation.product_not_found' });
        } else throw error;
        row.action = 'error';
      }
    }
  }

  private report(
    rows: PlannedRow[],
    dryRun: boolean,
    saved: boolean,
    locale: Locale,
  ): ProductImportReport {
    const counts = Object.fromEntries(IMPORT_ROW_ACTIONS.map((a) => [a, 0])) as Record<
      ImportRowAction,
      number
    >;
    const shown: ProductImportRow[] = rows.map((row) => {
      const action: ImportRowAction = row.issues.length ? 'error' : row.action;
      counts[action] += 1;
      return {
        line: row.line,
        // A new row has an id only once it is saved.
        id: row.action === 'create' && !saved ? null : row.id,
        action,
        errors: row.issues.map((issue) => ({
          column: issue.column,
          message: translate(locale, issue.key, issue.params),
        })),
      };
    });
    return { dry_run: dryRun, saved, counts, rows: shown };
  }

  private rowsRefused(
    report: ProductImportReport,
    rows: PlannedRow[],
    locale: Locale,
  ): ImportRefusedException {
    const errors: Record<string, string[]> = {};
    for (const row of report.rows) {
      for (const { column, message } of row.errors) {
        (errors[`line.${row.line}.${column}`] ??= []).push(message);
      }
    }
    const count = rows.filter((row) => row.issues.length > 0).length;
    return new ImportRefusedException(422, {
      message: translate(locale, 'errors.import_rows_invalid', { count }),
      errors,
      report,
    });
  }

  private fileRefused(
    locale: Locale,
    problems: { key: MessageKey; params?: Record<string, string | number> }[],
  ): ImportRefusedException {
    const messages = problems.map((p) => translate(locale, p.key, p.params));
    return new ImportRefusedException(422, { message: messages[0], errors: { file: messages } });
  }
}
