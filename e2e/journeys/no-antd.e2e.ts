import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Journey 11: public pages load no antd (design §1, §7). Every response of the page load is
 * recorded (URL, type, size) and its body searched for antd; the total gzipped JavaScript of
 * Home is written to the test output (a benchmark figure, not asserted here).
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

async function loadAndLog(page: Page, path: string, heading: string): Promise<LoggedResponse[]> {
  const pending: Promise<LoggedResponse>[] = [];
  page.on('response', (response) => pending.push(record(response)));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return Promise.all(pending);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const PUBLIC_PAGES = [
  { name: 'Home', path: '/', heading: 'Bolsos para cada día' },
  { name: 'a category page', path: '/productos/mochilas', heading: 'Mochilas' },
  { name: 'Contact', path: '/contacto', heading: 'Contacto' },
];

test.describe('journey 11: public pages load no antd', () => {
  for (const { name, path, heading } of PUBLIC_PAGES) {
    test(`${name} (${path})`, async ({ page }, testInfo) => {
      const log = await loadAndLog(page, path, heading);
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

      expect(log.filter((entry) => entry.antd).map((entry) => entry.antd)).toEqual([]);
      // antd's CSS-in-JS would show up as style tags or classes in the page.
      const antdInDom = await page.evaluate(() => ({
        classes: document.querySelectorAll('[class*="ant-"]').length,
        styles: [...document.querySelectorAll('style')].filter((style) =>
          /\.ant-[a-z]/.test(style.textContent ?? ''),
        ).length,
      }));
      expect(antdInDom).toEqual({ classes: 0, styles: 0 });
    });
  }
});
