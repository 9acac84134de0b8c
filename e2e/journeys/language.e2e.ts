import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Journey 2: language detection on first landing, the `lang` cookie and the switcher. */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function pathOf(page: Page): string {
  return decodeURI(new URL(page.url()).pathname);
}

async function langCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'lang');
}

test.describe('journey 2: language detection and switcher', () => {
  test('a browser in English with no cookie landing on / ends on /en', async ({ newVisitor }) => {
    const context = await newVisitor({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Bags for every day' })).toBeVisible();
  });

  test('once a language is chosen the cookie wins over the browser language on /', async ({
    newVisitor,
    site,
  }) => {
    const context = await newVisitor({ locale: 'en-US' });
    await context.addCookies([{ name: 'lang', value: 'es', url: site.baseURL }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' }),
    ).toBeVisible();
    expect(pathOf(page)).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PA');
  });

  for (const returning of [
    { cookie: 'en', home: '/en', heading: 'Bags for every day', list: '/en/products/backpacks' },
    { cookie: 'zh', home: '/zh', heading: '适合每一天的包', list: '/zh/产品/双肩包' },
  ]) {
    test(`a returning visitor whose last choice was ${returning.cookie} gets it on unprefixed pages, over a Spanish browser`, async ({
      newVisitor,
      site,
    }) => {
      const context = await newVisitor({ locale: 'es-PA' });
      await context.addCookies([{ name: 'lang', value: returning.cookie, url: site.baseURL }]);
      const page = await context.newPage();
      await page.goto('/');
      await expect.poll(() => pathOf(page)).toBe(returning.home);
      await expect(page.getByRole('heading', { level: 1, name: returning.heading })).toBeVisible();
      // One hop, straight to the page's twin.
      const answer = await page.request.get('/productos/mochilas', {
        headers: { Accept: 'text/html' },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
      expect(decodeURI(answer.headers()['location'] ?? '')).toBe(returning.list);
    });
  }

  test('without JavaScript, choosing Español on an English page is remembered', async ({
    newVisitor,
    site,
  }) => {
    const context = await newVisitor({ locale: 'en-US', javaScriptEnabled: false });
    await context.addCookies([{ name: 'lang', value: 'en', url: site.baseURL }]);
    const page = await context.newPage();
    await page.goto('/en/products/backpacks');
    await page.getByRole('link', { name: 'Español', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/productos/mochilas');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PA');
    expect((await langCookie(context))?.value).toBe('es');
    await page.goto('/');
    expect(pathOf(page)).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PA');
  });

  test('the switcher keeps the page and sets the lang cookie for a year, SameSite=Lax', async ({
    page,
    context,
  }) => {
    await page.goto('/productos/mochilas');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PA');

    const steps = [
      { link: 'English', path: '/en/products/backpacks', lang: 'en', cookie: 'en' },
      { link: '中文', path: '/zh/产品/双肩包', lang: 'zh-CN', cookie: 'zh' },
      { link: 'Español', path: '/productos/mochilas', lang: 'es-PA', cookie: 'es' },
    ];
    for (const step of steps) {
      await test.step(`switch to ${step.link}`, async () => {
        await page.getByRole('link', { name: step.link, exact: true }).click();
        await expect.poll(() => pathOf(page)).toBe(step.path);
        await expect(page.locator('html')).toHaveAttribute('lang', step.lang);
        await expect.poll(async () => (await langCookie(context))?.value).toBe(step.cookie);
        const cookie = await langCookie(context);
        expect(cookie?.sameSite).toBe('Lax');
        expect(cookie?.path).toBe('/');
        // Expiry a year from now (a day of slack for clocks and rounding).
        expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + YEAR_SECONDS))).toBeLessThan(
          24 * 60 * 60,
        );
      });
    }
  });
});
