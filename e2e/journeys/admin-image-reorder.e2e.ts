import { API_PATHS, IMAGE_UPLOAD_FIELD, LANG_COOKIE, type Product } from '@bolsos/contracts';
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { settle } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { apiCall, apiLogin, apiUpload, DEMO_MANAGER } from '../support/session';
import { ADMIN_VIEWPORTS, viewportOf } from '../support/viewports';

/**
 * Issue 30: a product's images put in order from the keyboard. On the edit page the drag handle
 * picks an image up with Space, the arrows move it and Space drops it; "position" and "to the top"
 * move others; the focus stays with the image moved; nothing is saved until the product's one
 * Save, which stores the whole order, and a reload shows it. On the product's page a keyboard drop
 * is one save of the order. Interface strings are the Spanish ones of the products remote.
 */

const ES = {
  handle: (position: number) => `Reordenar imagen ${position}`, // admin.reorder.handle + images.item
  toTop: (position: number) => `Mover imagen ${position} al principio`, // admin.reorder.to_top
  position: (position: number) => `Posición de imagen ${position}`, // admin.reorder.position
};

const COLOURS = ['#b71c1c', '#1b5e20', '#0d47a1', '#f9a825'];

const png = (background: string) =>
  sharp({ create: { width: 320, height: 320, channels: 3, background } })
    .png()
    .toBuffer();

const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/** The images as the page shows them, by the path of their file. */
const shownOrder = (page: Page) =>
  page
    .getByTestId('product-image')
    .locator('img')
    .evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).src).pathname));

/** The image whose item holds the focus, by the path of its file. */
const focusedImage = (page: Page) =>
  page.evaluate(() => {
    const item = document.activeElement?.closest('[data-testid="product-image"]');
    const img = item?.querySelector('img');
    return img ? new URL(img.src).pathname : null;
  });

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** What dnd-kit's live region says now. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').first().textContent();

for (const viewport of ADMIN_VIEWPORTS) {
  test(`issue 30 at ${viewport.label}: a product's images reordered by keyboard, position and to-the-top, stored by one Save, kept after a reload`, async ({
    page,
    context,
    site,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewportOf(viewport));
    await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
    await apiLogin(context.request, DEMO_MANAGER);
    const stamp = Date.now().toString(36);
    const created = await apiCall(context.request, 'POST', API_PATHS.products, {
      category: 'tote_bags',
      price: 52,
      published: false,
      translations: { es: { name: `Bolso Cuatro Fotos ${stamp}`, description: 'Cuatro colores.' } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: Product }).data.id;

    try {
      const form = new FormData();
      for (const [index, colour] of COLOURS.entries()) {
        form.append(
          IMAGE_UPLOAD_FIELD,
          new Blob([new Uint8Array(await png(colour))], { type: 'image/png' }),
          `foto-${index + 1}.png`,
        );
      }
      const uploaded = await apiUpload(context.request, API_PATHS.productImages(id), form);
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const stored = async () =>
        (
          (await (await apiCall(context.request, 'GET', API_PATHS.product(id))).json()) as {
            data: Product;
          }
        ).data.images.map((image) => pathOf(image.url));
      const [a, b, c, d] = await stored();
      expect(d, 'four images uploaded').toBeDefined();

      // Every write the page makes from here on.
      const writes: Request[] = [];
      page.on('request', (request) => {
        if (['PUT', 'POST', 'DELETE'].includes(request.method())) writes.push(request);
      });
      const orderSaves = () =>
        writes.filter((request) => request.url().endsWith(API_PATHS.productImagesOrder(id)));
      const productSaves = () =>
        writes.filter(
          (request) =>
            request.method() === 'PUT' &&
            new URL(request.url()).pathname === `/api${API_PATHS.product(id)}`,
        );

      await page.goto(`/admin/products/${id}/edit`);
      await expect.poll(() => shownOrder(page)).toEqual([a, b, c, d]);
      await settle(page);

      await test.step('Space picks image 4 up, two ArrowUps move it, Space drops it second', async () => {
        await page.getByRole('button', { name: ES.handle(4), exact: true }).focus();
        await page.keyboard.press('Space');
        await expect.poll(() => announced(page)).toContain('Tomó imagen 4, en la posición 4 de 4');
        for (let step = 0; step < 2; step++) {
          await page.keyboard.press('ArrowUp');
          await page.waitForTimeout(200);
        }
        await page.keyboard.press('Space');
        await expect.poll(() => shownOrder(page)).toEqual([a, d, b, c]);
        await expect.poll(() => announced(page)).toContain('quedó en la posición 2 de 4');
        // The focus stayed with the image moved: its handle, now named after its new place.
        await expect.poll(() => focusedImage(page)).toBe(d);
        await expect.poll(() => focusedLabel(page)).toBe(ES.handle(2));
      });

      await test.step('"Position" puts image 4 first; the focus stays on its position box', async () => {
        await page.getByRole('combobox', { name: ES.position(4), exact: true }).click();
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option[title="1"]')
          .click();
        await expect.poll(() => shownOrder(page)).toEqual([c, a, d, b]);
        await expect.poll(() => focusedImage(page)).toBe(c);
        await expect.poll(() => focusedLabel(page)).toBe(ES.position(1));
      });

      await test.step('"To the top" from the keyboard; the focus goes to the image’s handle', async () => {
        await page.getByRole('button', { name: ES.toTop(3), exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => shownOrder(page)).toEqual([d, c, a, b]);
        // At the top its "to the top" is disabled: the handle holds the focus.
        await expect.poll(() => focusedImage(page)).toBe(d);
        await expect.poll(() => focusedLabel(page)).toBe(ES.handle(1));
      });

      await test.step('nothing saved yet; the product’s one Save stores the whole order', async () => {
        expect(orderSaves()).toEqual([]);
        expect(productSaves()).toEqual([]);
        expect(await stored()).toEqual([a, b, c, d]);
        const saved = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === `/api${API_PATHS.product(id)}` &&
            response.request().method() === 'PUT',
        );
        await page.getByTestId('product-edit-form-submit').click();
        expect((await saved).status()).toBe(200);
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/products/${id}`);
        expect(productSaves()).toHaveLength(1);
        expect(orderSaves()).toEqual([]);
        expect(await stored()).toEqual([d, c, a, b]);
      });

      await test.step('after a reload the edit page shows the new order', async () => {
        await page.goto(`/admin/products/${id}/edit`);
        await page.reload();
        await expect.poll(() => shownOrder(page)).toEqual([d, c, a, b]);
      });

      await test.step('on the product’s page a keyboard drop is one save, kept after a reload', async () => {
        await page.goto(`/admin/products/${id}`);
        await expect.poll(() => shownOrder(page)).toEqual([d, c, a, b]);
        await settle(page);
        writes.length = 0;
        await page.getByRole('button', { name: ES.handle(1), exact: true }).focus();
        await page.keyboard.press('Space');
        await expect.poll(() => announced(page)).toContain('Tomó imagen 1, en la posición 1 de 4');
        // One place on: the second image sits beside the first or under it, by the width.
        const [first, second] = await Promise.all(
          [0, 1].map((index) => page.getByTestId('product-image').nth(index).boundingBox()),
        );
        const forward = (second?.x ?? 0) > (first?.x ?? 0) + 10 ? 'ArrowRight' : 'ArrowDown';
        await page.keyboard.press(forward);
        await expect.poll(() => announced(page)).toContain('está sobre la posición 2 de 4');
        const saved = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === `/api${API_PATHS.productImagesOrder(id)}` &&
            response.request().method() === 'PUT',
        );
        await page.keyboard.press('Space');
        expect((await saved).status()).toBe(200);
        await expect.poll(() => shownOrder(page)).toEqual([c, d, a, b]);
        await expect.poll(() => focusedImage(page)).toBe(d);
        expect(orderSaves()).toHaveLength(1);
        await page.reload();
        await expect.poll(() => shownOrder(page)).toEqual([c, d, a, b]);
        expect(await stored()).toEqual([c, d, a, b]);
      });
    } finally {
      await apiCall(context.request, 'DELETE', API_PATHS.product(id));
    }
  });
}
