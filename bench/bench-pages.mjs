#!/usr/bin/env node
/**
 * `npm run bench:pages`: the storefront's server-rendered HTML under load, at 64 connections,
 * beside a bare Node http server answering the same bytes in the same run (the floor), on SQLite
 * and — when MYSQL_URL is set — on MySQL/MariaDB, with the site built and started in production
 * mode. Home, a category page and a product page: cache hits and If-None-Match → 304, then cold
 * renders of pages nobody asked for yet. Judged against issue 11's targets (hits ≥ 0.5× the floor
 * with p99 ≤ 20 ms, 304 ≥ 1×, a cold render p95 ≤ 15 ms). Writes its table into
 * docs/performance.md. A benchmark, not a test: it lists the misses instead of failing.
 *
 * Options:
 *   --rounds N        rounds of every row, medians reported (default 3, or BENCH_ROUNDS)
 *   --seconds N       autocannon duration per row (default 8, or BENCH_SECONDS)
 *   --databases LIST  sqlite,mysql (default: sqlite, and mysql when MYSQL_URL is set)
 *   --no-build        use the builds already on disk
 *   --no-write        print only; --out FILE writes there instead of docs/performance.md
 *   --quick           --rounds 1 --seconds 2 --no-write
 * A shorter run than the full one never writes docs/performance.md unless --out names a file.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  CONNECTIONS,
  buildOrExit,
  databaseVersions,
  fmt,
  getRaw,
  median,
  mysqlDatabase,
  percentile,
  ratioText as ratioOver,
  row,
  run as runFor,
  selectDatabases,
  startBare,
  summary,
  verdict,
} from './load-tools.mjs';
import { startProductionApi } from './production-api.mjs';
import { writePerformanceSection } from './performance-doc.mjs';

const FULL = { rounds: 3, seconds: 8 };
const TARGETS = { hitRatio: 0.5, hitP99: 20, notModifiedRatio: 1, coldP95: 15 };
/** Cold renders timed per round. */
const COLD_PER_ROUND = 30;
const HTML = { accept: 'text/html' };
const SETTLE_MS = 15_000;

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    databases: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    out: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
if (args.quick) {
  args.rounds ??= '1';
  args.seconds ??= '2';
  args['no-write'] = true;
}
const ROUNDS = Number(args.rounds ?? process.env.BENCH_ROUNDS ?? FULL.rounds);
const DURATION = Number(args.seconds ?? process.env.BENCH_SECONDS ?? FULL.seconds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds must be a positive integer');
if (!(DURATION > 0)) throw new Error('--seconds must be positive');
const DATABASES = selectDatabases(args.databases);
const run = (url, opts) => runFor(url, DURATION, opts);

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The three measured pages: Spanish, so a client with no language headers gets no redirect. */
async function measuredPages(base) {
  const list = await json(`${base}/api/catalog/products?lang=es&category=backpacks&per_page=1`);
  if (!list.data[0]) throw new Error('no backpack in the catalogue: was the database seeded?');
  return { home: '/', category: '/productos/mochilas', product: list.data[0].path };
}

/** Every product page in every language, and the sorted list pages: pages nobody asked for yet. */
async function coldCandidates(base, measured) {
  const paths = [];
  for (const lang of ['es', 'en', 'zh']) {
    for (let page = 1; ; page++) {
      const answer = await json(
        `${base}/api/catalog/products?lang=${lang}&per_page=48&page=${page}`,
      );
      paths.push(...answer.data.map((item) => item.path));
      if (answer.meta.to >= answer.meta.total || answer.data.length === 0) break;
    }
  }
  const lists = ['/productos/todos', '/en/products/all', '/zh/产品/全部'];
  for (const sort of ['price_asc', 'price_desc']) {
    for (const list of lists) paths.push(`${list}?sort=${sort}`);
  }
  const skip = new Set(Object.values(measured));
  // Interleave kinds and languages so each round's sample is alike.
  return [...new Set(paths)]
    .filter((p) => !skip.has(p))
    .map((p, i) => ({ p, k: (i * 7919) % 1009 }))
    .sort((a, b) => a.k - b.k)
    .map(({ p }) => encodeURI(decodeURI(p)));
}

/** Renders `paths` one at a time; the build time is what the server reports in Server-Timing. */
async function coldRenders(base, paths) {
  const built = [];
  const parts = { data: [], render: [] };
  const roundTrip = [];
  // Let the previous rows' garbage be collected, so a GC pause from the load is not booked here.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const p of paths) {
    const started = performance.now();
    const response = await fetch(base + p, { headers: HTML });
    await response.arrayBuffer();
    roundTrip.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${p}: ${response.status}`);
    const timing = /build;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (!timing) throw new Error(`${p}: no Server-Timing, so it was not rendered for this request`);
    built.push(Number(timing[1]));
    for (const name of Object.keys(parts)) {
      const part = new RegExp(`${name};dur=([\\d.]+)`).exec(response.headers.get('server-timing'));
      if (part) parts[name].push(Number(part[1]));
    }
  }
  return { built, parts, roundTrip };
}

async function benchDatabase(label, env) {
  const api = await startProductionApi(`pages-${label}`, env);
  try {
    const pages = await measuredPages(api.base);
    const raw = {};
    for (const [name, p] of Object.entries(pages)) {
      raw[name] = await getRaw(api.base + p, HTML);
      // The second answer must come from the cache, or the hit rows would measure renders.
      const again = await fetch(api.base + p, { headers: HTML });
      await again.arrayBuffer();
      if (again.headers.get('server-timing'))
        throw new Error(`${p} was rendered twice: is the page cache on?`);
    }
    const candidates = await coldCandidates(api.base, pages);
    if (candidates.length < ROUNDS * COLD_PER_ROUND)
      throw new Error(`only ${candidates.length} cold pages for ${ROUNDS} rounds`);
    const bare = await startBare(
      Object.entries(pages).map(([name, p]) => ({
        path: p,
        body: raw[name].body.toString('base64'),
        etag: raw[name].etag,
        type: raw[name].type,
      })),
    );
    const rounds = [];
    const cold = { built: [], roundTrip: [], data: [], render: [] };
    try {
      // A production start compresses every build file in the background: let that finish
      // (it is start-up work, not serving), then warm up untimed (JIT, connections).
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      for (const p of Object.values(pages)) await runFor(api.base + p, 1);
      for (let round = 0; round < ROUNDS; round++) {
        const results = {};
        for (const [name, p] of Object.entries(pages)) {
          results[`bare-${name}`] = summary(await run(bare.base + p));
          results[`hit-${name}`] = summary(await run(api.base + p));
          results[`304-${name}`] = summary(
            await run(api.base + p, { headers: { 'if-none-match': raw[name].etag } }),
            304,
          );
        }
        rounds.push(results);
        const renders = await coldRenders(
          api.base,
          candidates.slice(round * COLD_PER_ROUND, (round + 1) * COLD_PER_ROUND),
        );
        cold.built.push(...renders.built);
        cold.roundTrip.push(...renders.roundTrip);
        cold.data.push(...renders.parts.data);
        cold.render.push(...renders.parts.render);
        console.log(
          `${label} round ${round + 1}/${ROUNDS}: ${Object.entries(results)
            .map(([name, r]) => `${name} ${Math.round(r.rps)} req/s p99 ${r.p99} ms`)
            .join('; ')}; cold p95 ${percentile(renders.built, 95).toFixed(1)} ms`,
        );
      }
    } finally {
      bare.stop();
    }
    return {
      label,
      pages,
      bytes: Object.fromEntries(Object.entries(raw).map(([n, r]) => [n, r.body.length])),
      rounds,
      cold,
    };
  } finally {
    await api.stop();
  }
}

function report(results) {
  const lines = [
    `| database | page | HTML KB | bare Node req/s | bare p50 / p99 ms | hit req/s | × bare | hit p50 / p99 ms | 304 req/s | × bare | hit ≥ ${TARGETS.hitRatio}×, p99 ≤ ${TARGETS.hitP99} ms | 304 ≥ ${TARGETS.notModifiedRatio}× |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const misses = [];
  for (const r of results) {
    for (const name of Object.keys(r.pages)) {
      const floor = row(r.rounds, `bare-${name}`);
      const hit = row(r.rounds, `hit-${name}`, `bare-${name}`);
      const notModified = row(r.rounds, `304-${name}`, `bare-${name}`);
      const hitOk = hit.ratio >= TARGETS.hitRatio && hit.p99 <= TARGETS.hitP99;
      const nmOk = notModified.ratio >= TARGETS.notModifiedRatio;
      if (!hitOk)
        misses.push(
          `${r.label}, ${name} hit: ${hit.ratio.toFixed(2)}× bare Node, p99 ${hit.p99} ms (target ≥ ${TARGETS.hitRatio}×, p99 ≤ ${TARGETS.hitP99} ms)`,
        );
      if (!nmOk)
        misses.push(
          `${r.label}, ${name} 304: ${notModified.ratio.toFixed(2)}× bare Node (target ≥ ${TARGETS.notModifiedRatio}×)`,
        );
      const errors = floor.errors + hit.errors + notModified.errors;
      if (errors) misses.push(`${r.label}, ${name}: ${errors} errors, timeouts or wrong statuses`);
      lines.push(
        `| ${r.label} | ${name} \`${decodeURI(r.pages[name])}\` | ${(r.bytes[name] / 1024).toFixed(1)} | ${fmt(floor.rps)} | ${floor.p50} / ${floor.p99} | ${fmt(hit.rps)} | ${ratioOver(hit, ROUNDS)} | ${hit.p50} / ${hit.p99} | ${fmt(notModified.rps)} | ${ratioOver(notModified, ROUNDS)} | ${verdict(hitOk)} | ${verdict(nmOk)} |`,
      );
    }
    const built = {
      median: median(r.cold.built),
      p95: percentile(r.cold.built, 95),
      max: Math.max(...r.cold.built),
    };
    const coldOk = built.p95 <= TARGETS.coldP95;
    if (!coldOk)
      misses.push(
        `${r.label}, cold render: p95 ${built.p95.toFixed(1)} ms (target ≤ ${TARGETS.coldP95} ms), median ${built.median.toFixed(1)}, max ${built.max.toFixed(1)}`,
      );
    lines.push(
      `| ${r.label} | cold render, ${r.cold.built.length} pages nobody had asked for, one at a time (Server-Timing) | — | — | — | — | — | median ${built.median.toFixed(1)}, p95 ${built.p95.toFixed(1)}, max ${built.max.toFixed(1)} | — | — | p95 ≤ ${TARGETS.coldP95} ms: ${verdict(coldOk)} | — |`,
      ...['data', 'render'].map(
        (part) =>
          `| ${r.label} | … of which ${part === 'data' ? 'the catalogue read and the head' : 'the React render'} | — | — | — | — | — | median ${median(r.cold[part]).toFixed(1)}, p95 ${percentile(r.cold[part], 95).toFixed(1)}, max ${Math.max(...r.cold[part]).toFixed(1)} | — | — | — | — |`,
      ),
      `| ${r.label} | cold render round trip (the same requests, by the client, compressed) | — | — | — | — | — | median ${median(r.cold.roundTrip).toFixed(1)}, max ${Math.max(...r.cold.roundTrip).toFixed(1)} | — | — | — | — |`,
    );
  }
  return { lines, misses };
}

async function main() {
  if (!args['no-build']) buildOrExit(['run-many', '-t', 'build']);
  const versions = databaseVersions(DATABASES);
  const results = [];
  if (DATABASES.includes('sqlite')) results.push(await benchDatabase('sqlite', {}));
  if (DATABASES.includes('mysql')) {
    const mysql = mysqlDatabase();
    try {
      results.push(await benchDatabase('mysql', { DATABASE_URL: mysql.url }));
    } finally {
      mysql.drop();
    }
  }
  const { lines, misses } = report(results);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = `## Pages (\`npm run bench:pages\`)

Measured ${when} UTC on ${os.cpus().length} × ${cpu}, Node ${process.version}, ${DATABASES.map((db) => versions[db]).join(', ')}; the site built and started in production mode (\`NODE_ENV=production\`, demo catalogue seeded beforehand). autocannon, ${CONNECTIONS} connections × ${DURATION} s per row, ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}: req/s and latencies are medians over the rounds, "× bare" the median of each round's ratio to a bare Node \`http\` server answering the page's exact bytes, measured just before it (range in brackets). Bodies uncompressed on both sides (no Accept-Encoding); the load generator shares the machine.

- **Hit:** a page already in the byte cache, answered by the Node server before Express (\`PageCache.tryServe\`): the language-redirect check, one Map lookup and a write.
- **304:** the same request with the page's ETag in \`If-None-Match\`; the bare server answers the full page, so ≥ 1× means revalidating costs less than sending the bytes.
- **Cold render:** product pages in three languages and sorted lists that no request had asked for, one at a time after each round's rows: the catalogue read, the React server render of the shell and the storefront, and the page's assembly, as the server reports it in \`Server-Timing\`.

${lines.join('\n')}

${misses.length ? `Misses:\n\n${misses.map((m) => `- ${m}`).join('\n')}` : 'Targets: all met.'}
`;
  console.log(`\n${section}`);
  if (args['no-write']) return;
  if ((ROUNDS < FULL.rounds || DURATION < FULL.seconds) && !args.out) {
    console.log('\nNot written: a shorter run than the full one (use --out FILE).');
    return;
  }
  writePerformanceSection(section, '## Pages (`npm run bench:pages`)', args.out);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
