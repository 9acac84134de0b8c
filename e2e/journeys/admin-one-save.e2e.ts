import { API_PATHS, LANG_COOKIE, type Product } from '@bolsos/contracts';
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { apiCall, apiLogin, DEMO_MANAGER } from '../support/session';

/**
 * Issue 30, one Save per product: alt texts and the order of the images picked on the create form
 * are stored by its one Create; on the edit page the alt texts typed and a new order are stored by
 * the product's Save with the rest (no save of their own, no "leave without saving?" after it),
 * and all of it is there after a reload; an image picked on the edit page takes its alt texts
 * before it is sent, and the same one Save uploads it and stores them; Duplicate copies the
 * product, unpublished, with its images and their texts. Interface strings are English (the
 * lang cookie).
 */

const EN = {
  altOfFile: (file: string) => `Alt text of ${file}`, // admin.products.images.alt_group_file
  altOfImage: (position: number) => `Alt text of image ${position}`, // admin.products.images.alt_group
  alt: (language: string) => `Alt text (${language})`, // admin.products.images.alt_label
  toTop: (position: number) => `Move image ${position} to the top`, // admin.reorder.to_top
  moveUp: (position: number) => `Move image ${position} up`, // admin.products.images.move_up
  leave: 'Leave without saving?', // unsaved.title (admin-kit)
  duplicate: 'Duplicate', // admin.products.duplicate
};

const png = (background: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

const path = (page: Page) => new URL(page.url()).pathname;

/** The alt texts the edit page shows for image `position`, in es, en and zh. */
async function shownAlts(page: Page, position: number): Promise<string[]> {
  const group = page.getByRole('group', { name: EN.altOfImage(position), exact: true });
  return Promise.all(
    ['Español', 'English', '中文'].map((language) =>
      group.getByLabel(EN.alt(language), { exact: true }).inputValue(),
    ),
  );
}

test('issue 30: alt texts and image order survive one Save and a reload, on create and on edit; Duplicate copies them', async ({
  page,
  context,
  site,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await context.addCookies([{ name: LANG_COOKIE, value: 'en', url: site.baseURL }]);
  await apiLogin(context.request, DEMO_MANAGER);
  const stamp = Date.now().toString(36);
  let productId = 0;
  let copyId = 0;

  try {
    await test.step('create: two pictures picked, given alt texts and put in order, one Create', async () => {
      await page.goto('/admin/products/create');
      const form = page.getByTestId('product-create-form');
      await form.locator('input[type=file]').setInputFiles([
        { name: 'rojo.png', mimeType: 'image/png', buffer: await png('#b71c1c') },
        { name: 'azul.png', mimeType: 'image/png', buffer: await png('#0d47a1') },
      ]);
      const blue = page.getByRole('group', { name: EN.altOfFile('azul.png') });
      await blue.getByLabel(EN.alt('Español'), { exact: true }).fill(`Bolso azul ${stamp}`);
      await blue.getByLabel(EN.alt('中文'), { exact: true }).fill(`蓝色手提包 ${stamp}`);
      const red = page.getByRole('group', { name: EN.altOfFile('rojo.png') });
      await red.getByLabel(EN.alt('English'), { exact: true }).fill(`Red bag ${stamp}`);
      await page.getByRole('button', { name: EN.toTop(2), exact: true }).click();
      await expect(page.getByRole('button', { name: EN.toTop(1), exact: true })).toBeDisabled();

      await page.getByTestId('product-category').click();
      await page.locator('.ant-select-item-option').first().click();
      await page.locator('#price').fill('61');
      await page.locator('#translations_es_name').fill(`Bolso Una Vez ${stamp}`);
      const saved = page.waitForResponse(
        (response) =>
          /^\/api\/products\/\d+$/.test(new URL(response.url()).pathname) &&
          response.request().method() === 'PUT',
      );
      await page.getByTestId('product-create-form-submit').click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => path(page)).toMatch(/^\/admin\/products\/\d+$/);
      productId = Number(path(page).split('/').pop());
    });

    await test.step('after a reload the edit page shows them, blue first', async () => {
      await page.goto(`/admin/products/${productId}/edit`);
      await page.reload();
      expect(await shownAlts(page, 1)).toEqual([`Bolso azul ${stamp}`, '', `蓝色手提包 ${stamp}`]);
      expect(await shownAlts(page, 2)).toEqual(['', `Red bag ${stamp}`, '']);
    });

    await test.step('edit: alt texts typed, red moved up, the price changed, one Save', async () => {
      const second = page.getByRole('group', { name: EN.altOfImage(2), exact: true });
      await second.getByLabel(EN.alt('Español'), { exact: true }).fill(`Bolso rojo ${stamp}`);
      await second.getByLabel(EN.alt('中文'), { exact: true }).fill(`红色手提包 ${stamp}`);
      await page.getByRole('button', { name: EN.moveUp(2), exact: true }).click();
      await page.locator('#price').fill('64.5');
      const saved = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api${API_PATHS.product(productId)}` &&
          response.request().method() === 'PUT',
      );
      await page.getByTestId('product-edit-form-submit').click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => path(page)).toBe(`/admin/products/${productId}`);
      await expect(page.getByRole('dialog', { name: EN.leave })).toHaveCount(0);
    });

    await test.step('after a reload everything is there: red first with its texts, the price', async () => {
      await page.goto(`/admin/products/${productId}/edit`);
      await page.reload();
      expect(await shownAlts(page, 1)).toEqual([
        `Bolso rojo ${stamp}`,
        `Red bag ${stamp}`,
        `红色手提包 ${stamp}`,
      ]);
      expect(await shownAlts(page, 2)).toEqual([`Bolso azul ${stamp}`, '', `蓝色手提包 ${stamp}`]);
      await expect(page.locator('#price')).toHaveValue('64.50');
      const stored = await apiCall(context.request, 'GET', API_PATHS.product(productId));
      const product = ((await stored.json()) as { data: Product }).data;
      expect(product.images.map((image) => image.alt.en ?? '')).toEqual([`Red bag ${stamp}`, '']);
    });

    await test.step('edit: a picture picked, its alt texts typed before it is sent, one Save uploads it and stores them', async () => {
      // Every write to the product from here on.
      const requests: string[] = [];
      const product = `/api${API_PATHS.product(productId)}`;
      const record = (request: Request) => {
        const pathname = new URL(request.url()).pathname;
        if (pathname.startsWith(product) && request.method() !== 'GET')
          requests.push(`${request.method()} ${pathname}`);
      };
      page.on('request', record);
      const form = page.getByTestId('product-edit-form');
      await form.locator('input[type=file]').setInputFiles({
        name: 'verde.png',
        mimeType: 'image/png',
        buffer: await png('#1b5e20'),
      });
      const green = page.getByRole('group', { name: EN.altOfFile('verde.png') });
      await green.getByLabel(EN.alt('Español'), { exact: true }).fill(`Bolso verde ${stamp}`);
      await green.getByLabel(EN.alt('English'), { exact: true }).fill(`Green bag ${stamp}`);
      await green.getByLabel(EN.alt('中文'), { exact: true }).fill(`绿色手提包 ${stamp}`);
      // Held for the Save, like on the create form: nothing sent yet.
      expect(requests).toEqual([]);
      const saved = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === product && response.request().method() === 'PUT',
      );
      await page.getByTestId('product-edit-form-submit').click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => path(page)).toBe(`/admin/products/${productId}`);
      await expect(page.getByRole('dialog', { name: EN.leave })).toHaveCount(0);
      page.off('request', record);
      // One Save: the upload, then the one PUT with every alt text.
      expect(requests).toEqual([`POST ${product}/images`, `PUT ${product}`]);
    });

    await test.step('after a reload the new picture is third, with its texts', async () => {
      await page.goto(`/admin/products/${productId}/edit`);
      await page.reload();
      expect(await shownAlts(page, 3)).toEqual([
        `Bolso verde ${stamp}`,
        `Green bag ${stamp}`,
        `绿色手提包 ${stamp}`,
      ]);
      expect(await shownAlts(page, 1)).toEqual([
        `Bolso rojo ${stamp}`,
        `Red bag ${stamp}`,
        `红色手提包 ${stamp}`,
      ]);
    });

    await test.step('Duplicate: an unpublished copy with new slugs, its images and their alt texts', async () => {
      await page.goto(`/admin/products/${productId}`);
      await page.getByRole('button', { name: EN.duplicate, exact: true }).click();
      await expect.poll(() => path(page)).toMatch(/^\/admin\/products\/\d+\/edit$/);
      copyId = Number(path(page).split('/')[3]);
      expect(copyId).not.toBe(productId);
      expect(await shownAlts(page, 1)).toEqual([
        `Bolso rojo ${stamp}`,
        `Red bag ${stamp}`,
        `红色手提包 ${stamp}`,
      ]);
      const read = async (id: number) =>
        (
          (await (await apiCall(context.request, 'GET', API_PATHS.product(id))).json()) as {
            data: Product;
          }
        ).data;
      const [original, copy] = [await read(productId), await read(copyId)];
      expect(copy.published).toBe(false);
      expect(copy.translations.es.slug).not.toBe(original.translations.es.slug);
      expect(copy.images.map((image) => image.alt)).toEqual(
        original.images.map((image) => image.alt),
      );
    });

    await test.step('the edit page with its images fits a phone', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth))
        .toBe(true);
      // The save bar stays in view while the form scrolls.
      await page
        .getByRole('group', { name: EN.altOfImage(2), exact: true })
        .scrollIntoViewIfNeeded();
      await expect(page.getByTestId('product-edit-form-submit')).toBeInViewport();
    });
  } finally {
    if (copyId) await apiCall(context.request, 'DELETE', API_PATHS.product(copyId));
    if (productId) await apiCall(context.request, 'DELETE', API_PATHS.product(productId));
  }
});
