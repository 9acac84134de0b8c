import { LANG_COOKIE } from '@bolsos/contracts';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { settle } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Issue 45 §5, WCAG 2.2 2.4.11 (focus not obscured): a field reached by Tab is never under a
 * form's sticky Save bar: the product form's Description at 1280×800, its photo drop zone at
 * 390×844 (before and after photos are added from it), and the shop's WhatsApp and payment fields on both.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** `count` small photos, each its own colour. */
async function photos(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `foto-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 320, height: 240, channels: 3, background: `#${index + 1}0${index}0a0` },
      })
        .png()
        .toBuffer(),
    })),
  );
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  const trail: string[] = [];
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    trail.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        return active
          ? `${active.tagName}#${active.id}[${active.getAttribute('aria-label') ?? ''}]`
          : '-';
      }),
    );
    await page.keyboard.press('Tab');
  }
  const wanted = await target.evaluate((element) => `${element.tagName}#${element.id}`);
  throw new Error(`Tab never reached ${wanted}: ${trail.join(' → ')}`);
}

/** The focused field's box is clear of the bar's: above its top edge. */
async function expectClearOf(field: Locator, bar: Locator) {
  const [box, barBox] = [await field.boundingBox(), await bar.boundingBox()];
  expect(box && barBox).toBeTruthy();
  if (!box || !barBox) return;
  expect(box.y + box.height, 'the focused field ends above the bar').toBeLessThanOrEqual(
    barBox.y + 1,
  );
  expect(box.y).toBeGreaterThanOrEqual(0);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`issue 45: focus never under a Save bar (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ context, site }) => {
      await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
      await apiLogin(context.request, DEMO_ADMIN);
    });

    test('the product form: Description and the photo drop zone, reached by Tab', async ({
      page,
    }) => {
      await page.goto('/admin/products/create');
      const form = page.getByTestId('product-create-form');
      await expect(form).toBeVisible();
      await settle(page);
      const bar = page.getByTestId('product-create-form-actions');
      await form.getByRole('combobox').first().focus();
      const description = form.getByRole('textbox', { name: 'Descripción', exact: true }).first();
      await tabTo(page, description);
      await expectClearOf(description, bar);
      // The drop zone's own focusable box, around its hidden file input.
      const drop = page.locator('[role="button"]:has([data-testid="product-images-pick"])');
      await tabTo(page, drop);
      await expectClearOf(drop, bar);
      // Photos added from the focused zone land above it: it stays focused, on screen and clear
      // of the bar (issue 45 §6), not pushed down out of sight.
      await form.locator('input[type=file]').setInputFiles(await photos(3));
      await expect(page.getByTestId('queued-image')).toHaveCount(3);
      await expect(drop).toBeFocused();
      await expect.poll(async () => (await drop.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      await expectClearOf(drop, bar);
    });

    test('the shop’s details: WhatsApp and payment methods, reached by Tab', async ({ page }) => {
      await page.goto('/admin/shop');
      const save = page.getByTestId('shop-save');
      await expect(save).toBeVisible();
      await settle(page);
      await page.getByRole('heading', { level: 1 }).focus();
      const whatsapp = page.getByRole('textbox', { name: 'WhatsApp', exact: true });
      await tabTo(page, whatsapp, 60);
      await expectClearOf(whatsapp, save);
      const payment = page.getByRole('textbox', { name: 'Formas de pago', exact: true }).first();
      await tabTo(page, payment, 200);
      await expectClearOf(payment, save);
    });
  });
}
