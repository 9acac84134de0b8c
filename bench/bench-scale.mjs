#!/usr/bin/env node
/**
 * `npm run bench:scale` (issue 31 §6): the shop at 100,000 products in three languages. Generates
 * the catalogue (bench/generated-catalogue.mjs, written with bulk inserts into a fresh, migrated
 * database; image rows point at four shared files made here; completeness filled once by the
 * `fill-completeness` command), starts the production build on it, on SQLite and — when MYSQL_URL
 * is set — on MariaDB/MySQL, and measures, each figure beside a bare Node server answering the
 * same bytes where that applies:
 * - cold server renders (Server-Timing) of product pages, list pages 1, middle pages and last
 *   pages (all products and each category, three languages, three orders), and the same lists'
 *   JSON under /api/catalog/products;
 * - cold searches (distinct queries), after the index is built (its build time is reported);
 * - the back-office list (`GET /api/products`): first and last page of the default order, a
 *   search, each filter and each sort;
 * - /sitemap.xml and every part it lists: generation time and the API's peak resident memory;
 * - the API's resident memory (after start, and its peak over the run);
 * - an import of 10,000 new rows through `POST /api/products/import`, and a 10,000-row file with
 *   one bad row refused;
 * - `test:load` over the same catalogue on MariaDB with Redis (LOAD_CATALOGUE_PRODUCTS).
 * Writes its section of docs/performance.md. A benchmark: it lists misses, it does not fail on
 * them (it fails when something does not work: a wrong status, a wrong total).
 *
 * Options:
 *   --products N      generated products (default 100000, or BENCH_SCALE_PRODUCTS)
 *   --requests N      timed requests per row (default 40)
 *   --import-rows N   rows of the import file (default 10000)
 *   --databases LIST  sqlite,mysql (default: sqlite, and mysql when MYSQL_URL is set)
 *   --load full|ci|none  the load run's size (default full; none without MYSQL_URL and REDIS_URL)
 *   --no-build        use the builds already on disk
 *   --no-write        print only; --out FILE writes there instead of docs/performance.md
 *   --quick           --requests 10 --import-rows 1000 --load none --no-write
 * A smaller run than the full one never writes docs/performance.md unless --out names a file.
 */
import { waitForSearchIndex } from './search-index-ready.mjs';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { WORDS, fillDatabase, generateCatalogue, generator } from './generated-catalogue.mjs';
import {
  buildOrExit,
  databaseVersions,
  median,
  mysqlDatabase,
  percentile,
  selectDatabases,
  whenIdle,
  databaseServerPids,
  Session,
  startBare,
  verdict,
} from './load-tools.mjs';
import { writePerformanceSection } from './performance-doc.mjs';
import { root, startProductionApi } from './production-api.mjs';

const require = createRequire(import.meta.url);
const { buildPath, CATEGORIES, CATALOG_PAGE_SIZE, LOCALES, PRODUCT_CSV_COLUMNS } = require(
  path.join(root, 'libs/contracts'),
);

const HEADING = '## Scale: 100,000 products (`npm run bench:scale`)';
const FULL = { products: 100_000, requests: 40, importRows: 10_000 };
const TARGETS = {
  coldP95: 30,
  searchP95: 15,
  adminP95: 100,
  rssMiB: 1024,
  importSeconds: 20,
  refusalSeconds: 5,
  staffEditP99: 300,
  visitorHtmlP99: 100,
};
const STAFF = { email: 'bench-scale@bolsos.test', password: 'Bench#2026scale' };
const ADMIN_PER_PAGE = 20;
const SHARED_IMAGES = 4;
const VARIANTS = [400, 800];
const SORTS = ['newest', 'price_asc', 'price_desc'];

const { values: args } = parseArgs({
  options: {
    products: { type: 'string' },
    requests: { type: 'string' },
    'import-rows': { type: 'string' },
    databases: { type: 'string' },
    load: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    out: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
if (args.quick) {
  args.requests ??= '10';
  args['import-rows'] ??= '1000';
  args.load ??= 'none';
  args['no-write'] = true;
}
const PRODUCTS = Number(args.products ?? process.env.BENCH_SCALE_PRODUCTS ?? FULL.products);
const REQUESTS = Number(args.requests ?? FULL.requests);
const IMPORT_ROWS = Number(args['import-rows'] ?? FULL.importRows);
const LOAD = args.load ?? (process.env.MYSQL_URL && process.env.REDIS_URL ? 'full' : 'none');
if (!Number.isInteger(PRODUCTS) || PRODUCTS < 500) throw new Error('--products must be ≥ 500');
if (!Number.isInteger(REQUESTS) || REQUESTS < 5) throw new Error('--requests must be ≥ 5');
if (!Number.isInteger(IMPORT_ROWS) || IMPORT_ROWS < 10)
  throw new Error('--import-rows must be ≥ 10');
if (!['full', 'ci', 'none'].includes(LOAD)) throw new Error('--load must be full, ci or none');
const DATABASES = selectDatabases(args.databases);

const stats = (times) =>
  times.length
    ? {
        n: times.length,
        p50: median(times),
        p95: percentile(times, 95),
        min: Math.min(...times),
        max: Math.max(...times),
      }
    : { n: 0, p50: NaN, p95: NaN, min: NaN, max: NaN };
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '—');
const mib = (kib) => (kib / 1024).toFixed(0);

/** The catalogue, untidy as a growing shop's: some unpublished, some languages missing. */
function scaleCatalogue(count) {
  const pick = generator(77);
  return generateCatalogue(count).map((product) => {
    const texts = { ...product.texts };
    const roll = pick(100);
    if (roll < 4) delete texts.en;
    else if (roll < 12) delete texts.zh;
    const images = Array.from({ length: 1 + pick(3) }, (_, i) => ({
      es: `${texts.es.name}, ${i + 1}`,
      en: texts.en ? `${texts.en.name}, ${i + 1}` : null,
      zh: texts.zh && pick(8) ? `${texts.zh.name}，${i + 1}` : null,
    }));
    return { ...product, texts, images, published: pick(20) !== 0 };
  });
}

/** Four image files every generated image row points at (no processing per product). */
async function sharedImages(dataDir) {
  const sharp = require('sharp');
  const dir = path.join(dataDir, 'uploads', 'products');
  fs.mkdirSync(dir, { recursive: true });
  const keys = [];
  for (let i = 0; i < SHARED_IMAGES; i++) {
    const key = `b${i}`.padEnd(32, '0');
    const image = sharp({
      create: { width: 800, height: 600, channels: 3, background: `hsl(${i * 80}, 60%, 45%)` },
    });
    await image
      .clone()
      .jpeg()
      .toFile(path.join(dir, `${key}-original.jpg`));
    for (const width of VARIANTS) {
      await image
        .clone()
        .resize(width)
        .webp()
        .toFile(path.join(dir, `${key}-${width}.webp`));
      await image
        .clone()
        .resize(width)
        .jpeg()
        .toFile(path.join(dir, `${key}-${width}.jpg`));
    }
    keys.push(key);
  }
  return keys;
}

/** Points every image row at one of the shared files: one UPDATE. */
async function pointImages(database, keys) {
  const cases = keys.map((key, i) => `WHEN ${i} THEN '${key}'`).join(' ');
  const sql = `UPDATE product_images SET storage_key = CASE (id % ${keys.length}) ${cases} END`;
  if (database.type === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(database.file);
    db.exec(sql);
    db.close();
    return;
  }
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection(database.url);
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

function cli(command, extra, env, dataDir) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'services/api/dist/cli.js'), command, ...extra],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, ...env }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`${command} failed: ${run.stderr || run.stdout}`);
}

/** The API's resident memory now and its peak so far, in KiB (Linux /proc). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Samples the API's RSS every 20 ms while `work` runs: the highest value seen. */
async function sampledPeak(pid, work) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      // the process is gone: the work will fail and say so
    }
  }, 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, memoryOf(pid).rss) };
  } finally {
    clearInterval(timer);
  }
}

async function fetchTimed(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity', ...headers },
    redirect: 'manual',
  });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    ms: performance.now() - started,
    status: response.status,
    body,
    headers: response.headers,
  };
}

const HTML = { accept: 'text/html' };

/** A cold server render: its build time from Server-Timing, and the client's round trip. */
async function coldRender(base, p) {
  const res = await fetchTimed(base + p, HTML);
  if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
  const timing = res.headers.get('server-timing') ?? '';
  const built = /build;dur=([\d.]+)/.exec(timing);
  if (!built) throw new Error(`${p}: no Server-Timing, so it was not rendered for this request`);
  const data = /data;dur=([\d.]+)/.exec(timing);
  return {
    built: Number(built[1]),
    data: data ? Number(data[1]) : NaN,
    roundTrip: res.ms,
    body: res.body,
    type: res.headers.get('content-type'),
  };
}

async function json(base, p) {
  const res = await fetchTimed(base + p);
  if (res.status !== 200)
    throw new Error(`${p}: ${res.status} ${res.body.toString().slice(0, 200)}`);
  return JSON.parse(res.body.toString());
}

/** The public lists: all products and each category, in three languages and three orders. */
function publicLists() {
  const lists = [];
  for (const lang of LOCALES)
    for (const category of [undefined, ...CATEGORIES])
      for (const sort of SORTS)
        lists.push({
          lang,
          category,
          sort,
          page: buildPath(lang, category ? { name: 'category', category } : { name: 'all' }),
        });
  return lists;
}

const pageUrl = (list, page) => {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (list.sort !== 'newest') params.set('sort', list.sort);
  const query = params.toString();
  return encodeURI(list.page) + (query ? `?${query}` : '');
};
const apiListUrl = (list, page, perPage = CATALOG_PAGE_SIZE) =>
  `/api/catalog/products?${new URLSearchParams({
    lang: list.lang,
    ...(list.category ? { category: list.category } : {}),
    ...(list.sort !== 'newest' ? { sort: list.sort } : {}),
    page: String(page),
    per_page: String(perPage),
  })}`;

/** Distinct searches, none asked before: words, prefixes, two words, Chinese. */
function searchQueries() {
  const queries = [];
  const seen = new Set();
  const add = (lang, q) => {
    if (seen.has(`${lang}:${q}`)) return;
    seen.add(`${lang}:${q}`);
    queries.push({ lang, q });
  };
  for (const noun of WORDS.es.nouns) {
    add('es', noun.toLowerCase());
    add('es', noun.slice(0, 4).toLowerCase());
    for (const adjective of WORDS.es.adjectives.slice(0, 3)) add('es', `${noun} ${adjective}`);
  }
  for (const noun of WORDS.en.nouns) {
    add('en', noun.toLowerCase());
    for (const place of WORDS.en.places.slice(0, 3)) add('en', `${place} ${noun.split(' ')[0]}`);
  }
  for (const noun of WORDS.zh.nouns) {
    add('zh', noun);
    for (const adjective of WORDS.zh.adjectives.slice(0, 3)) add('zh', `${adjective}${noun}`);
  }
  return queries;
}

/** The back-office list's kinds: the default order, a search, each filter, each sort. */
const ADMIN_KINDS = [
  { name: 'newest first (no sort)', params: {} },
  { name: 'search "mochila"', params: { search: 'mochila' } },
  { name: 'search "verde boquete"', params: { search: 'verde boquete' } },
  { name: 'category', params: { category: 'crossbody' } },
  { name: 'published=true', params: { published: 'true' } },
  { name: 'published=false', params: { published: 'false' } },
  { name: 'missing=en', params: { missing: 'en' } },
  { name: 'missing=zh', params: { missing: 'zh' } },
  ...['name', '-name', 'price', '-price', 'updated', '-updated'].map((sort) => ({
    name: `sort=${sort}`,
    params: { sort },
  })),
  {
    name: 'category + published + sort=-price',
    params: { category: 'backpacks', published: 'true', sort: '-price' },
  },
];
const adminUrl = (params) =>
  `/api/products?${new URLSearchParams({ per_page: String(ADMIN_PER_PAGE), ...params })}`;

/** The import file: `rows` new products in three languages, one of them `bad` when asked. */
function importCsv(rows, bad = false) {
  const quote = (v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const stamp = Date.now().toString(36);
  const lines = [PRODUCT_CSV_COLUMNS.join(',')];
  const texts = generateCatalogue(rows);
  texts.forEach((p, i) => {
    const row = {
      id: '',
      category: p.category,
      price: i === Math.floor(rows / 2) && bad ? 'doce' : p.price,
      published: 'true',
    };
    for (const lang of LOCALES) {
      row[`name_${lang}`] = `${p.texts[lang].name} imp`;
      row[`slug_${lang}`] = `imp-${stamp}-${lang}-${i}`;
      row[`description_${lang}`] = p.texts[lang].description;
    }
    lines.push(PRODUCT_CSV_COLUMNS.map((c) => quote(row[c] ?? '')).join(','));
  });
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`);
}

async function timedImport(staff, file, dryRun = false) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'import.csv');
  const headers = {
    'x-forwarded-for': staff.ip,
    cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(staff.cookies.get('XSRF-TOKEN') ?? ''),
    accept: 'application/json',
  };
  const started = performance.now();
  const res = await fetch(`${staff.base}/api/products/import${dryRun ? '?dry_run=true' : ''}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await res.text();
  return { seconds: (performance.now() - started) / 1000, status: res.status, text };
}

async function bareTimes(bare, p, count) {
  const times = [];
  await fetchTimed(bare.base + p);
  for (let i = 0; i < count; i++) times.push((await fetchTimed(bare.base + p)).ms);
  return times;
}

/**
 * `published`: how many of the catalogue's products are published. The catalogue itself is made
 * afresh for the database and let go once written: some 100,000 objects kept in this process
 * made its garbage collector pause the timed requests (a search's round trip of 61 ms around a
 * build of 7.5 ms).
 */
async function benchDatabase(label, env, published, databaseOf) {
  const timings = {};
  const api = await startProductionApi(
    `scale-${label}`,
    { IMPORT_MAX_ROWS: String(Math.max(IMPORT_ROWS, 5000)), IMPORT_MAX_BYTES: '50000000', ...env },
    {
      seedDemo: false,
      prepare: async (dataDir) => {
        const database = databaseOf(dataDir);
        let started = performance.now();
        await fillDatabase(database, scaleCatalogue(PRODUCTS));
        await pointImages(database, await sharedImages(dataDir));
        timings.generate = (performance.now() - started) / 1000;
        started = performance.now();
        cli(
          'create-user',
          [
            '--email',
            STAFF.email,
            '--name',
            'Scale Staff',
            '--role',
            'admin',
            '--password',
            STAFF.password,
          ],
          env,
          dataDir,
        );
        timings.staff = (performance.now() - started) / 1000;
      },
    },
  );
  const result = { label, timings };
  const bareRoutes = [];
  try {
    result.memory = { start: memoryOf(api.pid), phases: [] };
    // The process's peak so far after each phase: where it rises is where the peak was reached.
    const mark = (phase) => result.memory.phases.push({ phase, ...memoryOf(api.pid) });
    console.log(
      `${label}: generated in ${timings.generate.toFixed(1)} s; RSS ${mib(result.memory.start.rss)} MiB`,
    );
    const total = (await json(api.base, '/api/catalog/products?lang=es&per_page=1')).meta.total;
    if (total !== published) throw new Error(`${label}: ${total} published, expected ${published}`);
    // Past the start-up work (the API's, and the database's after a bulk load of 100,000
    // products), then an untimed warm-up (JIT, connections) on pages not measured.
    result.idleWait = await whenIdle(
      [api.pid, ...(label === 'mysql' ? databaseServerPids() : [])],
      180_000,
    );
    console.log(`${label}: idle after ${result.idleWait.toFixed(1)} s`);
    for (const p of ['/productos/todos?page=3', '/en/products/all?page=4&sort=price_asc'])
      await fetchTimed(api.base + p, HTML);

    // ---- sitemap: the index and every part, cold; the API's peak RSS meanwhile ----
    const before = memoryOf(api.pid).rss;
    const { result: sitemap, peak } = await sampledPeak(api.pid, async () => {
      const started = performance.now();
      const index = await fetchTimed(`${api.base}/sitemap.xml`);
      if (index.status !== 200) throw new Error(`sitemap.xml: ${index.status}`);
      const text = index.body.toString();
      const parts = [...text.matchAll(/<loc>([^<]+\/sitemaps\/[^<]+\.xml)<\/loc>/g)].map(
        (m) => new URL(m[1]).pathname,
      );
      const urlsIn = (body) => {
        let n = 0;
        for (let at = body.indexOf('<url>'); at !== -1; at = body.indexOf('<url>', at + 5)) n++;
        return n;
      };
      let bytes = index.body.length;
      let urls = urlsIn(index.body);
      const partTimes = [];
      for (const part of parts) {
        const res = await fetchTimed(api.base + part);
        if (res.status !== 200) throw new Error(`${part}: ${res.status}`);
        partTimes.push(res.ms);
        bytes += res.body.length;
        urls += urlsIn(res.body);
      }
      return {
        // The server's time: each answer's round trip, not the counting here between them.
        seconds: (index.ms + partTimes.reduce((a, b) => a + b, 0)) / 1000,
        wall: (performance.now() - started) / 1000,
        parts: parts.length,
        urls,
        bytes,
        index: index.ms,
        partTimes,
      };
    });
    result.sitemap = { ...sitemap, rssBefore: before, rssPeak: peak };
    console.log(
      `${label}: sitemap ${sitemap.parts} parts, ${sitemap.urls} URLs in ${sitemap.seconds.toFixed(2)} s, peak RSS ${mib(peak)} MiB`,
    );

    mark('sitemap');
    // ---- cold renders: product pages, list pages (first, middle, last), and their JSON ----
    const lists = publicLists();
    const totals = new Map();
    for (const list of lists) {
      // per_page=1: a cache entry of its own, so the measured pages stay cold
      const answer = await json(api.base, apiListUrl(list, 1, 1));
      totals.set(list, answer.meta.total);
    }
    const pick = generator(5);
    const lastPage = (list, perPage = CATALOG_PAGE_SIZE) =>
      Math.max(1, Math.ceil(totals.get(list) / perPage));
    // A list's middle pages are read from its row keys (one every 1,000 rows), read once per
    // change of the list by its first deep page, as its total is counted once: that first read
    // is timed here, apart, and the middle pages below find the keys as a serving shop's do.
    const keyReads = [];
    for (const list of lists) {
      const total = totals.get(list);
      if (total < 4000) continue;
      const res = await fetchTimed(api.base + apiListUrl(list, Math.ceil(total / 2), 1));
      if (res.status !== 200)
        throw new Error(`${apiListUrl(list, Math.ceil(total / 2), 1)}: ${res.status}`);
      keyReads.push(res.ms);
    }
    result.keyReads = keyReads;
    const kinds = { 'page 1': [], 'middle page': [], 'last page': [] };
    for (const list of lists) {
      const last = lastPage(list);
      kinds['page 1'].push({ list, page: 1 });
      kinds['middle page'].push({ list, page: Math.max(1, Math.ceil(last / 2)) });
      kinds['last page'].push({ list, page: last });
    }
    const renders = {};
    const take = (items, n) =>
      items.filter((_, i) => i % Math.max(1, Math.floor(items.length / n)) === 0).slice(0, n);
    for (const [kind, items] of Object.entries(kinds)) {
      const chosen = take(items, REQUESTS);
      const times = { built: [], data: [], roundTrip: [], json: [] };
      let sample;
      for (const { list, page } of chosen) {
        const r = await coldRender(api.base, pageUrl(list, page));
        times.built.push(r.built);
        times.data.push(r.data);
        times.roundTrip.push(r.roundTrip);
        sample ??= { path: pageUrl(list, page), body: r.body, type: r.type };
      }
      // The same lists' JSON with another page size than the pages ask (its own cache entry).
      for (const { list, page } of chosen) {
        const jsonLast = lastPage(list, 20);
        const jsonPage =
          page === 1 ? 1 : page === lastPage(list) ? jsonLast : Math.ceil(jsonLast / 2);
        const res = await fetchTimed(api.base + apiListUrl(list, jsonPage, 20));
        if (res.status !== 200) throw new Error(`${apiListUrl(list, jsonPage, 20)}: ${res.status}`);
        times.json.push(res.ms);
      }
      renders[kind] = { times, sample };
      bareRoutes.push({
        path: sample.path,
        body: sample.body.toString('base64'),
        etag: '"b"',
        type: sample.type,
      });
    }
    // Product pages in three languages, spread over the catalogue.
    {
      const times = { built: [], data: [], roundTrip: [], json: [] };
      let sample;
      for (let i = 0; i < REQUESTS; i++) {
        const list = lists[pick(lists.length)];
        const page = 1 + pick(lastPage(list, 7));
        const answer = await json(api.base, apiListUrl(list, page, 7));
        const item = answer.data[pick(answer.data.length)];
        if (!item) continue;
        const r = await coldRender(api.base, encodeURI(item.path));
        times.built.push(r.built);
        times.data.push(r.data);
        times.roundTrip.push(r.roundTrip);
        sample ??= { path: encodeURI(item.path), body: r.body, type: r.type };
      }
      renders.product = { times, sample };
      bareRoutes.push({
        path: sample.path,
        body: sample.body.toString('base64'),
        etag: '"b"',
        type: sample.type,
      });
    }
    // Right after a catalogue write. A new price moves the product within the lists that show it
    // (all products, its category): their pages are cleared, their totals kept. Publishing or
    // hiding it changes which products those lists hold: their totals are cleared too, so the
    // next new page of such a list counts its products again.
    const staff = new Session(api.base, '10.31.0.1');
    await staff.login(STAFF.email, STAFF.password);
    const edited = (await json(api.base, '/api/catalog/products?lang=es&per_page=3')).data[2].id;
    const { category } = JSON.parse(
      (await staff.request('GET', `/api/products/${edited}`)).text,
    ).data;
    const named = lists.filter((list) => !list.category || list.category === category);
    const chosen = take(named, Math.max(5, Math.ceil(REQUESTS / 2)));
    /** The form's Save of the edited product with `edit(product)` over what it has. */
    const saveEdited = async (edit) => {
      const read = await staff.request('GET', `/api/products/${edited}`);
      const body = JSON.parse(read.text).data;
      const write = await staff.request('PUT', `/api/products/${edited}`, {
        body: {
          category: body.category,
          price: Number(body.price),
          published: body.published,
          translations: Object.fromEntries(
            Object.entries(body.translations).map(([locale, t]) => [
              locale,
              { name: t.name, slug: t.slug, description: t.description },
            ]),
          ),
          ...edit(body),
        },
      });
      if (write.status !== 200)
        throw new Error(`edit: ${write.status} ${write.text.slice(0, 200)}`);
      return write;
    };
    const afterWrites = async (kind, edit) => {
      const times = { built: [], data: [], roundTrip: [], json: [], write: [] };
      let sample;
      for (const [i, list] of chosen.entries()) {
        const write = await saveEdited((body) => edit(body, i));
        times.write.push(write.ms);
        const page = i % 2 ? Math.max(1, lastPage(list) - 1) : 2;
        const r = await coldRender(api.base, pageUrl(list, page));
        times.built.push(r.built);
        times.data.push(r.data);
        times.roundTrip.push(r.roundTrip);
        sample ??= { path: pageUrl(list, page), body: r.body, type: r.type };
      }
      renders[kind] = { times, sample };
      bareRoutes.push({
        path: sample.path,
        body: sample.body.toString('base64'),
        etag: '"b"',
        type: sample.type,
      });
    };
    // A cent up, then down.
    await afterWrites(
      'page 2 or next-to-last, right after a price edit (total kept)',
      (body, i) => ({
        price: Number(body.price) + (i % 2 ? -0.01 : 0.01),
      }),
    );
    // Hidden, then published again.
    await afterWrites(
      'page 2 or next-to-last, right after hiding or publishing a product (total counted again)',
      (body) => ({ published: !body.published }),
    );
    // An odd number of rounds leaves it hidden: published again, untimed, for the phases after.
    await saveEdited(() => ({ published: true }));
    result.renders = renders;
    for (const [kind, r] of Object.entries(renders))
      console.log(
        `${label} cold ${kind}: build p95 ${ms(stats(r.times.built).p95)} ms, JSON p95 ${ms(stats(r.times.json).p95)} ms`,
      );

    mark('renders');
    // ---- search: the index's first build, then distinct cold queries ----
    {
      const { firstAnswer, ready: firstBuild } = await waitForSearchIndex(api.base);
      // The process has answered no search yet: its code runs unoptimised for the first few
      // (the same query takes 74 ms then, 3 ms once V8 has compiled the loops). A shop's server
      // has answered thousands, so a few queries by material, in no timed query, warm it first.
      for (const [lang, words] of Object.entries({
        es: WORDS.es.materials,
        en: WORDS.en.materials,
        zh: WORDS.zh.materials,
      }))
        // Each material alone and with the next one: queries of one word and of two take
        // different paths through the index, and a shop's server has compiled both.
        for (const [i, q] of words.entries())
          for (const asked of [q, `${q} ${words[(i + 1) % words.length]}`])
            await json(api.base, `/api/catalog/search?lang=${lang}&q=${encodeURIComponent(asked)}`);
      const times = [];
      const asked = [];
      let sample;
      for (const { lang, q } of searchQueries().slice(0, Math.max(REQUESTS, 30))) {
        const p = `/api/catalog/search?lang=${lang}&q=${encodeURIComponent(q)}`;
        const res = await fetchTimed(api.base + p);
        if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
        times.push(res.ms);
        asked.push({ lang, q, ms: res.ms, timing: res.headers.get('server-timing') });
        sample ??= { path: p, body: res.body, type: res.headers.get('content-type') };
      }
      const slowest = asked.sort((a, b) => b.ms - a.ms).slice(0, 3);
      result.search = { firstBuild, firstAnswer, times, sample, slowest };
      bareRoutes.push({
        path: sample.path,
        body: sample.body.toString('base64'),
        etag: '"b"',
        type: sample.type,
      });
      console.log(
        `${label} search: index built in ${(firstBuild / 1000).toFixed(1)} s (the first search answered by the database in ${ms(firstAnswer)} ms); p95 ${ms(stats(times).p95)} ms`,
      );
    }

    mark('search');
    // ---- back-office list: first and last page of each kind ----
    const staffGet = async (url) => {
      const res = await staff.request('GET', url, { headers: { 'accept-encoding': 'identity' } });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text.slice(0, 200)}`);
      return res;
    };
    result.admin = [];
    for (const kind of ADMIN_KINDS) {
      const first = await staffGet(adminUrl(kind.params));
      const matched = JSON.parse(first.text).meta.total;
      const last = Math.max(1, Math.ceil(matched / ADMIN_PER_PAGE));
      const row = { name: kind.name, matched, pages: {} };
      for (const [which, page] of [
        ['first', 1],
        ['last', last],
      ]) {
        const url = adminUrl({ ...kind.params, page: String(page) });
        const times = [];
        await staffGet(url);
        for (let i = 0; i < REQUESTS; i++) times.push((await staffGet(url)).ms);
        row.pages[which] = times;
        if (which === 'first')
          bareRoutes.push({
            path: url,
            body: Buffer.from(first.text).toString('base64'),
            etag: '"b"',
          });
        row[`${which}Url`] = url;
      }
      result.admin.push(row);
      console.log(
        `${label} admin ${kind.name}: first p95 ${ms(stats(row.pages.first).p95)} ms, last p95 ${ms(stats(row.pages.last).p95)} ms (${matched})`,
      );
    }

    mark('back office');
    // ---- the floor: a bare Node server answering the same bytes ----
    const bare = await startBare(bareRoutes);
    try {
      for (const r of Object.values(renders))
        r.floor = await bareTimes(bare, r.sample.path, REQUESTS);
      result.search.floor = await bareTimes(bare, result.search.sample.path, REQUESTS);
      for (const row of result.admin) row.floor = await bareTimes(bare, row.firstUrl, REQUESTS);
    } finally {
      bare.stop();
    }

    // ---- import: new rows through the API, then a file of as many rows with one bad ----
    {
      const file = importCsv(IMPORT_ROWS);
      const { result: imported, peak: importPeak } = await sampledPeak(api.pid, () =>
        timedImport(staff, file),
      );
      if (imported.status !== 200)
        throw new Error(`import: ${imported.status} ${imported.text.slice(0, 300)}`);
      mark('import');
      const refused = await timedImport(staff, importCsv(IMPORT_ROWS, true));
      mark('refusal');
      if (refused.status !== 422)
        throw new Error(`bad-row import: ${refused.status} ${refused.text.slice(0, 300)}`);
      result.import = {
        seconds: imported.seconds,
        peak: importPeak,
        refused: refused.seconds,
        bytes: file.length,
      };
      console.log(
        `${label} import ${IMPORT_ROWS} rows: ${imported.seconds.toFixed(1)} s; refused in ${refused.seconds.toFixed(1)} s`,
      );
    }
    result.memory.end = memoryOf(api.pid);
    return result;
  } finally {
    await api.stop();
  }
}

/** test:load over the catalogue (MariaDB and Redis), as its own process. */
function loadRun() {
  const out = path.join(os.tmpdir(), `bolsos-scale-load-${process.pid}.json`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'bench/load-suite.mjs'), ...(LOAD === 'full' ? ['--full'] : [])],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, LOAD_CATALOGUE_PRODUCTS: String(PRODUCTS), LOAD_REPORT_JSON: out },
      },
    );
    child.on('exit', (code) => {
      const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
      fs.rmSync(out, { force: true });
      resolve({ code, report });
    });
  });
}

function section(results, load, versions, loadAverage) {
  const misses = [];
  const lines = [];
  const range = (s) => `${ms(s.p50)} (${ms(s.min)}–${ms(s.max)})`;
  const ratio = (a, floor) => (floor > 0 ? `${(a / floor).toFixed(1)}×` : '—');
  lines.push(
    '### Cold page renders (server-rendered HTML, and the same lists as JSON)',
    '',
    `| database | page | renders | build p50 (range) ms | build p95 ms | … of which catalogue read p95 | round trip p95 | × bare Node (round trip p50 ÷ bare p50) | JSON round trip p95 | target p95 ≤ ${TARGETS.coldP95} ms |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    for (const [kind, render] of Object.entries(r.renders)) {
      const built = stats(render.times.built);
      const trip = stats(render.times.roundTrip);
      const floor = stats(render.floor);
      const jsonTimes = stats(render.times.json);
      const ok =
        built.p95 <= TARGETS.coldP95 && (jsonTimes.n === 0 || jsonTimes.p95 <= TARGETS.coldP95);
      if (!ok)
        misses.push(
          `${r.label}, cold ${kind}: build p95 ${ms(built.p95)} ms, JSON p95 ${ms(jsonTimes.p95)} ms (target ≤ ${TARGETS.coldP95} ms); catalogue read p95 ${ms(stats(render.times.data).p95)} ms of it`,
        );
      lines.push(
        `| ${r.label} | ${kind} | ${built.n} | ${range(built)} | ${ms(built.p95)} | ${ms(stats(render.times.data).p95)} | ${ms(trip.p95)} | ${ratio(trip.p50, floor.p50)} (bare p50 ${ms(floor.p50)}) | ${ms(jsonTimes.p95)} | ${verdict(ok)} |`,
      );
    }
  }
  for (const r of results)
    for (const [kind, render] of Object.entries(r.renders))
      if (render.times.write?.length)
        lines.push(
          '',
          `${r.label}: the staff edits before the "${kind}" renders (\`PUT /api/products/:id\`) took p50 ${ms(stats(render.times.write).p50)} ms, p95 ${ms(stats(render.times.write).p95)} ms.`,
        );
  for (const r of results)
    if (r.keyReads?.length)
      lines.push(
        '',
        `${r.label}: a list's first deep page after the list changed also reads its row keys (one every 1,000 rows, \`ListRowKeys\`): ${r.keyReads.length} lists of 4,000 products or more, round trip p50 ${ms(stats(r.keyReads).p50)} ms, p95 ${ms(stats(r.keyReads).p95)} ms (the JSON of a middle page, per_page=1); the middle pages above find them.`,
      );
  lines.push(
    '',
    '### Search (`/api/catalog/search`, distinct queries, cold)',
    '',
    `| database | first search (ms; the database answers while the index is built) | index built after the first search (s) | queries | p50 (range) ms | p95 ms | bare Node p50 / p95 | × bare (p50) | target p95 ≤ ${TARGETS.searchP95} ms |`,
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    const s = stats(r.search.times);
    const floor = stats(r.search.floor);
    const ok = s.p95 <= TARGETS.searchP95;
    if (!ok)
      misses.push(
        `${r.label}, search: p95 ${ms(s.p95)} ms (target ≤ ${TARGETS.searchP95} ms), median ${ms(s.p50)}`,
      );
    lines.push(
      `| ${r.label} | ${ms(r.search.firstAnswer)} | ${(r.search.firstBuild / 1000).toFixed(1)} | ${s.n} | ${range(s)} | ${ms(s.p95)} | ${ms(floor.p50)} / ${ms(floor.p95)} | ${ratio(s.p50, floor.p50)} | ${verdict(ok)} |`,
    );
  }
  lines.push('');
  for (const r of results)
    lines.push(
      `${r.label}: the slowest searches — ${r.search.slowest
        .map(
          ({ lang, q, ms: took, timing }) =>
            `${lang} "${q}" ${ms(took)} ms${timing ? ` (Server-Timing ${timing})` : ''}`,
        )
        .join('; ')}.`,
    );
  lines.push(
    '',
    `### Back-office list (\`GET /api/products\`, ${ADMIN_PER_PAGE} a page, a signed-in admin)`,
    '',
    `| database | list | products matched | first page p50 (range) | first p95 | last page p50 (range) | last p95 | bare Node p50 (first page's bytes) | target p95 ≤ ${TARGETS.adminP95} ms |`,
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    for (const row of r.admin) {
      const first = stats(row.pages.first);
      const last = stats(row.pages.last);
      const ok = Math.max(first.p95, last.p95) <= TARGETS.adminP95;
      if (!ok)
        misses.push(
          `${r.label}, admin list ${row.name}: first p95 ${ms(first.p95)} ms, last p95 ${ms(last.p95)} ms (target ≤ ${TARGETS.adminP95} ms)`,
        );
      lines.push(
        `| ${r.label} | ${row.name} | ${row.matched.toLocaleString('en-US')} | ${range(first)} | ${ms(first.p95)} | ${range(last)} | ${ms(last.p95)} | ${ms(stats(row.floor).p50)} | ${verdict(ok)} |`,
      );
    }
  }
  lines.push(
    '',
    '### Sitemap, memory, import',
    '',
    `| database | generated (s) | sitemap: parts, URLs, MB | sitemap generation (s) | RSS before → peak during sitemap (MiB) | API RSS after start → at the end, peak (MiB) | import ${IMPORT_ROWS.toLocaleString('en-US')} new rows (s) | ${IMPORT_ROWS.toLocaleString('en-US')} rows, one bad, refused in (s) | targets |`,
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    const peakKiB = Math.max(r.memory.end.peak, r.sitemap.rssPeak);
    const rssOk = peakKiB / 1024 <= TARGETS.rssMiB;
    const importOk = r.import.seconds <= TARGETS.importSeconds;
    const refusedOk = r.import.refused <= TARGETS.refusalSeconds;
    if (!rssOk)
      misses.push(
        `${r.label}, API resident memory: peak ${mib(peakKiB)} MiB (target ≤ ${TARGETS.rssMiB} MiB)`,
      );
    if (!importOk)
      misses.push(
        `${r.label}, import of ${IMPORT_ROWS} rows: ${r.import.seconds.toFixed(1)} s (target ≤ ${TARGETS.importSeconds} s)`,
      );
    if (!refusedOk)
      misses.push(
        `${r.label}, ${IMPORT_ROWS}-row file with one bad row: refused in ${r.import.refused.toFixed(1)} s (target ≤ ${TARGETS.refusalSeconds} s)`,
      );
    lines.push(
      `| ${r.label} | ${r.timings.generate.toFixed(1)} | ${r.sitemap.parts}, ${r.sitemap.urls.toLocaleString('en-US')}, ${(r.sitemap.bytes / 1e6).toFixed(1)} | ${r.sitemap.seconds.toFixed(2)} | ${mib(r.sitemap.rssBefore)} → ${mib(r.sitemap.rssPeak)} | ${mib(r.memory.start.rss)} → ${mib(r.memory.end.rss)}, peak ${mib(peakKiB)} | ${r.import.seconds.toFixed(1)} | ${r.import.refused.toFixed(1)} | RSS ≤ 1 GiB: ${verdict(rssOk)}; import ≤ ${TARGETS.importSeconds} s: ${verdict(importOk)}; refusal ≤ ${TARGETS.refusalSeconds} s: ${verdict(refusedOk)} |`,
    );
  }
  for (const r of results) {
    const phases = [{ phase: 'start', ...r.memory.start }, ...r.memory.phases]
      .map(({ phase, rss, peak }) => `${phase} ${mib(rss)} (peak ${mib(peak)})`)
      .join(' · ');
    lines.push('', `${r.label}: RSS after each phase, and the peak so far (MiB): ${phases}.`);
  }
  if (load) {
    lines.push(
      '',
      `### Load: \`test:load${LOAD === 'full' ? ' --full' : ''}\` with this catalogue (MariaDB, Redis)`,
      '',
    );
    if (!load.report) {
      lines.push(`The load run ended with exit ${load.code} before it reported.`);
      misses.push(`load run: exit ${load.code}, no report`);
    } else {
      const { size, report, counts } = load.report;
      lines.push(
        `${size.visitors} visitors and ${size.staff} staff for ${size.seconds} s over the demo catalogue plus ${PRODUCTS.toLocaleString('en-US')} generated products, twice — "steady" with staff on a back-office replica of their own (a second API process on this machine, docs/deploy.md), then with everyone on one API — each staff member one round (read, save, inbox, note) a second at most; then MariaDB and Redis each cut for ${size.outageSeconds} s; ${counts.pass} checks passed, ${counts.fail} failed (exit ${load.code}). Times in ms.`,
        '',
        '| phase | kind | requests | failed | req/s | p50 | p99 | max | target |',
        '|---|---|---|---|---|---|---|---|---|',
      );
      for (const { phase, rows } of report)
        for (const row of rows) {
          const target =
            phase === 'steady' && row.kind === 'staff edit'
              ? TARGETS.staffEditP99
              : phase === 'steady' && row.kind === 'visitor HTML'
                ? TARGETS.visitorHtmlP99
                : undefined;
          const ok = target === undefined || (row.p99 <= target && row.failed === 0);
          if (!ok)
            misses.push(
              `load, ${row.kind}: p99 ${row.p99.toFixed(1)} ms, ${row.failed} failed (target p99 ≤ ${target} ms, 0 failures)`,
            );
          lines.push(
            `| ${phase} | ${row.kind} | ${row.requests} | ${row.failed} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.max.toFixed(0)} | ${target === undefined ? '—' : `p99 ≤ ${target}: ${verdict(ok)}`} |`,
          );
        }
      if (counts.fail) misses.push(`load: ${counts.fail} of its checks failed`);
    }
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const published = results[0]?.published;
  return {
    misses,
    text: `${HEADING}

Measured ${when} UTC on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${DATABASES.map((db) => versions[db]).join(', ')}; load average (1 min) ${loadAverage.before.toFixed(1)} at the start, ${loadAverage.after.toFixed(1)} at the end. The catalogue: ${PRODUCTS.toLocaleString('en-US')} generated products in three languages (${published?.toLocaleString('en-US')} published; 4 % without English, 8 % without Chinese; one to three image rows each, all pointing at ${SHARED_IMAGES} shared files), written with bulk inserts into a fresh database per run, completeness filled once by \`fill-completeness\`; the site built and started in production mode, and the API (and MariaDB, which merges and purges after a bulk load) left to go idle before the first timed request (${results.map((r) => `${r.label} ${r.idleWait.toFixed(0)} s`).join(', ')}). Every timed request is one nobody had asked before unless said otherwise, one at a time; "× bare Node" divides a median round trip by that of a bare Node \`http\` server answering the same bytes. Medians with their range (min–max) and p95 over ${REQUESTS} requests a row unless counted otherwise.

- **Cold renders:** server-rendered pages (Server-Timing \`build\`, and \`data\` for the catalogue read) of all products and each category in three languages and three orders: page 1, the middle page and the last page (${CATALOG_PAGE_SIZE} a page), and product pages spread over the catalogue; "JSON" is the same list under \`/api/catalog/products\` with 20 a page (its own cache entry), timed by the client. A list's total is kept per filter until the catalogue changes, so the lists' totals are counted by the untimed probes before these rows. The last two rows put a staff save of one product before each render of a page of a list showing it (all products or its category): a new price clears those lists' pages but keeps their totals (the same products are in them); hiding or publishing the product changes which products they hold, so each page of that row counts its list again.
- **Search:** after the index's first build, 36 untimed queries by material, of one word and of two (in no timed query), let V8 compile the search's loops, as a serving shop's have been; then distinct queries never asked before, each read through the index (not the response cache).
- **Back office:** each kind's first and last page asked ${REQUESTS} times (staff lists are never cached: each request counts and reads from the database).
- **Import:** \`POST /api/products/import\` with a CSV of new rows in three languages, and a file of as many rows with one bad price.

${lines.join('\n')}

${misses.length ? `Misses:\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'Targets: all met.'}
`,
  };
}

async function main() {
  if (!args['no-build']) buildOrExit(['run-many', '-t', 'build']);
  const loadBefore = os.loadavg()[0];
  const versions = databaseVersions(DATABASES);
  const published = scaleCatalogue(PRODUCTS).filter((p) => p.published !== false).length;
  const results = [];
  if (DATABASES.includes('sqlite'))
    results.push(
      await benchDatabase('sqlite', {}, published, (dataDir) => ({
        type: 'sqlite',
        file: path.join(dataDir, 'bolsos.sqlite'),
      })),
    );
  if (DATABASES.includes('mysql')) {
    const mysql = mysqlDatabase();
    try {
      results.push(
        await benchDatabase('mysql', { DATABASE_URL: mysql.url }, published, () => ({
          type: 'mysql',
          url: mysql.url,
        })),
      );
    } finally {
      mysql.drop();
    }
  }
  for (const r of results) r.published = published;
  const load = LOAD === 'none' ? null : await loadRun();
  const { text, misses } = section(results, load, versions, {
    before: loadBefore,
    after: os.loadavg()[0],
  });
  console.log(`\n${text}`);
  if (args['no-write']) return;
  const partial =
    PRODUCTS < FULL.products ||
    REQUESTS < FULL.requests ||
    IMPORT_ROWS < FULL.importRows ||
    LOAD !== 'full';
  if (partial && !args.out) {
    console.log('\nNot written: a smaller run than the full one (use --out FILE).');
    return;
  }
  writePerformanceSection(text, HEADING, args.out);
  if (misses.length) console.log(`\n${misses.length} misses (listed in the section).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
