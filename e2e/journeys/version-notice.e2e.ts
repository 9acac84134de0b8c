import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { RemotesConfig } from '../support/remotes-config';

/**
 * Issue 3 §1: every app writes `builds/latest.json` ({version, builtAt}); the shell polls its own
 * and each remote's (the remote's sits beside the manifest named in the remotes config) on start,
 * every 5 minutes and on tab focus, shows a notice with a Reload button when one changes, and
 * reloads by itself at the next route change.
 */

/** Where the shell's own build writes its version (its files are served from '/'). */
const SHELL_LATEST = '/builds/latest.json';
/** What the shell fetches at start-up to find its remotes. */
const REMOTES_CONFIG_URL = '/remotes.config.json';

interface LatestJson {
  version: string;
  builtAt: string;
}

/** Every latest.json the shell should poll, as absolute URLs, keyed by app. */
async function latestJsonUrls(
  request: APIRequestContext,
  baseURL: string,
): Promise<Map<string, string>> {
  const response = await request.get(REMOTES_CONFIG_URL);
  expect(response.ok()).toBe(true);
  const config = (await response.json()) as RemotesConfig;
  expect(config.remotes.length).toBeGreaterThan(0);
  const urls = new Map([['shell', new URL(SHELL_LATEST, baseURL).href]]);
  for (const { name, entry } of config.remotes) {
    urls.set(name, new URL('builds/latest.json', new URL(entry, baseURL)).href);
  }
  return urls;
}

type WindowWithMarker = Window & { __e2eSameDocument?: boolean };

/** Counts the page's full document loads; a client-side navigation adds none. */
function countDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(decodeURI(new URL(request.url()).pathname));
    }
  });
  return loads;
}

test('every app answers builds/latest.json with {version, builtAt}; a public page polls the shell and the storefront only', async ({
  page,
  request,
  baseURL,
}) => {
  const urls = await latestJsonUrls(request, baseURL ?? '');
  // The shell and the three remotes of the default config.
  expect(urls.size).toBe(4);
  const versions = new Map<string, string>();
  for (const [app, url] of urls) {
    await test.step(`${app}: ${url}`, async () => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      const body = (await response.json()) as LatestJson;
      expect(Object.keys(body).sort()).toEqual(['builtAt', 'version']);
      expect(typeof body.version).toBe('string');
      expect(body.version.trim()).not.toBe('');
      expect(body.builtAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(Date.parse(body.builtAt)).toBeLessThanOrEqual(Date.now());
      versions.set(app, body.version);
    });
  }

  // The browser asks for exactly these on start-up: the URLs above are the ones it polls.
  const polled = new Set<string>();
  page.on('request', (sent) => {
    if (sent.url().endsWith('/builds/latest.json')) polled.add(sent.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' })).toBeVisible();
  // A shopper's page never asks for the back office's modules, not even their versions.
  const shopper = [urls.get('shell'), urls.get('storefront')].sort();
  await expect.poll(() => [...polled].sort()).toEqual(shopper);
  await page.waitForTimeout(500);
  expect([...polled].sort()).toEqual(shopper);
});

test.describe('the version notice', () => {
  const TRIGGERS = {
    focus: () => window.dispatchEvent(new Event('focus')),
    visibilitychange: () => document.dispatchEvent(new Event('visibilitychange')),
  } as const;

  /**
   * Serves the storefront's real latest.json until `release()` is called, then a newer version;
   * `trigger()` fires the event and waits until the shell has read the file again.
   */
  async function storefrontRelease(page: Page, url: string, event: keyof typeof TRIGGERS) {
    let released = false;
    await page.route(
      (candidate) => candidate.href === url,
      async (route) => {
        const real = await route.fetch();
        if (!released) return route.fulfill({ response: real });
        const current = (await real.json()) as LatestJson;
        return route.fulfill({
          response: real,
          json: { version: `${current.version}.next`, builtAt: new Date().toISOString() },
        });
      },
    );
    return {
      release: () => {
        released = true;
      },
      trigger: async () => {
        const read = page.waitForEvent('requestfinished', (finished) => finished.url() === url);
        await page.evaluate(TRIGGERS[event]);
        await read;
        // Two frames: time for the shell to parse the answer and render what it implies.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      },
    };
  }

  test('on focus: a new remote version shows the notice, whose Reload button reloads the page', async ({
    page,
    request,
    baseURL,
  }) => {
    const url = (await latestJsonUrls(request, baseURL ?? '')).get('storefront');
    if (!url) throw new Error('no storefront remote in the remotes config');
    const storefront = await storefrontRelease(page, url, 'focus');
    const loads = countDocumentLoads(page);
    const firstRead = page.waitForResponse((response) => response.url() === url);
    await page.goto('/');
    await firstRead;
    const notice = page.getByTestId('version-notice');

    // Same version on focus: nothing to announce.
    await storefront.trigger();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' }),
    ).toBeVisible();
    await expect(notice).toHaveCount(0);

    storefront.release();
    await storefront.trigger();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Hay una nueva versión disponible');
    await notice.getByRole('button', { name: 'Recargar' }).click();
    await expect.poll(() => loads).toEqual(['/', '/']);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' }),
    ).toBeVisible();
  });

  test('on visibilitychange: after a new version the next route change is a full page load', async ({
    page,
    request,
    baseURL,
  }) => {
    const url = (await latestJsonUrls(request, baseURL ?? '')).get('storefront');
    if (!url) throw new Error('no storefront remote in the remotes config');
    const storefront = await storefrontRelease(page, url, 'visibilitychange');
    const loads = countDocumentLoads(page);
    const firstRead = page.waitForResponse((response) => response.url() === url);
    await page.goto('/');
    await firstRead;
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    const marked = () =>
      page.evaluate(() => (window as WindowWithMarker).__e2eSameDocument === true);
    await page.evaluate(() => {
      (window as WindowWithMarker).__e2eSameDocument = true;
    });

    // No new version yet: a route change stays in the page.
    await menu.getByRole('link', { name: 'Contacto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    expect(await marked()).toBe(true);

    storefront.release();
    await storefront.trigger();
    const notice = page.getByTestId('version-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Recargar' })).toBeVisible();

    await menu.getByRole('link', { name: 'Productos' }).click();
    await expect.poll(() => loads).toEqual(['/', '/productos']);
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    expect(await marked()).toBe(false);
  });
});
