import { API_PATHS, type Product } from '@bolsos/contracts';
import type { Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, type JourneyFixtures } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, apiLogin, DEMO_MANAGER } from '../support/session';

/**
 * Issue 13, images: a manager uploads an image to a product (its preview shown first), sees it
 * flagged for the languages it has no alt text in, types its Chinese alt text, is asked before a
 * menu link would drop it, saves it with the product's one Save, and the zh product page — served from the page cache before
 * the change — shows it in its <img alt>. Interface strings are the Spanish ones of the products
 * remote's catalogue (mfe-admin-products/src/shared/i18n/es.ts) and libs/i18n.
 */

const ES = {
  preview: (file: string) => `Vista previa de ${file}`, // admin.products.images.preview
  noAltEn: 'Sin texto alternativo en inglés', // admin.products.images.no_alt_en
  noAltZh: 'Sin texto alternativo en chino', // admin.products.images.no_alt_zh
  altGroup: 'Texto alternativo de la imagen 1', // admin.products.images.alt_group
  altZh: 'Texto alternativo (中文)', // admin.products.images.alt_label + nav.language.zh
  productsMenu: 'Productos', // admin.menu.products (libs/i18n)
  leaveTitle: '¿Salir sin guardar?', // unsaved.title (admin-kit)
  stay: 'Seguir editando', // unsaved.stay (admin-kit)
  completenessZh: 'texto alternativo de imágenes', // admin.products.completeness.alt
};

const pathname = (page: Page) => decodeURI(new URL(page.url()).pathname);

/** The next response of the staff API to `method` on `path` (under /api). */
function apiResponse(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api${path}` && response.request().method() === method,
  );
}

/** The product's image as the zh shop page shows it to a visitor without JavaScript. */
async function zhPageAlt(
  newVisitor: JourneyFixtures['newVisitor'],
  baseURL: string,
  slug: string,
): Promise<string | null> {
  const context = await newVisitor({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'lang', value: 'zh', url: baseURL }]);
  const reader = await context.newPage();
  // Design §2: the Chinese Backpacks address, with the product's Chinese slug.
  const response = await reader.goto(encodeURI(`/zh/产品/双肩包/${slug}`));
  expect(response?.status()).toBe(200);
  const alt = await reader.locator('.sf-product__media img').first().getAttribute('alt');
  await context.close();
  return alt;
}

test.describe('image alt text per language', () => {
  let createdId = 0;

  test.afterEach(async ({ newVisitor }) => {
    if (!createdId) return;
    const context = await newVisitor();
    await apiLogin(context.request, DEMO_MANAGER);
    await apiCall(context.request, 'DELETE', API_PATHS.product(createdId));
    createdId = 0;
  });

  test('a manager sets the Chinese alt text of an image and the zh product page shows it', async ({
    page,
    newVisitor,
    site,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const spanishAlt = `Bolso de mano verde ${stamp}, de frente`;
    const chineseAlt = `绿色手提包正面 ${stamp}`;
    await loginThroughUi(page, DEMO_MANAGER);

    const created = await apiCall(page.request, 'POST', API_PATHS.products, {
      category: 'backpacks',
      price: 45,
      published: true,
      // Chinese text too: a language without the product's name and description has no page.
      translations: {
        es: { name: `Mochila Alt ${stamp}` },
        zh: { name: `替代文字双肩包 ${stamp}`, description: '绿色的双肩包。' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = ((await created.json()) as { data: Product }).data;
    createdId = product.id;
    const slug = product.translations.zh?.slug ?? '';

    await test.step('upload an image: previewed, sent, then flagged for its missing alt texts', async () => {
      await page.goto(`/admin/products/${product.id}`);
      const uploaded = apiResponse(page, 'POST', API_PATHS.productImages(product.id));
      const name = 'mochila-verde.png';
      await page
        .getByTestId('product-images')
        .locator('input[type=file]')
        .setInputFiles({
          name,
          mimeType: 'image/png',
          buffer: await sharp({
            create: { width: 500, height: 500, channels: 3, background: '#2e7d32' },
          })
            .png()
            .toBuffer(),
        });
      const answer = await uploaded;
      expect(answer.status(), await answer.text()).toBe(201);
      await expect(page.getByTestId('product-image')).toHaveCount(1);
      await expect(page.getByRole('img', { name: ES.preview(name) })).toHaveCount(0);
      // Uploaded without alt texts: every language is flagged.
      const image = page.getByTestId('product-image');
      await expect(image.getByText(ES.noAltEn, { exact: true })).toBeVisible();
      await expect(image.getByText(ES.noAltZh, { exact: true })).toBeVisible();
      await expect(page.getByTestId('completeness-zh')).toContainText(ES.completenessZh);
    });

    await test.step('give it a Spanish alt text by API; the zh page (cached) falls back to it', async () => {
      const stored = await apiCall(page.request, 'GET', API_PATHS.product(product.id));
      const imageId = ((await stored.json()) as { data: Product }).data.images[0].id;
      const put = await apiCall(page.request, 'PUT', API_PATHS.productImage(product.id, imageId), {
        alt: { es: spanishAlt },
      });
      expect(put.status(), await put.text()).toBe(200);
      // Twice: the second answer comes from the page cache the save must then invalidate.
      expect(await zhPageAlt(newVisitor, site.baseURL, slug)).toBe(spanishAlt);
      expect(await zhPageAlt(newVisitor, site.baseURL, slug)).toBe(spanishAlt);
    });

    await test.step('type the Chinese alt text on the edit page; a menu link asks before leaving', async () => {
      await page.goto(`/admin/products/${product.id}/edit`);
      const group = page.getByRole('group', { name: ES.altGroup });
      await group.getByLabel(ES.altZh, { exact: true }).fill(chineseAlt);
      await page.getByRole('menuitem', { name: ES.productsMenu }).click();
      const dialog = page.getByRole('dialog', { name: ES.leaveTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: ES.stay, exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(pathname(page)).toBe(`/admin/products/${product.id}/edit`);
      await expect(group.getByLabel(ES.altZh, { exact: true })).toHaveValue(chineseAlt);
    });

    await test.step("the product's one Save stores it: the flag goes, and the zh page shows it in <img alt>", async () => {
      const saved = apiResponse(page, 'PUT', API_PATHS.product(product.id));
      await page.getByTestId('product-edit-form-submit').click();
      const answer = await saved;
      expect(answer.status(), await answer.text()).toBe(200);
      await expect.poll(() => pathname(page)).toBe(`/admin/products/${product.id}`);
      const image = page.getByTestId('product-image');
      await expect(image.getByText(ES.noAltZh, { exact: true })).toHaveCount(0);
      await expect(image.getByText(ES.noAltEn, { exact: true })).toBeVisible();
      await expect(page.getByTestId('completeness-zh')).not.toContainText(ES.completenessZh);

      expect(await zhPageAlt(newVisitor, site.baseURL, slug)).toBe(chineseAlt);
      // Nothing left unsaved: the menu link leaves at once.
      await page.getByRole('menuitem', { name: ES.productsMenu }).click();
      await expect.poll(() => pathname(page)).toBe('/admin/products');
    });
  });
});
