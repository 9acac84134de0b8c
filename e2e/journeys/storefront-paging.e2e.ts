import {
  API_BASE,
  API_PATHS,
  CATALOG_PAGE_SIZE,
  productListQuery,
  type CatalogProductSummary,
  type Paginated,
} from '@bolsos/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiCall, apiLogin, DEMO_MANAGER } from '../support/session';

/**
 * Issue 34, paging: a list of nine pages shows the first, the last, a window of one page either
 * side of the current and "…" where pages are left out, at the start, in the middle and at the
 * end; a page change that takes longer than 300 ms shows the loading sign (not before), then the
 * new page. The journey publishes enough bags for nine pages of "all products" and deletes them.
 */

const PAGES = 9;
const TOTAL = CATALOG_PAGE_SIZE * (PAGES - 1) + 8;

/** The pager's numbers as a shopper reads them: `[n]` is the current page, `…` a gap. */
const pagerItems = (page: Page) =>
  page.getByTestId('catalog-pager').evaluate((nav) =>
    [...nav.querySelectorAll('.sf-pager__pages > li')].map((item) => {
      if (item.querySelector('.sf-pager__gap')) return '…';
      const current = item.querySelector('[aria-current="page"] [aria-hidden="true"]');
      return current ? `[${current.textContent}]` : (item.textContent ?? '').trim();
    }),
  );

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a list of nine pages shows first, last, a window and the gaps; a slow page change shows the loading sign after 300 ms', async ({
  page,
  newVisitor,
}) => {
  test.setTimeout(180_000);
  const staff = (await newVisitor()).request;
  await apiLogin(staff, DEMO_MANAGER);
  const published = async () =>
    (
      (await (
        await staff.get(productListQuery('es', undefined, 1).url)
      ).json()) as Paginated<CatalogProductSummary>
    ).meta.total;
  const created: number[] = [];
  const stamp = Date.now().toString(36);
  try {
    const missing = TOTAL - (await published());
    expect(missing, 'the catalogue is smaller than nine pages').toBeGreaterThan(0);
    for (let start = 0; start < missing; start += 8) {
      const batch = Array.from(
        { length: Math.min(8, missing - start) },
        (_, offset) => start + offset,
      );
      const ids = await Promise.all(
        batch.map(async (n) => {
          const response = await apiCall(staff, 'POST', API_PATHS.products, {
            category: 'tote_bags',
            price: 20 + n,
            published: true,
            translations: { es: { name: `Bolso Página ${stamp} ${n}`, description: 'Lona.' } },
          });
          expect(response.status(), await response.text()).toBe(201);
          return ((await response.json()) as { data: { id: number } }).data.id;
        }),
      );
      created.push(...ids);
    }
    expect(await published()).toBe(TOTAL);

    await test.step('page 1: itself, its neighbour, a gap and the last', async () => {
      await page.goto('/productos/todos');
      await expect(page.getByTestId('catalog-pager')).toBeVisible();
      expect(await pagerItems(page)).toEqual(['[1]', '2', '…', String(PAGES)]);
      await expect(page.getByTestId('catalog-pager').getByText('Anterior')).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });

    await test.step('page 5: first, a gap, 4 [5] 6, a gap, last', async () => {
      await page.goto('/productos/todos?page=5');
      expect(await pagerItems(page)).toEqual(['1', '…', '4', '[5]', '6', '…', String(PAGES)]);
      await expect(
        page.getByTestId('catalog-pager').getByRole('link', { name: `Página 1 de ${PAGES}` }),
      ).toHaveAttribute('href', '/productos/todos');
    });

    await test.step('the last page: first, a gap, the one before and itself; no Next', async () => {
      await page
        .getByTestId('catalog-pager')
        .getByRole('link', { name: `Página ${PAGES} de ${PAGES}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/productos/todos\\?page=${PAGES}$`));
      await expect
        .poll(() => pagerItems(page))
        .toEqual(['1', '…', String(PAGES - 1), `[${PAGES}]`]);
      await expect(page.getByTestId('catalog-pager').getByText('Siguiente')).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(page.getByTestId('catalog-grid').getByTestId('product-card')).toHaveCount(
        TOTAL - CATALOG_PAGE_SIZE * (PAGES - 1),
      );
    });

    await test.step('a page change slowed to 1.5 s shows the loading sign, from 300 ms on', async () => {
      await page.goto('/productos/todos?page=4');
      await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
      // When the sign is put in the page, and when it is first seen (a frame-by-frame watch).
      await page.evaluate(() => {
        const times: { attached?: number; shown?: number } = {};
        (window as unknown as { __loadingSign: typeof times }).__loadingSign = times;
        const watch = () => {
          const sign = document.querySelector('.sf-loading');
          if (sign && times.attached === undefined) times.attached = performance.now();
          if (sign && getComputedStyle(sign).visibility === 'visible') {
            times.shown = performance.now();
            return;
          }
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === `${API_BASE}${API_PATHS.catalogProducts}`,
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page
        .getByTestId('catalog-pager')
        .getByRole('link', { name: `Página 5 de ${PAGES}` })
        .click();
      const sign = page.getByTestId('catalog-grid-loading');
      await expect(sign).toBeVisible();
      await expect(sign).toHaveText('Cargando…');
      const times = await page.evaluate(
        () =>
          (window as unknown as { __loadingSign: { attached?: number; shown?: number } })
            .__loadingSign,
      );
      expect(times.attached).toBeDefined();
      expect((times.shown ?? 0) - (times.attached ?? 0)).toBeGreaterThanOrEqual(250);
      release();
      await expect(sign).toHaveCount(0);
      await expect(page).toHaveURL(/\/productos\/todos\?page=5$/);
      await expect
        .poll(() => pagerItems(page))
        .toEqual(['1', '…', '4', '[5]', '6', '…', String(PAGES)]);
      await expect(page.getByTestId('catalog-grid').getByTestId('product-card')).toHaveCount(
        CATALOG_PAGE_SIZE,
      );
    });
  } finally {
    for (let start = 0; start < created.length; start += 100) {
      await apiCall(staff, 'POST', API_PATHS.productsBulk, {
        action: 'delete',
        ids: created.slice(start, start + 100),
      });
    }
  }
});
