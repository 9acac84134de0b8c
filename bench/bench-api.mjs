#!/usr/bin/env node
/**
 * `npm run bench:api`: throughput and latency of the public catalogue API at 64
 * connections, beside a bare Node http server answering the same bytes in the
 * same run (the floor), on SQLite and — when MYSQL_URL is set — on MySQL.
 * Writes the table into docs/performance.md. A benchmark, not a test: it prints
 * how far each figure is from its target instead of failing.
 */
import autocannon from 'autocannon';
import { execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 64;

function run(url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, pipelining: 1, ...opts },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function waitForStdout(child, text) {
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout waiting for "${text}"`)), 180_000);
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`process exited with ${code}`)));
  });
}

async function startApi(label, env) {
  const port = 39000 + Math.floor(Math.random() * 1000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bolsos-bench-${label}-`));
  const child = spawn(process.execPath, [path.join(root, 'services/api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForStdout(child, 'Bolsos is running');
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill(), dataDir };
}

async function startBare(routes) {
  const child = fork(path.join(root, 'bench/bare-server.mjs'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve) =>
    child.on('message', (m) => m.type === 'listening' && resolve(m.port)),
  );
  child.send({ type: 'routes', routes });
  await new Promise((resolve) => child.on('message', (m) => m.type === 'ready' && resolve()));
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

function summary(result, expected = 200) {
  const ok = result.statusCodeStats?.[String(expected)]?.count ?? 0;
  const total = Object.values(result.statusCodeStats ?? {}).reduce((n, s) => n + s.count, 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + (total - ok),
  };
}

async function benchDatabase(label, env) {
  const api = await startApi(label, env);
  try {
    const listPath = '/api/catalog/products?lang=es&per_page=24';
    const list = await fetch(api.base + listPath);
    const listBody = Buffer.from(await list.arrayBuffer());
    const slug = JSON.parse(listBody.toString()).data[0].slug;
    const productPath = `/api/catalog/products/es/${slug}`;
    const product = await fetch(api.base + productPath);
    const productBody = Buffer.from(await product.arrayBuffer());
    const bare = await startBare([
      { path: listPath, body: listBody.toString('base64'), etag: list.headers.get('etag') },
      {
        path: productPath,
        body: productBody.toString('base64'),
        etag: product.headers.get('etag'),
      },
    ]);
    try {
      // Cold pages: distinct keys, each built from the database once.
      // The target is the build (database reads, serializing), which the API reports in
      // Server-Timing; the round trip adds HTTP, compression and this client's own work.
      const cold = [];
      const built = [];
      for (let perPage = 10; perPage < 40; perPage++) {
        const started = performance.now();
        const response = await fetch(
          `${api.base}/api/catalog/products?lang=en&per_page=${perPage}&sort=price_asc`,
        );
        await response.arrayBuffer();
        cold.push(performance.now() - started);
        const timing = /build;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
        if (timing) built.push(Number(timing[1]));
      }
      cold.sort((a, b) => a - b);
      built.sort((a, b) => a - b);
      const results = {
        bareList: summary(await run(bare.base + listPath)),
        apiList: summary(await run(api.base + listPath)),
        api304: summary(
          await run(api.base + listPath, {
            headers: { 'if-none-match': list.headers.get('etag') },
          }),
          304,
        ),
        bareProduct: summary(await run(bare.base + productPath)),
        apiProduct: summary(await run(api.base + productPath)),
      };
      return {
        label,
        bytes: { list: listBody.length, product: productBody.length },
        cold: { p50: cold[15], max: cold.at(-1) },
        built: { p50: built[Math.floor(built.length / 2)] ?? NaN, max: built.at(-1) ?? NaN },
        results,
      };
    } finally {
      bare.stop();
    }
  } finally {
    api.stop();
    fs.rmSync(api.dataDir, { recursive: true, force: true });
  }
}

function mysqlDatabase() {
  if (!process.env.MYSQL_URL) return null;
  const url = new URL(process.env.MYSQL_URL);
  const name = `${url.pathname.slice(1) || 'bolsos_bench'}_bench_${Date.now()}`;
  const args = [
    '-h',
    url.hostname,
    '-P',
    url.port || '3306',
    '-u',
    decodeURIComponent(url.username),
  ];
  if (url.password) args.push(`-p${decodeURIComponent(url.password)}`);
  execFileSync('mysql', [
    ...args,
    '-e',
    `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  ]);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => execFileSync('mysql', [...args, '-e', `DROP DATABASE IF EXISTS \`${name}\``]),
  };
}

const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const ratio = (a, b) => (a / b).toFixed(2);

async function main() {
  const nx = path.join(root, 'node_modules/nx/dist/bin/nx.js');
  spawnSync(process.execPath, [nx, 'run', 'api:build', '--outputStyle=static'], {
    stdio: 'inherit',
    cwd: root,
  });
  const runs = [await benchDatabase('sqlite', {})];
  const mysql = mysqlDatabase();
  if (mysql) {
    try {
      runs.push(await benchDatabase('mysql', { DATABASE_URL: mysql.url }));
    } finally {
      mysql.drop();
    }
  }
  const lines = [
    '| database | endpoint | req/s | × bare Node | p50 ms | p99 ms | target |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of runs) {
    const { bareList, apiList, api304, bareProduct, apiProduct } = r.results;
    lines.push(
      `| ${r.label} | bare Node, list (${(r.bytes.list / 1024).toFixed(1)} KB) | ${fmt(bareList.rps)} | 1.00 | ${bareList.p50} | ${bareList.p99} | floor |`,
    );
    lines.push(
      `| ${r.label} | catalogue list, cache hit | ${fmt(apiList.rps)} | ${ratio(apiList.rps, bareList.rps)} | ${apiList.p50} | ${apiList.p99} | ≥ 0.18×, p99 ≤ 30 ms |`,
    );
    lines.push(
      `| ${r.label} | catalogue list, If-None-Match → 304 | ${fmt(api304.rps)} | ${ratio(api304.rps, bareList.rps)} | ${api304.p50} | ${api304.p99} | ≥ 0.28× |`,
    );
    lines.push(
      `| ${r.label} | bare Node, product (${(r.bytes.product / 1024).toFixed(1)} KB) | ${fmt(bareProduct.rps)} | 1.00 | ${bareProduct.p50} | ${bareProduct.p99} | floor |`,
    );
    lines.push(
      `| ${r.label} | product page, cache hit | ${fmt(apiProduct.rps)} | ${ratio(apiProduct.rps, bareProduct.rps)} | ${apiProduct.p50} | ${apiProduct.p99} | ≥ 0.18×, p99 ≤ 30 ms |`,
    );
    lines.push(
      `| ${r.label} | cold page built (30 distinct keys, sequential; Server-Timing) | — | — | ${r.built.p50.toFixed(1)} | max ${r.built.max.toFixed(1)} | ≤ 10 ms |`,
    );
    lines.push(
      `| ${r.label} | cold page round trip (the same requests, measured by the client) | — | — | ${r.cold.p50.toFixed(1)} | max ${r.cold.max.toFixed(1)} | — |`,
    );
    const errors = Object.values(r.results).reduce((n, s) => n + s.errors, 0);
    if (errors)
      lines.push(`| ${r.label} | errors or non-2xx during the runs | ${errors} | | | | 0 |`);
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = `## API (\`npm run bench:api\`)\n\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; autocannon ${CONNECTIONS} connections × ${DURATION} s per row, load generator on the same machine. Targets from design.md §7 (newer than the issue's ≥ 0.5×/50 ms).\n\n`;
  const section = `${header}${lines.join('\n')}\n`;
  console.log(`\n${section}`);
  const file = path.join(root, 'docs/performance.md');
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Performance\n\nBenchmarks, not tests: each run rewrites its own section.\n\n';
  const updated = /## API \(`npm run bench:api`\)[\s\S]*?(?=\n## |$)/.test(current)
    ? current.replace(/## API \(`npm run bench:api`\)[\s\S]*?(?=\n## |$)/, section)
    : `${current.trimEnd()}\n\n${section}`;
  fs.writeFileSync(file, updated);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
