import { expect, test } from '../support/fixtures';

/** Journey 3: unknown routes get the 404 error page; server redirects are followed. */

test.describe('journey 3: 404 and redirects', () => {
  test('an unknown route shows "Page Not Found: /no/such/page" in English', async ({
    newVisitor,
    site,
  }) => {
    const context = await newVisitor({ locale: 'en-US' });
    await context.addCookies([{ name: 'lang', value: 'en', url: site.baseURL }]);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /no/such/page', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Error 404/);
  });

  test('the Spanish variant, and "Go to Home" goes to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expect(
      page.getByText('Página no encontrada: /no/such/page', { exact: true }),
    ).toBeVisible();
    // The spec calls it a button; a link styled as one is the same control for the visitor.
    const goHome = page
      .getByRole('link', { name: 'Ir al inicio' })
      .or(page.getByRole('button', { name: 'Ir al inicio' }));
    await goHome.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' }),
    ).toBeVisible();
  });

  test('a seeded redirect (/tienda → /productos) navigates', async ({ page }) => {
    await page.goto('/tienda');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/productos');
    await expect(page.getByText('Página no encontrada: /tienda')).toHaveCount(0);
  });

  test('a seeded external redirect (/instagram) leaves the site', async ({ page, context }) => {
    // No real network in CI: answer for Instagram here.
    await context.route('https://www.instagram.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Instagram stand-in</title>' }),
    );
    await page.goto('/instagram');
    await expect(page).toHaveURL(/^https:\/\/www\.instagram\.com\//);
  });
});
