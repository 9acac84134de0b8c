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

  test('a seeded external redirect (/instagram) leaves the site', async ({
    playwright,
    launchOptions,
    request,
    site,
  }) => {
    // The server answers the redirect itself (design §2: staff redirects are 301/302).
    const answer = await request.get('/instagram', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('https://www.instagram.com/');

    // Chromium follows a server's redirect without asking page routes, so Instagram cannot be
    // stubbed there. This browser resolves it to nothing instead: no real network, in CI or not,
    // and the failed request shows where the browser went.
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--host-resolver-rules=MAP www.instagram.com ~NOTFOUND',
      ],
    });
    try {
      const page = await browser.newPage({ baseURL: site.baseURL });
      const outbound = page.waitForEvent(
        'requestfailed',
        (failed) => new URL(failed.url()).hostname === 'www.instagram.com',
      );
      await page.goto('/instagram').catch(() => undefined);
      const left = await outbound;
      expect(left.url()).toBe('https://www.instagram.com/');
      expect(left.isNavigationRequest()).toBe(true);
      expect(new URL(left.redirectedFrom()?.url() ?? '').pathname).toBe('/instagram');
    } finally {
      await browser.close();
    }
  });
});
