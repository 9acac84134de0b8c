import { API_PATHS, type Product, type ProductRequest } from '@bolsos/contracts';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, apiLogin, DEMO_MANAGER } from '../support/session';

/**
 * Issue 13 §3: a manager selects three published bags in the products list (found by a search,
 * one ticked from the keyboard), unpublishes them with one bulk action, finds them under the
 * drafts filter, and the shop no longer shows them: their pages answer 404 and their category
 * lists them no more. The bags are made for the run (names carry a stamp) and deleted after it.
 * Interface strings are the Spanish ones of the products remote's catalogue.
 */

const ES = {
  select: (name: string) => `Seleccionar ${name}`, // admin.products.list.select
  selected: (count: number) => `Seleccionados: ${count}`, // admin.products.bulk.selected
  unpublish: 'Despublicar', // admin.products.bulk.unpublish
  unpublished: (count: number) => `Productos despublicados: ${count}.`, // admin.products.bulk.done_unpublish
  publishedFilter: 'Publicado o borrador', // admin.products.list.filter.published
  onlyDrafts: 'Solo borradores', // admin.products.list.only_drafts
  draft: 'Borrador', // admin.products.status.draft
  published: 'Publicado', // admin.products.status.published
};

/** The fanny packs' list and a product page in Spanish, written out from design §2. */
const CATEGORY_PATH = '/productos/cangureras';
const shopPath = (slug: string) => `${CATEGORY_PATH}/${slug}`;

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};

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

/** What a visitor's browser gets for a shop page, without following redirects. */
async function shopStatus(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(encodeURI(path), {
    headers: { Accept: 'text/html', Cookie: 'lang=es' },
    maxRedirects: 0,
  });
  return response.status();
}

test.describe('catalogue at shop scale: bulk actions', () => {
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

  test('a manager unpublishes three bags at once and they leave the shop', async ({
    page,
    newVisitor,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const names = [1, 2, 3].map((n) => `Cangurera Lote ${stamp} ${n}`);
    let products: Product[] = [];

    await loginThroughUi(page, DEMO_MANAGER);

    await test.step('three published bags, shown in the shop', async () => {
      for (const name of names) {
        const product = await createProduct(page.request, {
          category: 'fanny_packs',
          price: 25,
          published: true,
          translations: { es: { name, description: `Cangurera del lote ${stamp}.` } },
        });
        created.push(product.id);
        products.push(product);
      }
      const visitor = await (await newVisitor()).newPage();
      expect((await visitor.goto(CATEGORY_PATH))?.status()).toBe(200);
      for (const name of names) {
        await expect(
          visitor.getByTestId('product-card').locator('.sf-card__name', { hasText: name }),
        ).toHaveCount(1);
      }
      for (const product of products) {
        expect(await shopStatus(page.request, shopPath(product.translations.es.slug))).toBe(200);
      }
    });

    await test.step('select them in the list, one from the keyboard, and unpublish them', async () => {
      await page.goto(`/admin/products?search=${encodeURIComponent(stamp)}`);
      const table = page.getByTestId('products-table');
      for (const name of names) await expect(table.getByText(name, { exact: true })).toBeVisible();
      await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(3);

      await page.getByRole('checkbox', { name: ES.select(names[0]) }).check();
      await page.getByRole('checkbox', { name: ES.select(names[1]) }).check();
      const third = page.getByRole('checkbox', { name: ES.select(names[2]) });
      await third.focus();
      await page.keyboard.press('Space');
      await expect(third).toBeChecked();
      await expect(page.getByTestId('products-bulk-count')).toHaveText(ES.selected(3));

      const bulk = apiResponse(page, 'POST', API_PATHS.productsBulk);
      await page
        .getByTestId('products-bulk')
        .getByRole('button', { name: ES.unpublish, exact: true })
        .click();
      const response = await bulk;
      expect(response.status(), await response.text()).toBe(200);
      expect(response.request().postDataJSON()).toEqual({
        action: 'unpublish',
        ids: products.map((product) => product.id),
      });
      expect(((await response.json()) as { data: { affected: number } }).data.affected).toBe(3);

      await expect(
        page.locator('[data-testid=toast][data-kind=success]').filter({
          hasText: ES.unpublished(3),
        }),
      ).toBeVisible();
      await expect(page.getByTestId('products-bulk-count')).toHaveText(ES.selected(0));
      for (const name of names) {
        const row = table.locator('tr', { has: page.getByText(name, { exact: true }) });
        await expect(row.getByText(ES.draft, { exact: true })).toBeVisible();
        await expect(row.getByRole('checkbox')).not.toBeChecked();
      }
    });

    await test.step('the drafts filter finds them, and the link keeps the filter', async () => {
      await page.getByRole('combobox', { name: ES.publishedFilter }).click();
      await page.locator('.ant-select-dropdown').getByTitle(ES.onlyDrafts, { exact: true }).click();
      await expect
        .poll(() => pathAndQuery(page))
        .toBe(`/admin/products?search=${stamp}&published=false`);
      const table = page.getByTestId('products-table');
      await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(3);
      await page.reload();
      await expect(page.getByRole('combobox', { name: ES.publishedFilter })).toBeVisible();
      await expect(page.getByTestId('products-published')).toContainText(ES.onlyDrafts);
      await expect(
        page.getByTestId('products-table').locator('tbody tr.ant-table-row'),
      ).toHaveCount(3);
    });

    await test.step('the shop: their pages answer 404 and the category no longer lists them', async () => {
      for (const product of products) {
        const stored = await apiCall(page.request, 'GET', API_PATHS.product(product.id));
        expect(((await stored.json()) as { data: Product }).data.published).toBe(false);
        expect(await shopStatus(page.request, shopPath(product.translations.es.slug))).toBe(404);
      }
      const visitor = await (await newVisitor()).newPage();
      expect((await visitor.goto(CATEGORY_PATH))?.status()).toBe(200);
      await expect(visitor.getByTestId('product-card').first()).toBeVisible();
      for (const name of names) {
        await expect(visitor.getByText(name, { exact: true })).toHaveCount(0);
      }
      products = [];
    });
  });
});
