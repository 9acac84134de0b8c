import { gzipSync } from 'node:zlib';
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Journey 11: public pages load no antd (design §1, §7). Every response of the page load is
 * recorded (URL, type, size) and its body searched for antd; the total gzipped JavaScript of
 * each page is written to the test output (a benchmark figure, not asserted here). A control
 * runs the same detector on an admin page, where antd must be found: an empty result on the
 * public pages then means no antd, not a detector that finds nothing.
 */

interface LoggedResponse {
  url: string;
  status: number;
  type: string;
  bytes: number;
  gzipBytes: number;
  antd: string | null;
}

/** Signatures of antd code or styles: its icon and colour packages, its class prefix. */
const ANTD_IN_JS = [/@ant-design\//, /`ant-\$\{/, /getPrefixCls/];
const ANTD_IN_CSS = [/\.ant-[a-z]/];
const ANTD_IN_URL = /antd|ant-design/i;

function antdSignature(url: string, type: string, body: string): string | null {
  if (ANTD_IN_URL.test(url)) return `URL ${url}`;
  const patterns = type.includes('css')
    ? ANTD_IN_CSS
    : type.includes('javascript')
      ? ANTD_IN_JS
      : [];
  const hit = patterns.find((pattern) => pattern.test(body));
  return hit ? `${String(hit)} in ${url}` : null;
}

async function record(response: Response): Promise<LoggedResponse> {
  const type = response.headers()['content-type'] ?? '';
  let body: Buffer = Buffer.alloc(0);
  try {
    body = await response.body();
  } catch {
    // Redirects and aborted requests have no body.
  }
  return {
    url: response.url(),
    status: response.status(),
    type,
    bytes: body.length,
    gzipBytes: body.length ? gzipSync(body).length : 0,
    antd: antdSignature(response.url(), type, body.toString('utf8')),
  };
}

/** What shows that a page has finished rendering. */
type Ready = (page: Page) => Locator;

/** Loads `path` and returns every response the page received until the network went quiet. */
async function loadAndLog(page: Page, path: string, ready: Ready): Promise<LoggedResponse[]> {
  const pending: Promise<LoggedResponse>[] = [];
  page.on('response', (response) => pending.push(record(response)));
  await page.goto(encodeURI(path));
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  return Promise.all(pending);
}

/** antd's CSS-in-JS shows up as its class names on elements and its rules in style tags. */
function antdInDom(page: Page) {
  return page.evaluate(() => ({
    classes: document.querySelectorAll('[class*="ant-"]').length,
    styles: [...document.querySelectorAll('style')].filter((style) =>
      /\.ant-[a-z]/.test(style.textContent ?? ''),
    ).length,
  }));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const heading =
  (name: string): Ready =>
  (page) =>
    page.getByRole('heading', { level: 1, name, exact: true });

interface PublicPage {
  name: string;
  path: string;
  ready: Ready;
  /** `<html lang>` of the page: the en and zh pages are checked in their own language. */
  lang: string;
}

const PUBLIC_PAGES: PublicPage[] = [
  { name: 'Home', path: '/', ready: heading('Bolsos para cada día'), lang: 'es-PA' },
  { name: 'the catalogue', path: '/productos', ready: heading('Productos'), lang: 'es-PA' },
  {
    name: 'the view-all page',
    path: '/productos/todos',
    ready: heading('Todos los productos'),
    lang: 'es-PA',
  },
  {
    name: 'a category page',
    path: '/productos/mochilas',
    ready: heading('Mochilas'),
    lang: 'es-PA',
  },
  { name: 'Contact', path: '/contacto', ready: heading('Contacto'), lang: 'es-PA' },
  {
    // The error page is plain markup too (design §1): an unknown path shows the 404 card.
    name: 'the error page (404)',
    path: '/no/existe',
    ready: (page) => page.getByTestId('error-page').getByRole('heading', { name: 'Error 404' }),
    lang: 'es-PA',
  },
  {
    name: 'an English category page',
    path: '/en/products/backpacks',
    ready: heading('Backpacks'),
    lang: 'en',
  },
  { name: 'the Chinese Contact', path: '/zh/联系', ready: heading('联系我们'), lang: 'zh-CN' },
];

test.describe('journey 11: public pages load no antd', () => {
  for (const { name, path, ready, lang } of PUBLIC_PAGES) {
    test(`${name} (${path})`, async ({ page }, testInfo) => {
      const log = await loadAndLog(page, path, ready);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await testInfo.attach('network-log.json', {
        body: JSON.stringify(log, null, 2),
        contentType: 'application/json',
      });
      const scripts = log.filter((entry) => entry.type.includes('javascript'));
      const gzipTotal = scripts.reduce((sum, entry) => sum + entry.gzipBytes, 0);
      const rawTotal = scripts.reduce((sum, entry) => sum + entry.bytes, 0);
      const summary = `${path}: ${scripts.length} JS files, ${kib(rawTotal)} raw, ${kib(gzipTotal)} gzipped`;
      testInfo.annotations.push({ type: 'JS first load', description: summary });
      console.log(`[e2e] ${summary}`);
      // Guards against a vacuous pass: the page's own code was in the log that was searched.
      expect(scripts.length).toBeGreaterThan(0);

      expect(log.filter((entry) => entry.antd).map((entry) => entry.antd)).toEqual([]);
      expect(await antdInDom(page)).toEqual({ classes: 0, styles: 0 });
    });
  }

  test('control: the same detector finds antd once the admin layout loads', async ({
    page,
    context,
  }, testInfo) => {
    await apiLogin(context.request, DEMO_ADMIN);
    const log = await loadAndLog(page, '/admin/users', (admin) =>
      admin.getByTestId('users-table').getByText(DEMO_ADMIN.email),
    );
    await testInfo.attach('network-log.json', {
      body: JSON.stringify(log, null, 2),
      contentType: 'application/json',
    });
    const hits = log.filter((entry) => entry.antd);
    // Found in the code itself, not only by a file name that happens to say antd.
    expect(hits.filter((entry) => !entry.antd?.startsWith('URL ')).length).toBeGreaterThan(0);
    const dom = await antdInDom(page);
    expect(dom.classes).toBeGreaterThan(0);
    expect(dom.styles).toBeGreaterThan(0);
  });
});
