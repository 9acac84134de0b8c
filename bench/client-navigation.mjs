/**
 * Client-side navigation from a category page to a product, on a warm cache (the visitor has
 * been on both pages before, so the browser holds the scripts and the server its answers): the
 * time from the tap to the product's name in the page's <h1>, read in the page itself. Run with
 * Chromium unthrottled and with its CPU slowed 4× (Lighthouse's mobile factor).
 */
import { chromium } from 'playwright-core';
import { median } from './load-tools.mjs';

const ROUNDS = 5;
export const CPU_RATES = [1, 4];

/**
 * Clicks the card of `product`; resolves with ms until the product's name is the page's heading
 * in the DOM (`rendered`) and until it is on screen (`shown`): the shell fades the old page out
 * over the new one (spec §9, out-in), so the new page shows once that copy is gone. A heading
 * inside aria-hidden is that copy's.
 */
async function timeNavigation(page, product) {
  return page.evaluate(
    ({ path, name }) =>
      new Promise((resolve, reject) => {
        const link = [...document.querySelectorAll('a[href]')].find(
          (a) => decodeURI(new URL(a.href).pathname) === path,
        );
        if (!link) {
          reject(new Error(`no link to ${path} on ${location.pathname}`));
          return;
        }
        const headings = () => [...document.querySelectorAll('h1')];
        const live = () => headings().find((h) => !h.closest('[aria-hidden="true"]'));
        const rendered = () => live()?.textContent?.trim() === name;
        const shown = () =>
          rendered() && headings().every((h) => !h.closest('[aria-hidden="true"]'));
        const started = performance.now();
        let renderedAt;
        const check = () => {
          if (renderedAt === undefined && rendered()) renderedAt = performance.now() - started;
          if (!shown()) return;
          observer.disconnect();
          // Painted in the next frame after the DOM has it.
          requestAnimationFrame(() =>
            resolve({ rendered: renderedAt, shown: performance.now() - started }),
          );
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        link.click();
        setTimeout(() => reject(new Error(`${name} not shown within 10 s`)), 10_000);
      }),
    product,
  );
}

/**
 * `cases`: [{ locale, acceptLanguage, category: path, product: { path, name } }]; `rates`: CPU
 * slowdowns (default 1× and 4×). Resolves with one row per language and CPU rate: medians of `rendered` and `shown`, and the range of `shown`. A full page load
 * instead of a client-side navigation is an error, not a figure.
 */
export async function measureClientNavigation(
  base,
  cases,
  executablePath,
  flags,
  rates = CPU_RATES,
) {
  const browser = await chromium.launch({ executablePath, args: flags });
  const rows = [];
  try {
    for (const item of cases) {
      for (const rate of rates) {
        const context = await browser.newContext({
          extraHTTPHeaders: { 'Accept-Language': item.acceptLanguage },
          viewport: { width: 412, height: 823 },
        });
        await context.addCookies([{ name: 'lang', value: item.locale, url: base }]);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const times = [];
        // Warm-up: both pages once, so their scripts and answers are cached.
        for (let round = -1; round < ROUNDS; round++) {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          await page.goto(base + encodeURI(item.category));
          await page.waitForSelector('#root[data-hydrated="true"]');
          await cdp.send('Emulation.setCPUThrottlingRate', { rate });
          await page.evaluate(() => {
            window.__samePage = true;
          });
          // A full page load would destroy the evaluating context (and the marker with it).
          const timing = await timeNavigation(page, item.product);
          if (!(await page.evaluate(() => window.__samePage === true)))
            throw new Error(`${item.product.path}: a full page load, not a client-side navigation`);
          if (round >= 0) times.push(timing);
        }
        await context.close();
        rows.push({
          locale: item.locale,
          rate,
          rendered: median(times.map((t) => t.rendered)),
          shown: median(times.map((t) => t.shown)),
          min: Math.min(...times.map((t) => t.shown)),
          max: Math.max(...times.map((t) => t.shown)),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
