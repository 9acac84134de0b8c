#!/usr/bin/env node
/**
 * `npm run bench:admin-phone`: the back office on a phone (issue 45, build item 8). Builds
 * production, starts the production API (demo seed, SQLite) and Chromium at 390×844 (a phone's
 * viewport, touch, 3× pixels) with its CPU slowed 4× by DevTools (`Emulation.setCPUThrottlingRate`)
 * on a fast line (no network throttling), signed in as the demo admin (and the manager). Each
 * back-office page is loaded directly, by a fresh navigation:
 *
 * - **cold**: in a new browser context (empty HTTP cache), signed in by its cookies only;
 * - **warm**: the same address again in that context (scripts and styles from the HTTP cache);
 * - **floor**: the same page's content as a script-free copy (the DOM the app showed, scripts
 *   removed, its inline and linked styles kept, served from the same origin through a proxy),
 *   loaded the same way: what a browser needs to show that content with no JavaScript at all.
 *
 * "Content shown" is the first animation frame in which the page's own heading (an h1 outside
 * anything hidden) and its content are on screen and no spinner is: the first list row for lists,
 * the form's first field for forms (filled with the record for an edit page), the counts for the
 * dashboard. Read in the page by a script added before any of the page's own, on every frame,
 * in ms from the navigation's start (performance.now()). First contentful paint is given beside it.
 *
 * The JS of a load is every script requested before the content was shown (resource timing),
 * fetched again accepting only gzip, split by the build that serves it: the shell, each admin
 * remote, and the packages shared through Module Federation (chunks made of node_modules only).
 *
 * "Creating a product" is timed too: on the create page (loaded unthrottled), with the CPU at 4×,
 * from the press of Crear with a minimal form (category, price, Spanish name and description) to
 * the new product's page showing its name as heading.
 *
 * Options:
 *   --runs N        loads per page and kind (default 5)
 *   --pages LIST    only these pages (keys below), e.g. messages,products
 *   --compare DIR   also serves the built web root DIR (B, e.g. a copy of the builds before a
 *                   change) from a second production API and loads A and B in alternation; the
 *                   tables get a B column (B's figures are not judged)
 *   --profile       instead: one cold load per page at 4× with V8's sampling profiler; prints the
 *                   functions and scripts with the most self time before the content was shown
 *   --cpu N         the slowdown (default 4)
 *   --no-build      use the builds on disk
 *   --no-write      print only; --out FILE writes there instead of docs/performance.md
 *   --quick         --runs 1 --no-write
 * A run with fewer than 5 runs or fewer pages never writes docs/performance.md unless --out names
 * a file. A benchmark, not a test: it reports misses instead of failing.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildOrExit, median } from './load-tools.mjs';
import { writePerformanceSection } from './performance-doc.mjs';
import { root, startProductionApi } from './production-api.mjs';
import { prepareWebRoot } from './web-compare.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const HEADING = '## Back office on a phone (`npm run bench:admin-phone`)';
const TARGET_MS = 1500;
const FULL_RUNS = 5;
const TIMEOUT_MS = 30_000;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'es-PA',
  extraHTTPHeaders: { 'Accept-Language': 'es-PA,es;q=0.9' },
};
const STAFF = {
  admin: { email: 'admin@bolsos.test', password: 'Admin#2026demo' },
  manager: { email: 'manager@bolsos.test', password: 'Manager#2026demo' },
};

// Lists: a row of the table. Forms: a field. Both with no spinner anywhere on the page.
// A list's first row, or its "no data" when it has none (the demo inbox may be empty).
const ROW = '.ant-table-tbody tr.ant-table-row, .ant-table-placeholder, .ant-list-item';
const FIELD = 'main form input:not([type=hidden]), main form textarea';
const PAGES = [
  { key: 'dashboard', name: 'Dashboard', role: 'admin', path: '/admin', ready: '.ant-statistic' },
  { key: 'products', name: 'Products list', role: 'admin', path: '/admin/products', ready: ROW },
  { key: 'messages', name: 'Messages list', role: 'admin', path: '/admin/messages', ready: ROW },
  { key: 'users', name: 'Users list', role: 'admin', path: '/admin/users', ready: ROW },
  { key: 'populars', name: 'Popular', role: 'admin', path: '/admin/populars', ready: ROW },
  { key: 'shop', name: 'Shop details', role: 'admin', path: '/admin/shop', ready: FIELD },
  { key: 'audit', name: 'Audit', role: 'admin', path: '/admin/audit', ready: ROW },
  {
    key: 'edit',
    name: 'Product edit',
    role: 'admin',
    path: '/admin/products/:id/edit',
    ready: FIELD,
  },
  {
    key: 'create',
    name: 'Product create',
    role: 'admin',
    path: '/admin/products/create',
    ready: FIELD,
  },
  {
    key: 'manager-dashboard',
    name: 'Dashboard (manager)',
    role: 'manager',
    path: '/admin',
    ready: '.ant-statistic',
  },
  {
    key: 'manager-messages',
    name: 'Messages list (manager)',
    role: 'manager',
    path: '/admin/messages',
    ready: ROW,
  },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    pages: { type: 'string' },
    compare: { type: 'string' },
    profile: { type: 'boolean', default: false },
    cpu: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    out: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
if (args.quick) {
  args.runs ??= '1';
  args['no-write'] = true;
}
const RUNS = Number(args.runs ?? (args.profile ? 1 : FULL_RUNS));
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive integer');
const CPU = Number(args.cpu ?? 4);
if (!(CPU >= 1)) throw new Error('--cpu must be ≥ 1');
const ONLY = args.pages ? new Set(args.pages.split(',').map((p) => p.trim())) : null;
for (const key of ONLY ?? [])
  if (key !== 'create-product' && !PAGES.some((p) => p.key === key))
    throw new Error(
      `unknown page "${key}" (${PAGES.map((p) => p.key).join(', ')}, create-product)`,
    );
const pages = PAGES.filter((p) => !ONLY || ONLY.has(p.key));
const timeCreate = !ONLY || ONLY.has('create-product');

/**
 * Runs in the page before its own scripts: on every animation frame until the content is on
 * screen, checks the heading, the content and the spinners; records when, from navigation start.
 */
function watchContent(ready) {
  const visible = (el) =>
    !el.closest('[aria-hidden="true"], [hidden], [inert]') &&
    (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
  const spinners = '.bl-page-loading, .ant-spin-spinning, .ant-skeleton, [aria-busy="true"]';
  const shown = () =>
    [...document.querySelectorAll('h1')].some(visible) &&
    [...document.querySelectorAll(ready)].some(visible) &&
    ![...document.querySelectorAll(spinners)].some(visible) &&
    // An edit form shows its record: its first text field holds a value.
    (!ready.includes('form') ||
      !document.querySelector('[data-bench-edit]') ||
      [
        ...document.querySelectorAll('main form input[type=text], main form input:not([type])'),
      ].some((i) => i.value !== ''));
  window.__bench = { shownAt: null, fcp: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const tick = () => {
    if (document.body && shown()) {
      window.__bench.shownAt = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The scripts requested before `at` ms, by URL. */
function scriptsBefore(at) {
  return performance
    .getEntriesByType('resource')
    .filter((r) => r.startTime <= at && /\.m?js(\?|$)/.test(new URL(r.name).pathname))
    .map((r) => r.name);
}

/** The build a script comes from, and whether it is a shared package's chunk. */
function appOf(url, sharedFiles) {
  const { pathname } = new URL(url);
  if (sharedFiles.has(pathname)) return 'shared';
  const remote = /^\/mfe\/([^/]+)\//.exec(pathname)?.[1];
  return remote ? `mfe-${remote}` : 'shell';
}

/**
 * Chunks made only of node_modules (react, antd, i18next…: what Module Federation shares), by
 * served path, read from the builds' source-free stats: a chunk whose licence file names
 * libraries and whose name says node_modules or lib-, or the federation's shared chunks.
 */
function sharedChunks(webRoot) {
  const builds = [
    { prefix: '/', dist: 'shell/dist' },
    { prefix: '/mfe/admin-users/', dist: 'mfe-admin-users/dist' },
    { prefix: '/mfe/admin-products/', dist: 'mfe-admin-products/dist' },
    { prefix: '/mfe/storefront/', dist: 'mfe-storefront/dist' },
  ];
  const files = new Set();
  for (const { prefix, dist } of builds) {
    const manifest = path.join(webRoot, dist, 'mf-manifest.json');
    if (!fs.existsSync(manifest)) continue;
    const { shared = [] } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    for (const item of shared)
      for (const file of [...(item.assets?.js?.sync ?? []), ...(item.assets?.js?.async ?? [])])
        // A shared package's own chunk, not the app's code that happens to sit beside it.
        if (/node_modules|lib-|vendors/.test(file)) files.add(`${prefix}${file}`);
  }
  return files;
}

const gzipSizes = new Map();
/** Body bytes of `url` to a client that takes only gzip. */
async function gzipBytes(url) {
  if (!gzipSizes.has(url)) {
    const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const body = Buffer.from(await answer.arrayBuffer());
    // fetch decodes; the encoded length is what the wire carried.
    const length = Number(answer.headers.get('content-length'));
    const encoded = answer.headers.get('content-encoding') === 'gzip';
    gzipSizes.set(
      url,
      encoded && length > 0
        ? length
        : encoded
          ? (await import('node:zlib')).gzipSync(body, { level: 9 }).length
          : body.length,
    );
  }
  return gzipSizes.get(url);
}

/** Signs `role` in once per site; contexts then start from its cookies (no cache). */
async function signIn(browser, base, role) {
  const context = await browser.newContext();
  const xsrf = async () =>
    decodeURIComponent(
      (await context.cookies(base)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    );
  await context.request.get(`${base}/sanctum/csrf-cookie`);
  const answer = await context.request.post(`${base}/api/login`, {
    data: STAFF[role],
    headers: { 'x-xsrf-token': await xsrf(), accept: 'application/json' },
  });
  if (answer.status() !== 200) throw new Error(`sign-in ${role}: ${answer.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A floor server: `html` per path as set, everything else proxied to the site. */
function startFloor(siteBase) {
  const site = new URL(siteBase);
  const copies = new Map();
  const server = http.createServer((req, res) => {
    const copy = copies.get(req.url);
    if (copy !== undefined && req.method === 'GET') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(copy);
      return;
    }
    const upstream = http.request(
      {
        host: site.hostname,
        port: site.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: site.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${server.address().port}`,
        set: (p, html) => copies.set(p, html),
        stop: () => server.close(),
      }),
    ),
  );
}

/** The page as shown, with no script: inline styles (antd's) and stylesheet links kept. */
function snapshot() {
  const doc = document.documentElement.cloneNode(true);
  for (const el of doc.querySelectorAll(
    'script, link[rel=modulepreload], link[as=script], link[as=fetch], noscript',
  ))
    el.remove();
  // antd's styles are in the CSSOM (insertRule), not always in the style element's text.
  const inline = [...document.styleSheets]
    .filter((sheet) => !sheet.href)
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        return '';
      }
    })
    .join('\n');
  for (const el of doc.querySelectorAll('style')) el.remove();
  const style = document.createElement('style');
  style.textContent = inline;
  doc.querySelector('head').append(style);
  return `<!doctype html>\n${doc.outerHTML}`;
}

/** One navigation to `url` in `page`, at the slowdown; resolves with its figures. */
async function load(page, cdp, url) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.waitForFunction(() => window.__bench?.shownAt != null, undefined, {
      timeout: TIMEOUT_MS,
      polling: 100,
    });
  } catch (error) {
    const seen = await page
      .evaluate(() => ({
        url: location.href,
        h1: [...document.querySelectorAll('h1')].map((h) => h.textContent),
        spinners: [
          ...document.querySelectorAll(
            '.bl-page-loading, .ant-spin-spinning, .ant-skeleton, [aria-busy="true"]',
          ),
        ].map((el) => el.outerHTML.slice(0, 120)),
        main: [
          ...new Set(
            [...document.querySelectorAll('main *')]
              .flatMap((el) => [...el.classList])
              .filter((c) => /table|list|empty|card|row/.test(c)),
          ),
        ].join(' '),
        shownAt: window.__bench,
      }))
      .catch(() => null);
    throw new Error(`${url}: content not shown (${JSON.stringify(seen)})`, { cause: error });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const { shownAt, fcp } = await page.evaluate(() => window.__bench);
  const scripts = await page.evaluate(scriptsBefore, shownAt);
  return { shown: shownAt, fcp, scripts };
}

async function newPhone(browser, state, ready, editing) {
  const context = await browser.newContext({ ...PHONE, storageState: state });
  await context.addInitScript(watchContent, ready);
  if (editing)
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        document.documentElement.setAttribute('data-bench-edit', ''),
      ),
    );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** Cold, then warm, in one new context; then the floor in another. */
async function measurePage(browser, side, page, floor, run) {
  const url = side.base + page.path;
  const phone = await newPhone(browser, side.states[page.role], page.ready, page.key === 'edit');
  let cold;
  let warm;
  let copy = null;
  try {
    cold = await load(phone.page, phone.cdp, url);
    if (!floor.has(side, page)) copy = await phone.page.evaluate(snapshot);
    warm = await load(phone.page, phone.cdp, url);
  } finally {
    await phone.context.close();
  }
  if (copy !== null) floor.set(side, page, copy);
  const bare = await newPhone(browser, side.states[page.role], page.ready, false);
  let shownFloor;
  try {
    shownFloor = await load(bare.page, bare.cdp, floor.url(side, page, run));
  } finally {
    await bare.context.close();
  }
  return { cold, warm, floor: shownFloor };
}

/** Times Crear on a minimal new product, at the slowdown. */
async function measureCreate(browser, side, run) {
  const phone = await newPhone(browser, side.states.admin, FIELD, false);
  try {
    const { page, cdp } = phone;
    await page.goto(`${side.base}/admin/products/create`);
    await page.waitForFunction(() => window.__bench?.shownAt != null, undefined, {
      timeout: TIMEOUT_MS,
    });
    const form = page.getByTestId('product-create-form');
    const name = `Mochila banco ${Date.now().toString(36)}${run}`;
    await form.getByLabel('Categoría', { exact: true }).click();
    await page.locator('.ant-select-dropdown').getByTitle('Mochilas', { exact: true }).click();
    await form.getByLabel('Precio (USD)', { exact: true }).fill('49.9');
    const spanish = form.getByRole('group', { name: 'Español' });
    await spanish.getByLabel('Nombre (Español)', { exact: true }).fill(name);
    await spanish.getByLabel('Descripción', { exact: true }).fill(`${name}, para el banco.`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    try {
      const button = form.getByRole('button', { name: 'Crear', exact: true });
      await button.evaluate(() => {
        window.__createdAt = null;
        window.__pressedAt = performance.now();
      });
      await button.tap();
      await page.evaluate(
        (productName) =>
          new Promise((resolve, reject) => {
            const spinners = '.bl-page-loading, .ant-spin-spinning, .ant-skeleton';
            const tick = () => {
              const heading = [...document.querySelectorAll('h1')].find(
                (h) => !h.closest('[aria-hidden="true"]') && h.textContent.includes(productName),
              );
              if (
                /^\/admin\/products\/\d+$/.test(location.pathname) &&
                heading &&
                !document.querySelector(spinners)
              ) {
                window.__createdAt = performance.now();
                resolve();
                return;
              }
              requestAnimationFrame(tick);
            };
            tick();
            setTimeout(() => reject(new Error(`${productName} not shown within 30 s`)), 30_000);
          }),
        name,
      );
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    return page.evaluate(() => window.__createdAt - window.__pressedAt);
  } finally {
    await phone.context.close();
  }
}

/** --profile: V8's sampling profile of one cold load per page, up to the content shown. */
async function profilePage(browser, side, page) {
  const phone = await newPhone(browser, side.states[page.role], page.ready, page.key === 'edit');
  try {
    await phone.cdp.send('Profiler.enable');
    await phone.cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await phone.cdp.send('Profiler.start');
    const figures = await load(phone.page, phone.cdp, side.base + page.path);
    const { profile } = await phone.cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map();
    const perScript = new Map();
    const dt = profile.timeDeltas;
    for (let i = 0; i < profile.samples.length; i++) {
      const node = byId.get(profile.samples[i]);
      const ms = (dt[i + 1] ?? 0) / 1000;
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url ? new URL(url).pathname.replace(/[.-][0-9a-f]{8,}(?=\.m?js$)/, '') : '';
      const key = `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + ms);
      const script = file || functionName;
      perScript.set(script, (perScript.get(script) ?? 0) + ms);
    }
    const top = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`);
    return { figures, functions: top(self, 15), scripts: top(perScript, 12) };
  } finally {
    await phone.context.close();
  }
}

const ms = (n) => (Number.isFinite(n) ? Math.round(n) : '—');
const cell = (values) =>
  values.length
    ? `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`
    : '—';
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** gzip KiB per build of the scripts loaded before the content (the first cold run's). */
async function jsSplit(scripts, shared) {
  const split = {};
  for (const url of new Set(scripts)) {
    const app = appOf(url, shared);
    split[app] = (split[app] ?? 0) + (await gzipBytes(url));
  }
  return split;
}

async function startSide(label, env, browser) {
  const site = await startProductionApi(label, env);
  const states = {};
  for (const role of Object.keys(STAFF)) states[role] = await signIn(browser, site.base, role);
  const floor = await startFloor(site.base);
  return { label, site, base: site.base, states, floor };
}

async function main() {
  if (!args['no-build']) buildOrExit(['run-many', '-t', 'build']);
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const sides = [];
  try {
    sides.push(await startSide('admin-phone-a', {}, browser));
    if (args.compare) {
      const webRoot = prepareWebRoot(args.compare);
      sides.push(await startSide('admin-phone-b', { WEB_ROOT: webRoot }, browser));
      sides[1].shared = sharedChunks(webRoot);
    }
    sides[0].shared = sharedChunks(root);
    // The product the edit page opens: the newest of the demo catalogue.
    const first = await (await fetch(`${sides[0].base}/api/catalog/populars?lang=es`)).json();
    const id = first.data[0]?.id;
    for (const page of pages) page.path = page.path.replace(':id', String(id));
    // First requests compress the builds and warm the server; measure what later visitors get.
    for (const side of sides) {
      const warmup = await newPhone(browser, side.states.admin, ROW, false);
      for (const page of pages) {
        await warmup.page.goto(side.base + page.path).catch(() => undefined);
        await warmup.page
          .waitForFunction(() => window.__bench?.shownAt != null, undefined, {
            timeout: TIMEOUT_MS,
          })
          .catch(() => undefined);
      }
      await warmup.context.close();
    }

    if (args.profile) {
      for (const page of pages)
        for (const side of sides) {
          const { figures, functions, scripts } = await profilePage(browser, side, page);
          console.log(
            `\n${page.name} (${side.label}): shown at ${ms(figures.shown)} ms, FCP ${ms(figures.fcp)} ms, at ${CPU}× CPU. Self time by script:`,
          );
          for (const line of scripts) console.log(`  ${line}`);
          console.log('  by function:');
          for (const line of functions) console.log(`  ${line}`);
        }
      return;
    }

    const floors = new Map();
    const floor = {
      has: (side, page) => floors.has(`${side.label} ${page.key}`),
      set: (side, page, html) => {
        floors.set(`${side.label} ${page.key}`, html);
        side.floor.set(`${page.path}${page.path.includes('?') ? '&' : '?'}bench-floor`, html);
      },
      url: (side, page) => `${side.floor.base}${page.path}?bench-floor`,
    };
    const results = new Map();
    for (const page of pages) {
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) {
          const figures = await measurePage(browser, side, page, floor, run);
          const key = `${side.label} ${page.key}`;
          if (!results.has(key)) results.set(key, { runs: [], js: null });
          const entry = results.get(key);
          entry.runs.push(figures);
          entry.js ??= await jsSplit(figures.cold.scripts, side.shared);
          console.log(
            `${page.name} [${side.label}] run ${run + 1}: cold ${ms(figures.cold.shown)} ms, warm ${ms(figures.warm.shown)} ms, floor ${ms(figures.floor.shown)} ms`,
          );
        }
      }
    }
    const creates = new Map(sides.map((side) => [side.label, []]));
    if (timeCreate)
      for (let run = 0; run < RUNS; run++)
        for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
          const took = await measureCreate(browser, side, run);
          creates.get(side.label).push(took);
          console.log(`Create a product [${side.label}] run ${run + 1}: ${ms(took)} ms`);
        }

    const section = report(sides, results, creates);
    console.log(`\n${section}`);
    const partial = RUNS < FULL_RUNS || pages.length < PAGES.length || !timeCreate;
    if (args['no-write']) return;
    if (partial && !args.out) {
      console.log('\nNot written: a smaller run than the full one (use --out FILE).');
      return;
    }
    writePerformanceSection(section, HEADING, args.out);
  } finally {
    await browser.close();
    for (const side of sides) {
      side.floor.stop();
      await side.site.stop();
    }
  }
}

function report(sides, results, creates) {
  const [a, b] = sides;
  const of = (side, page, kind, field = 'shown') =>
    (results.get(`${side.label} ${page.key}`)?.runs ?? []).map((r) => r[kind][field]);
  const rows = pages.map((page) => {
    const cold = of(a, page, 'cold');
    const warm = of(a, page, 'warm');
    const bare = of(a, page, 'floor');
    const worst = Math.max(median(cold), median(warm));
    return { page, cold, warm, bare, fcp: of(a, page, 'cold', 'fcp'), worst };
  });
  const apps = ['shell', 'mfe-admin-products', 'mfe-admin-users', 'shared'];
  const js = (side, page) => results.get(`${side.label} ${page.key}`)?.js ?? {};
  const total = (split) => Object.values(split).reduce((n, v) => n + v, 0);
  const misses = rows
    .filter((r) => r.worst > TARGET_MS)
    .map(
      (r) =>
        `${r.page.name}: content shown after ${ms(median(r.cold))} ms cold, ${ms(median(r.warm))} ms warm (target ≤ ${TARGET_MS}; floor ${ms(median(r.bare))} ms)`,
    );
  const created = creates.get(a.label) ?? [];
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const bColumns = b ? ' | B cold ms | B warm ms |' : ' |';
  const bRule = b ? '---|---|' : '';
  const timing = [
    `| page | content shown, cold ms | warm ms | floor ms | cold ÷ floor | FCP cold ms | verdict (≤ ${TARGET_MS} ms, cold and warm)${bColumns}`,
    `|---|---|---|---|---|---|---|${bRule}`,
    ...rows.map(
      (r) =>
        `| ${r.page.name} | ${cell(r.cold)} | ${cell(r.warm)} | ${cell(r.bare)} | ${(median(r.cold) / median(r.bare)).toFixed(2)} | ${cell(r.fcp)} | ${r.worst <= TARGET_MS ? 'met' : `**missed** by ${ms(r.worst - TARGET_MS)} ms`}${b ? ` | ${cell(of(b, r.page, 'cold'))} | ${cell(of(b, r.page, 'warm'))} |` : ' |'}`,
    ),
  ];
  const weight = [
    `| page | ${apps.join(' | ')} | total | scripts${b ? ' | B total' : ''} |`,
    `|---|${apps.map(() => '---|').join('')}---|---|${b ? '---|' : ''}`,
    ...pages.map((page) => {
      const split = js(a, page);
      const count = new Set(results.get(`${a.label} ${page.key}`)?.runs[0]?.cold.scripts ?? [])
        .size;
      return `| ${page.name} | ${apps.map((app) => kib(split[app] ?? 0)).join(' | ')} | ${kib(total(split))} | ${count}${b ? ` | ${kib(total(js(b, page)))}` : ''} |`;
    }),
  ];
  const createLine = created.length
    ? `| Create a product (Crear → the new product's page) | ${cell(created)} | ${median(created) <= TARGET_MS ? 'met' : `**missed** by ${ms(median(created) - TARGET_MS)} ms`}${b ? ` | ${cell(creates.get(b.label))}` : ''} |`
    : null;
  if (created.length && median(created) > TARGET_MS)
    misses.push(`Create a product: ${ms(median(created))} ms (target ≤ ${TARGET_MS})`);
  return `${HEADING}

Measured ${when} UTC on ${os.cpus().length} × ${cpu}, Node ${process.version}, ${chromium.name()} from ${CHROME} at 390×844 (touch, 3× pixels), CPU slowed ${CPU}× by DevTools, no network throttling (a fast line, loopback). Production builds served by the API in production mode (\`NODE_ENV=production\`, demo seed, SQLite); signed in as the demo admin (manager where named). Median (range) of ${RUNS} load${RUNS === 1 ? '' : 's'} per page and kind${b ? `; A = this checkout's builds, B = ${args.compare}, loaded in alternation in the same run (B not judged)` : ''}. Target (issue 45, build item 8): content within ${TARGET_MS} ms at ${CPU}× CPU, cold and warm.

- **Content shown**: the first animation frame with the page's h1, its first list row (lists), its first form field (forms; filled with the record on the edit page) or its counts (dashboard) on screen and no spinner, in ms from the navigation's start, read in the page. **Cold**: a new browser context (empty HTTP cache) with the session cookie only. **Warm**: the same address loaded again in that context. **Floor**: the same page's content as shown by the app, as a script-free page (scripts and preloads removed; its stylesheets and the CSS antd wrote kept inline), served from the same origin and loaded cold the same way: what the browser needs to show that content with no JavaScript.
- **JS gz KiB**: scripts requested before the content was shown (the first cold load), fetched again accepting only gzip, by the build that serves them; **shared** are the chunks of the packages Module Federation shares (React, antd, i18next, the router…), wherever served.

${timing.join('\n')}

${weight.join('\n')}

${createLine ? `| action | ms, median (range) | verdict (≤ ${TARGET_MS} ms)${b ? ' | B ms' : ''} |\n|---|---|---|${b ? '---|' : ''}\n${createLine}\n` : ''}
${misses.length ? `Missed (${misses.length}): ${misses.join('; ')}.\n` : 'All targets met.\n'}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
