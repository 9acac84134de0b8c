import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEFAULT_REMOTES_CONFIG } from '../support/remotes-config';
import { apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Journey 9: a remote that cannot be loaded breaks only its own routes (issue 3 §1). The users
 * remote is broken for this page only (the site itself is untouched) in the three ways the spec
 * names: down, a manifest that is not JSON, a manifest whose chunk is missing. Each time the
 * shell reloads the page once (guarded in sessionStorage), then shows the error page inside the
 * admin layout, and the rest of the site keeps working by client-side navigation.
 */

/** shell/src/errors/reload-guard.ts: where the time of the last guarded reload is kept. */
const RELOAD_GUARD_KEY = 'bolsos:reload-guard';
/** Code of the error page for a remote or chunk that could not be downloaded. */
const LOAD_ERROR_HEADING = 'Error 503';

const USERS_REMOTE = DEFAULT_REMOTES_CONFIG.remotes.find((remote) => remote.name === 'adminUsers');
if (!USERS_REMOTE) throw new Error('the default remotes config has no adminUsers remote');
const MANIFEST_PATH = USERS_REMOTE.entry;
const REMOTE_BASE = MANIFEST_PATH.replace(/mf-manifest\.json$/, '');

interface Breakage {
  name: string;
  /** Breaks the users remote for `page`; returns the URL whose failure each page load must hit. */
  apply(page: Page, request: APIRequestContext): Promise<string>;
}

/** The JavaScript chunk of the remote's `./routes` module, read from its real manifest. */
async function exposedRoutesChunk(request: APIRequestContext): Promise<string> {
  const response = await request.get(MANIFEST_PATH);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const chunk = routes?.assets.js.sync.find((file) => file.includes('__federation_expose_'));
  if (!chunk) throw new Error(`no ./routes chunk in ${MANIFEST_PATH}`);
  return `${REMOTE_BASE}${chunk}`;
}

const BREAKAGES: Breakage[] = [
  {
    name: 'the remote is down (every file answers 404)',
    async apply(page) {
      await page.route(`**${REMOTE_BASE}**`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
      );
      return MANIFEST_PATH;
    },
  },
  {
    name: 'its manifest is not valid JSON',
    async apply(page) {
      await page.route(`**${MANIFEST_PATH}`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"id":"adminUsers","metaData":{"name":',
        }),
      );
      return MANIFEST_PATH;
    },
  },
  {
    name: 'its manifest loads but a chunk it lists answers 404',
    async apply(page, request) {
      const chunk = await exposedRoutesChunk(request);
      await page.route(`**${chunk}`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
      );
      return chunk;
    },
  },
];

test.describe('journey 9: a broken remote shows the error page in its routes only', () => {
  for (const breakage of BREAKAGES) {
    test(breakage.name, async ({ page, context, baseURL }) => {
      const failing = await breakage.apply(page, context.request);
      // Which full page load (1st, 2nd, ...) asked for the broken file, and how it was answered.
      const documentLoads: string[] = [];
      const brokenAsks: { load: number; status: number }[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          documentLoads.push(new URL(request.url()).pathname);
        }
      });
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === failing) {
          brokenAsks.push({ load: documentLoads.length, status: response.status() });
        }
      });
      await apiLogin(context.request, DEMO_ADMIN);

      await test.step('one guarded reload, then the error page inside the admin layout', async () => {
        await page.goto('/admin/users');
        await expect(page.getByRole('heading', { name: LOAD_ERROR_HEADING })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.getByText('Ocurrió un error al cargar la página.')).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(LOAD_ERROR_HEADING));
        // The layout around it is still there: the admin menu and the signed-in user.
        await expect(page.getByTestId('admin-menu-products')).toBeVisible();
        await expect(page.getByTestId('admin-user')).toContainText(DEMO_ADMIN.name);

        expect(documentLoads).toEqual(['/admin/users', '/admin/users']);
        // Both page loads tried the remote and met the breakage.
        expect(new Set(brokenAsks.map((ask) => ask.load))).toEqual(new Set([1, 2]));
        if (failing !== MANIFEST_PATH) {
          expect(brokenAsks.every((ask) => ask.status === 404)).toBe(true);
        }
        const guard = await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY);
        expect(Date.now() - Number(guard)).toBeGreaterThanOrEqual(0);
        expect(Date.now() - Number(guard)).toBeLessThan(60_000);
      });

      await test.step('the rest of the site keeps working by client-side navigation', async () => {
        // A full page load would drop this: it proves the clicks below stay in one document.
        await page.evaluate(() => {
          (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument = true;
        });
        const sameDocument = () =>
          page.evaluate(
            () => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument,
          );

        await page.getByTestId('admin-menu-products').click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/products');
        await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
        await expect(page.getByRole('heading', { name: /^Error \d{3}$/ })).toHaveCount(0);

        await page.getByRole('link', { name: 'Ver tienda' }).click();
        await expect.poll(() => page.url()).toBe(`${baseURL}/`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { name: /^Error \d{3}$/ })).toHaveCount(0);

        expect(await sameDocument()).toBe(true);
        // No further reload happened after the guarded one.
        expect(documentLoads).toHaveLength(2);
      });
    });
  }
});
