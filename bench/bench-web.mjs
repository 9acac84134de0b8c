#!/usr/bin/env node
/**
 * `npm run bench:web`: builds production, serves it the way `npm start` does,
 * and measures Home, a category page and a product page in es/en/zh with
 * Lighthouse (mobile, Debian Chromium): gzipped JS and CSS on first load,
 * requests, and the four category scores, beside a JS-free static copy of the
 * same HTML (the floor). Writes the table into docs/performance.md.
 * A benchmark, not a test: it reports misses instead of failing.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function startSite() {
  const port = 40000 + Math.floor(Math.random() * 1000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-bench-web-'));
  const child = spawn(process.execPath, [path.join(root, 'services/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('Bolsos is running') && resolve());
    child.on('exit', (code) => reject(new Error(`site exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill(), dataDir };
}

/** Serves the same HTML without any executable script; everything else comes from the site. */
function startStaticCopy(siteBase) {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(siteBase + req.url, {
      headers: { accept: req.headers.accept ?? '*/*', cookie: 'lang=es' },
      redirect: 'manual',
    });
    const type = upstream.headers.get('content-type') ?? '';
    let body = Buffer.from(await upstream.arrayBuffer());
    if (type.includes('text/html')) {
      body = Buffer.from(
        body
          .toString()
          .replace(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, ''),
      );
    }
    res.writeHead(upstream.status, {
      'content-type': type,
      'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() }),
    ),
  );
}

function figures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (kind) =>
    requests.filter((r) => r.resourceType === kind).reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const antd = requests.some((r) => /antd|ant-design/i.test(r.url));
  return {
    js: sum('Script') / 1024,
    css: sum('Stylesheet') / 1024,
    requests: requests.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
    antd,
  };
}

const LANGUAGE = { es: 'es-PA,es;q=0.9', en: 'en-US,en;q=0.9', zh: 'zh-CN,zh;q=0.9' };
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

/** A first visit from a phone in the page's language (else Home would redirect to the browser's). */
async function auditOnce(url, port, locale) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    extraHeaders: { 'Accept-Language': LANGUAGE[locale] },
  });
  return figures(result.lhr);
}

/** Lighthouse's performance score moves between runs: report the median run. */
async function audit(url, port, locale, runs = RUNS) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await auditOnce(url, port, locale));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)];
}

async function main() {
  const nx = path.join(root, 'node_modules/nx/dist/bin/nx.js');
  const build = spawnSync(
    process.execPath,
    [nx, 'run-many', '-t', 'build', '--outputStyle=static'],
    { stdio: 'inherit', cwd: root },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const site = await startSite();
  const copy = await startStaticCopy(site.base);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const slug = (await (await fetch(`${site.base}/api/catalog/populars?lang=es`)).json()).data[0];
    const pages = [];
    for (const locale of ['es', 'en', 'zh']) {
      const product = (
        await (await fetch(`${site.base}/api/catalog/populars?lang=${locale}`)).json()
      ).data[0];
      const prefix = locale === 'es' ? '' : `/${locale}`;
      const category = {
        es: '/productos/mochilas',
        en: '/en/products/backpacks',
        zh: '/zh/产品/双肩包',
      }[locale];
      pages.push({ name: `Home (${locale})`, locale, path: prefix || '/' });
      pages.push({ name: `Category (${locale})`, locale, path: encodeURI(category) });
      pages.push({
        name: `Product (${locale})`,
        locale,
        path: encodeURI(product?.path ?? slug.path),
      });
    }
    // First requests compress the builds; measure what every later visitor gets.
    for (const page of pages)
      await fetch(site.base + page.path, { headers: { cookie: `lang=${page.locale}` } });
    await auditOnce(site.base + pages[0].path, chrome.port, 'es');
    const rows = [];
    for (const page of pages) {
      const app = await audit(site.base + page.path, chrome.port, page.locale);
      const floor = await audit(copy.base + page.path, chrome.port, page.locale, 1);
      rows.push({ page, app, floor });
      console.log(page.name, JSON.stringify(app));
    }
    const f = (n) => n.toFixed(1);
    const lines = [
      '| page | JS gz KiB | CSS KiB | requests | perf | a11y | SEO | best pr. | CLS | LCP s | antd | floor: requests / perf / a11y / SEO / CLS |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        ({ page, app, floor }) =>
          `| ${page.name} | ${f(app.js)} | ${f(app.css)} | ${app.requests} | ${app.performance} | ${app.accessibility} | ${app.seo} | ${app.bestPractices} | ${app.cls.toFixed(3)} | ${app.lcp.toFixed(2)} | ${app.antd ? 'yes' : 'no'} | ${floor.requests} / ${floor.performance} / ${floor.accessibility} / ${floor.seo} / ${floor.cls.toFixed(3)} |`,
      ),
    ];
    const misses = [];
    for (const { page, app } of rows) {
      if (page.name.startsWith('Home') && app.js > 200)
        misses.push(`${page.name}: ${f(app.js)} KiB JS (target ≤ 200)`);
      if (app.antd) misses.push(`${page.name}: loads antd`);
      if (app.performance < 95)
        misses.push(`${page.name}: performance ${app.performance} (target ≥ 95)`);
      if (app.accessibility < 95)
        misses.push(`${page.name}: accessibility ${app.accessibility} (target ≥ 95)`);
      if (app.seo < 100) misses.push(`${page.name}: SEO ${app.seo} (target 100)`);
      if (app.cls > 0.02) misses.push(`${page.name}: CLS ${app.cls.toFixed(3)} (target ≤ 0.02)`);
    }
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const section = `## Web (\`npm run bench:web\`)\n\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, Node ${process.version}, Lighthouse 12 (mobile emulation, simulated throttling; median of ${RUNS} runs by performance score) in Debian Chromium, production builds served by the API on SQLite. "Floor" is the same server-rendered HTML with every script removed. Targets: Home ≤ 200 KiB gz JS, no antd, performance ≥ 95, accessibility ≥ 95, SEO 100, CLS ≤ 0.02.\n\n${lines.join('\n')}\n\n${misses.length ? `Misses:\n\n${misses.map((m) => `- ${m}`).join('\n')}\n` : 'All targets met.\n'}`;
    console.log(`\n${section}`);
    const file = path.join(root, 'docs/performance.md');
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n\n';
    const pattern = /## Web \(`npm run bench:web`\)[\s\S]*?(?=\n## |$)/;
    fs.writeFileSync(
      file,
      pattern.test(current)
        ? current.replace(pattern, section)
        : `${current.trimEnd()}\n\n${section}`,
    );
  } finally {
    await chrome.kill();
    copy.stop();
    site.stop();
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
