import type { Page } from '@playwright/test';
import { describeViolations, runAxe } from '../support/axe';
import { productWithGallery } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * Issue 34, "axe clean" on a phone (390×844, touch): axe-core's WCAG 2 A/AA rules, the same
 * helper as the back office's pass, find nothing at all (any impact) on Contact (also after a
 * refused send), a product page with its gallery and with the zoom viewer open, a search's
 * results, a "did you mean" page and a list page with its pager.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function hydrated(page: Page) {
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
}

async function expectClean(page: Page, where: string) {
  const violations = await runAxe(page);
  expect(
    violations.map(({ id }) => id),
    describeViolations(where, violations),
  ).toEqual([]);
}

test('Contact on a phone, before and after a refused send, has no axe violation', async ({
  page,
}) => {
  await page.goto('/contacto');
  await hydrated(page);
  await expectClean(page, '/contacto');
  await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await page.getByLabel('Correo electrónico').fill('rosa-sin-arroba');
  await page.getByLabel('Mensaje').fill('¿Tienen la mochila en verde?');
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-error')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await expectClean(page, '/contacto (refused send)');
});

test('a product page on a phone, with its gallery and with the zoom viewer open, has no axe violation', async ({
  page,
  request,
}) => {
  const product = await productWithGallery(request);
  await page.goto(encodeURI(product.path));
  await hydrated(page);
  await expect(page.getByTestId('gallery-track')).toBeVisible();
  await expectClean(page, product.path);
  await page
    .getByRole('link', { name: `Ampliar foto: ${product.images[0].alt}` })
    .tap({ force: true });
  const viewer = page.locator('.pswp');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.pswp__counter')).toHaveText(`1 / ${product.images.length}`);
  await expectClean(page, `${product.path} (zoom viewer)`);
});

test('search results, "did you mean" and a list with its pager on a phone have no axe violation', async ({
  page,
}) => {
  await page.goto('/buscar?q=maletin');
  await hydrated(page);
  await expect(page.getByTestId('search-grid').getByTestId('product-card').first()).toBeVisible();
  await expectClean(page, '/buscar?q=maletin');

  await page.goto('/buscar?q=mochilla');
  await hydrated(page);
  await expect(page.getByTestId('search-did-you-mean')).toBeVisible();
  await expectClean(page, '/buscar?q=mochilla');

  await page.goto('/productos/todos');
  await hydrated(page);
  await expect(page.getByTestId('catalog-pager')).toBeVisible();
  await expectClean(page, '/productos/todos');
});
