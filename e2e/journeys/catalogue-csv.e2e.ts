import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import {
  API_PATHS,
  type Product,
  type ProductImportReport,
  type ProductRequest,
} from '@bolsos/contracts';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, apiLogin, DEMO_MANAGER } from '../support/session';
import { ADMIN_VIEWPORTS, viewportOf } from '../support/viewports';

/**
 * Issue 13 §4: a manager exports the products CSV from the list, changes the prices of two bags
 * in the file (the rest of the catalogue goes back as exported), checks it on the import page
 * with a dry run (two updates, nothing saved, the shop unchanged), imports it for real, and the
 * shop shows the new prices. The two bags are made for the run, with a comma, quotes, a line
 * break and Chinese in their texts, and deleted after it. Interface strings are the Spanish ones
 * of the products remote's catalogue. At 390×844 and at 1366×768 (issue 30); the export is read
 * with csv-parse.
 */

const ES = {
  exportCsv: 'Exportar CSV', // admin.products.list.export
  importCsv: 'Importar CSV', // admin.products.list.import
  importTitle: 'Importar productos (CSV)', // admin.products.import.title
  check: 'Comprobar (sin guardar)', // admin.products.import.check
  run: 'Importar', // admin.products.import.run
  back: 'Volver a productos', // admin.products.import.back
  checkedOk: (update: number, unchanged: number) =>
    `El archivo es válido: 0 nuevos, ${update} por actualizar, ${unchanged} sin cambios. Todavía no se ha guardado nada.`,
  done: (update: number, unchanged: number) =>
    `Importado: 0 creados, ${update} actualizados, ${unchanged} sin cambios.`,
  update: 'Actualizar', // admin.products.import.action.update
  /** admin.products.import.change with admin.products.field.price */
  priceChange: (before: string, after: string) => `Precio (USD): ${before} → ${after}`,
  confirmTitle: '¿Importar este archivo?', // admin.products.import.confirm_title
  confirmCounts: (update: number, unchanged: number) =>
    `Nuevos: 0 · Por actualizar: ${update} · Sin cambios: ${unchanged}. Se guardan todas las filas juntas, o ninguna.`,
};

const shopPath = (slug: string) => `/productos/tote-bags/${slug}`;

function writeCsv(records: string[][]): string {
  const cell = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return records.map((record) => record.map(cell).join(',')).join('\r\n') + '\r\n';
}

function apiResponse(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api${path}` && response.request().method() === method,
  );
}

async function createProduct(request: APIRequestContext, input: ProductRequest): Promise<Product> {
  const response = await apiCall(request, 'POST', API_PATHS.products, input);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Product }).data;
}

/** The price a visitor reads on a product page (server-rendered, es-PA). */
async function shopPrice(page: Page, slug: string): Promise<string> {
  const response = await page.goto(encodeURI(shopPath(slug)));
  expect(response?.status()).toBe(200);
  return (await page.getByTestId('product-price').textContent()) ?? '';
}

test.describe('catalogue at shop scale: CSV export and import', () => {
  let created: number[] = [];

  test.afterEach(async ({ newVisitor }) => {
    if (created.length === 0) return;
    const context = await newVisitor();
    await apiLogin(context.request, DEMO_MANAGER);
    await apiCall(context.request, 'POST', API_PATHS.productsBulk, {
      action: 'delete',
      ids: created,
    });
    created = [];
  });

  for (const viewport of ADMIN_VIEWPORTS) {
    test(`at ${viewport.label}: a manager exports, edits two prices, checks, imports, and the shop shows them`, async ({
      page,
      newVisitor,
    }) => {
      await page.setViewportSize(viewportOf(viewport));
      test.setTimeout(180_000);
      const stamp = Date.now().toString(36);
      const bags: Product[] = [];
      const newPrices = ['31.25', '1047.00'];
      const shownPrices = ['$31.25', '$1,047.00'];
      let csv = '';
      let total = 0;

      await loginThroughUi(page, DEMO_MANAGER);

      await test.step('two published tote bags, with awkward text for a CSV', async () => {
        for (const [index, price] of [30, 45.5].entries()) {
          const product = await createProduct(page.request, {
            category: 'tote_bags',
            price,
            published: true,
            translations: {
              es: {
                name: `Tote CSV ${stamp} ${index + 1}`,
                description: `Lona "gruesa", dos asas;\nsegunda línea, con coma.`,
              },
              zh: { name: `托特包 ${stamp} ${index + 1}`, description: '帆布，双提手。' },
            },
          });
          created.push(product.id);
          bags.push(product);
        }
        const visitor = await (await newVisitor()).newPage();
        expect(await shopPrice(visitor, bags[0].translations.es.slug)).toBe('$30.00');
        expect(await shopPrice(visitor, bags[1].translations.es.slug)).toBe('$45.50');
      });

      await test.step('export the CSV from the list: UTF-8 with a BOM, every product', async () => {
        await page.goto('/admin/products');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: ES.exportCsv, exact: true }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.csv$/);
        const bytes = await readFile((await download.path()) as string);
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        csv = bytes.subarray(3).toString('utf8');
        // RFC 4180: quoted fields hold commas, doubled quotes and line breaks.
        const records = parse(csv, { skip_empty_lines: true }) as string[][];
        const [header, ...rows] = records;
        total = rows.length;
        const column = (name: string) => header.indexOf(name);
        for (const [index, bag] of bags.entries()) {
          const row = rows.find((record) => record[column('id')] === String(bag.id));
          expect(row, `product ${bag.id} in the export`).toBeDefined();
          expect(row?.[column('description_es')]).toBe(bag.translations.es.description);
          expect(row?.[column('name_zh')]).toBe(`托特包 ${stamp} ${index + 1}`);
          (row as string[])[column('price')] = newPrices[index];
        }
        csv = writeCsv([header, ...rows]);
      });

      await test.step('the import page checks the file: two updates, nothing saved', async () => {
        await page.getByRole('link', { name: ES.importCsv, exact: true }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/products/import');
        await expect(page.getByRole('heading', { level: 1, name: ES.importTitle })).toBeVisible();
        await page
          .getByTestId('import-file')
          .locator('input[type=file]')
          .setInputFiles({
            name: 'productos-precios.csv',
            mimeType: 'text/csv',
            buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]),
          });
        await expect(page.getByText('Archivo: productos-precios.csv')).toBeVisible();

        const checked = apiResponse(page, 'POST', API_PATHS.productsImport);
        await page.getByRole('button', { name: ES.check, exact: true }).click();
        const response = await checked;
        expect(new URL(response.url()).searchParams.get('dry_run')).toBe('1');
        expect(response.status(), await response.text()).toBe(200);
        const report = (await response.json()) as ProductImportReport;
        expect(report.saved).toBe(false);
        expect(report.counts).toEqual({ create: 0, update: 2, unchanged: total - 2, error: 0 });
        await expect(page.getByTestId('import-checked')).toHaveText(ES.checkedOk(2, total - 2));
        // Each row of the table: line, product, result, what it changes. The two that change
        // come first, however far down the file they are.
        const shown = await page
          .getByTestId('import-rows')
          .locator('tbody tr.ant-table-row')
          .evaluateAll((rows) =>
            rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
          );
        expect(shown.slice(0, 2).map((cells) => cells.slice(1))).toEqual(
          bags.map((bag, index) => [
            `${bag.translations.es.name} #${bag.id}`,
            ES.update,
            ES.priceChange(bag.price, newPrices[index]),
          ]),
        );

        const visitor = await (await newVisitor()).newPage();
        expect(await shopPrice(visitor, bags[0].translations.es.slug)).toBe('$30.00');
      });

      await test.step('import it for real: the counts, a way back, and the new prices in the shop', async () => {
        // Import asks first, with the counts the check found.
        await page.getByRole('button', { name: ES.run, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: ES.confirmTitle });
        await expect(dialog.getByTestId('import-confirm')).toHaveText(
          ES.confirmCounts(2, total - 2),
        );
        const imported = apiResponse(page, 'POST', API_PATHS.productsImport);
        await dialog.getByRole('button', { name: ES.run, exact: true }).click();
        const response = await imported;
        expect(new URL(response.url()).searchParams.get('dry_run')).toBeNull();
        expect(response.status(), await response.text()).toBe(200);
        expect(((await response.json()) as ProductImportReport).saved).toBe(true);
        const done = page.getByTestId('import-done');
        await expect(done).toContainText(ES.done(2, total - 2));

        const visitor = await (await newVisitor()).newPage();
        for (const [index, bag] of bags.entries()) {
          expect(await shopPrice(visitor, bag.translations.es.slug)).toBe(shownPrices[index]);
        }

        await done.getByRole('link', { name: ES.back, exact: true }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/products');
      });
    });
  }
});
