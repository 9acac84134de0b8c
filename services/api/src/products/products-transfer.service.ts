import {
  IMPORT_ROW_ACTIONS,
  LOCALES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_TEXT_FIELDS,
  type ImportRowAction,
  type Locale,
  type ProductImportReport,
  type ProductImportRow,
} from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DeferredWrites } from '../database/deferred-writes';
import { statementBatches } from '../database/statement-batches';
import { isUniqueViolation, TransactionRunner } from '../database/transaction-runner';
import { encodeCsv, type CsvRecord } from './csv/csv-codec';
import {
  checkImportRows,
  columnOf,
  ImportFileProblems,
  namedInFile,
  readImportRecords,
  settleImport,
  type PlannedRow,
  type StoredCatalogue,
  type StoredProduct,
} from './csv/import-plan';
import { fileRefused, ImportRefusedException } from './csv/import-refused';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';
import { ProductEditor, type EditOptions, type ReservedSlugs } from './product-editor.service';
import { translate } from '../common/i18n/messages';

/**
 * Products as a CSV file (export) and back (import). The import checks every row with the
 * product form's schema and rules, then, unless it is a dry run or a row is wrong, writes the
 * rows that change through ProductEditor in one transaction, in batches (ProductWriteBatch):
 * the audit log sees each write, the slug history keeps renamed slugs, and the catalogue cache
 * is cleared once at commit.
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

  /** Products by id with their texts: every product, or those in `ids` (a few queries per thousand). */
  private async stored(
    manager: EntityManager,
    ids?: readonly number[],
  ): Promise<Map<number, StoredProduct>> {
    const byId = new Map<number, StoredProduct>();
    const runs = ids ? statementBatches(manager, ids) : [undefined];
    for (const run of runs) {
      if (run?.length === 0) continue;
      const [products, texts] = await Promise.all([
        manager.getRepository(Product).find({
          select: { id: true, category: true, price: true, published: true },
          where: run ? { id: In(run) } : undefined,
          order: { id: 'ASC' },
        }),
        manager.getRepository(ProductTranslation).find({
          select: { productId: true, locale: true, name: true, slug: true, description: true },
          where: run ? { productId: In(run) } : undefined,
        }),
      ]);
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
    }
    return byId;
  }

  /** What an import of `rows` needs of the catalogue: the products and slug holders they name. */
  private async catalogueFor(manager: EntityManager, rows: PlannedRow[]): Promise<StoredCatalogue> {
    const named = namedInFile(rows);
    const slugOwners = new Map<string, number>();
    for (const [locale, slugs] of named.slugs) {
      for (const run of statementBatches(manager, slugs)) {
        const owners = await manager.getRepository(ProductTranslation).find({
          select: { productId: true, slug: true },
          where: { locale, slug: In(run) },
        });
        for (const owner of owners) slugOwners.set(`${locale}:${owner.slug}`, owner.productId);
      }
    }
    return { products: await this.stored(manager, named.ids), slugOwners };
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
   * Checks the file (its records, as the upload read them) and, unless `dryRun`, saves it whole
   * or not at all. Refusals are
   * ImportRefusedException (422, or 413 from the upload) in `locale`.
   */
  async importCsv(
    file: CsvRecord[],
    dryRun: boolean,
    locale: Locale,
  ): Promise<ProductImportReport> {
    let records: CsvRecord[];
    try {
      records = readImportRecords(file, this.config.productImport.maxRows);
    } catch (error) {
      if (error instanceof ImportFileProblems) throw fileRefused(locale, error.problems);
      throw error;
    }
    try {
      return await this.transactions.run(async (manager) => {
        const checked = checkImportRows(records);
        const rows = settleImport(checked, await this.catalogueFor(manager, checked));
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
      if (isUniqueViolation(error)) throw fileRefused(locale, [{ key: 'errors.slug_in_use' }]);
      throw error;
    }
  }

  /**
   * Creates and updates the rows that change, planned in file order; a refusal lands on its row.
   * Once every row is planned they are written together, then their audit entries and slug
   * history: a few statements per few hundred rows, not a form's save per row.
   */
  private async write(manager: EntityManager, rows: PlannedRow[]): Promise<void> {
    const reserved = new Map<Locale, Set<string>>(LOCALES.map((l) => [l, new Set<string>()]));
    for (const row of rows) {
      for (const locale of LOCALES) {
        const slug = row.input?.translations[locale]?.slug;
        if (slug) reserved.get(locale)?.add(slug);
      }
    }
    await DeferredWrites.around(manager, async () => {
      const batch = await this.editor.batch(manager);
      const options = { reservedSlugs: reserved as ReservedSlugs, batch };
      // Each call waits its turn in the batch, so all are asked for before any is awaited.
      const outcomes = rows.map((row) => this.writeRow(manager, row, options));
      await batch.planned();
      await this.editor.writeBatch(manager, batch);
      for (const failure of await Promise.all(outcomes)) if (failure) throw failure;
    });
  }

  /** Writes one row; resolves with an error the row cannot show (the import then fails). */
  private async writeRow(
    manager: EntityManager,
    row: PlannedRow,
    options: EditOptions,
  ): Promise<unknown> {
    if (!row.input || (row.action !== 'create' && row.action !== 'update')) return undefined;
    try {
      if (row.action === 'create') row.id = await this.editor.createIn(manager, row.input, options);
      else await this.editor.updateIn(manager, row.id as number, row.input, options);
    } catch (error) {
      if (error instanceof ValidationException) {
        for (const [path, list] of Object.entries(error.errors)) {
          for (const issue of list) row.issues.push({ column: columnOf(path), ...issue });
        }
      } else if (error instanceof ApiException && error.getStatus() === 404) {
        // Deleted by someone else since the check.
        row.issues.push({ column: 'id', key: 'validation.product_not_found' });
      } else return error;
      row.action = 'error';
    }
    return undefined;
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
        name: (row.fileName[locale] || row.fileName.es).trim(),
        action,
        changes: action === 'update' ? row.changes : [],
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
}
