import { ADMIN_ROUTES, buildPath, LOCALES, type PublicRoute } from '@bolsos/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { DEMO_ADMIN } from '../support/session';

/**
 * Issue 15 §3: every page type runs under its Content-Security-Policy without a single violation
 * (scripts, styles, images, fonts, manifests and remote entries all allowed, nothing inline
 * unhashed). A violation is caught both as the browser's event and as its console report.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
      );
    });
  });
  return console;
}

async function violations(page: Page, consoleReports: string[]): Promise<string[]> {
  const events = await page.evaluate(() => window.__cspViolations ?? []);
  return [...events, ...consoleReports];
}

/** Visits a page, waits until its app has started and every request has settled. */
async function visit(page: Page, path: string, ready: string) {
  const res = await page.goto(path);
  expect(res?.headers()['content-security-policy'], path).toContain("object-src 'none'");
  try {
    await page.locator(ready).first().waitFor({ timeout: 20_000 });
  } catch (error) {
    // A blocked script is the likeliest reason a page never starts: say which.
    const blocked = await page.evaluate(() => window.__cspViolations ?? []);
    throw new Error(`${path} never showed ${ready}; CSP violations: ${JSON.stringify(blocked)}`, {
      cause: error,
    });
  }
  await page.waitForLoadState('networkidle');
}

test.describe('journey CSP: no page breaks its Content-Security-Policy', () => {
  test('storefront pages in three languages, server-rendered and hydrated', async ({ page }) => {
    test.setTimeout(180_000);
    const reports = await watchCsp(page);
    const routes: PublicRoute[] = [
      { name: 'home' },
      { name: 'category', category: 'backpacks' },
      { name: 'all' },
      { name: 'contact' },
    ];
    for (const locale of LOCALES) {
      for (const route of routes) {
        await visit(page, buildPath(locale, route), '#root[data-hydrated="true"]');
      }
      // Search results (not kept in the page cache) and the suggestions chunk the box loads.
      await visit(
        page,
        `${buildPath(locale, { name: 'search' })}?q=mo`,
        '#root[data-hydrated="true"]',
      );
      await page.locator('header input[role="combobox"]').first().focus();
      await page.waitForLoadState('networkidle');
      // A product page, reached through its card.
      await page.goto(buildPath(locale, { name: 'category', category: 'backpacks' }));
      await page.locator('#root[data-hydrated="true"]').waitFor();
      const product = page.locator('main a[href*="/"]').filter({ has: page.locator('img') });
      const href = await product.first().getAttribute('href');
      await visit(page, href as string, '#root[data-hydrated="true"]');
      await visit(
        page,
        `${buildPath(locale, { name: 'home' })}/no-such-page`.replace('//', '/'),
        'h1',
      );
    }
    expect(await violations(page, reports)).toEqual([]);
  });

  test('sign-in pages and every back-office section', async ({ page }) => {
    test.setTimeout(180_000);
    const reports = await watchCsp(page);
    for (const locale of LOCALES) {
      await visit(page, buildPath(locale, { name: 'auth', page: 'login' }), 'form');
      await visit(page, buildPath(locale, { name: 'auth', page: 'password-forgot' }), 'form');
    }
    await loginThroughUi(page, DEMO_ADMIN);
    // Every section the route table names, new ones included as they are added.
    const sections = Object.values(ADMIN_ROUTES)
      .map((route) => route.path)
      .filter((path) => !path.includes(':'));
    expect(sections.length).toBeGreaterThan(5);
    for (const path of sections) {
      await visit(page, path, '[data-layout="admin"] main :is(h1, h2)');
    }
    // A product's own page and its edit form (with the image manager).
    await page.goto('/admin/products');
    const productLinks = () =>
      page
        .locator('a[href^="/admin/products/"]')
        .evaluateAll((links) =>
          links.map((a) => a.getAttribute('href') ?? '').filter((href) => /\/\d+$/.test(href)),
        );
    await expect
      .poll(async () => (await productLinks()).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const [show] = await productLinks();
    await visit(page, show as string, '[data-layout="admin"] main :is(h1, h2)');
    await visit(page, `${show}/edit`, '[data-layout="admin"] main form');
    expect(await violations(page, reports)).toEqual([]);
  });
});
