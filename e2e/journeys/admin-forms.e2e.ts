import { API_PATHS, LANG_COOKIE, type Paginated, type Product } from '@bolsos/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiCall, apiLogin, DEMO_MANAGER } from '../support/session';

/**
 * Issue 30, forms that never lose the user: a language's name shows as required once anything in
 * that language is typed; a refused save (the server's 422 or the form's own check) lists every
 * field in error in a summary at the top, each a link to its field, and takes the focus to the
 * first of them; the toasts never cover the form's buttons.
 */

const overlaps = async (a: Locator, b: Locator) => {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
};

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`issue 30 at ${viewport.width}px: a refused product save names its fields at the top and takes the focus to the first`, async ({
    page,
    context,
    site,
  }) => {
    await page.setViewportSize(viewport);
    await context.addCookies([{ name: LANG_COOKIE, value: 'en', url: site.baseURL }]);
    await apiLogin(context.request, DEMO_MANAGER);
    const listed = await apiCall(context.request, 'GET', `${API_PATHS.products}?per_page=1`);
    const taken = ((await listed.json()) as Paginated<Product>).data[0].translations.es.slug;

    await page.goto('/admin/products/create');
    const form = page.getByTestId('product-create-form');
    await expect(form).toBeVisible();

    await test.step('English becomes required once something is typed in it', async () => {
      const englishName = page.locator('label[for="translations_en_name"]');
      await expect(englishName).not.toHaveClass(/ant-form-item-required/);
      await page.locator('#translations_en_description').fill('A bag for every day.');
      await expect(englishName).toHaveClass(/ant-form-item-required/);
      await page.locator('#translations_en_description').fill('');
      await expect(englishName).not.toHaveClass(/ant-form-item-required/);
    });

    await test.step('the form’s own check: a summary, the first field focused', async () => {
      await page.getByTestId('product-create-form-submit').click();
      const summary = page.getByTestId('form-error-summary');
      await expect(summary).toBeVisible();
      await expect(summary).toContainText('fields need attention');
      await expect.poll(() => focusedId(page)).not.toBe('');
      const first = await focusedId(page);
      // The summary's links lead to the fields in error, in the page's order.
      const links = summary.getByRole('link');
      expect(await links.first().getAttribute('href')).toBe(`#${first}`);
    });

    await test.step('the server refuses a slug already used: its field is named and focused', async () => {
      await page.getByTestId('product-category').click();
      await page.locator('.ant-select-item-option').first().click();
      await page.locator('#price').fill('45');
      await page.locator('#translations_es_name').fill(`Bolso repetido ${Date.now()}`);
      await page.locator('#translations_es_slug').fill(taken);
      const refused = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api${API_PATHS.products}` &&
          response.request().method() === 'POST',
      );
      await page.getByTestId('product-create-form-submit').click();
      expect((await refused).status()).toBe(422);
      const summary = page.getByTestId('form-error-summary');
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('link')).toHaveCount(1);
      await expect.poll(() => focusedId(page)).toBe('translations_es_slug');
      await expect(page.locator('#translations_es_slug')).toBeInViewport();

      // Back to it from the summary's link, after looking elsewhere.
      await page.locator('#price').focus();
      await summary.getByRole('link').click();
      await expect.poll(() => focusedId(page)).toBe('translations_es_slug');

      // Toasts drop in at the top: the Create button stays clear at the form's end.
      const submit = page.getByTestId('product-create-form-submit');
      await submit.scrollIntoViewIfNeeded();
      const toasts = page.locator('.bl-ui-toasts > *');
      if ((await toasts.count()) > 0) {
        for (const toast of await toasts.all()) expect(await overlaps(toast, submit)).toBe(false);
      }
    });
  });
}
