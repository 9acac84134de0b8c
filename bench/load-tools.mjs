/**
 * What the load benchmarks (bench-api.mjs, bench-pages.mjs, bench-search.mjs,
 * bench-admin-lists.mjs, load-suite.mjs) share: autocannon at a fixed number of connections, the
 * bare Node server that is their floor, a throwaway MySQL database, the medians and ratios their
 * tables report, and a signed-in browser-like session.
 */
import autocannon from 'autocannon';
import { execFileSync, fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './production-api.mjs';

export const CONNECTIONS = 64;

export function run(url, duration, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, pipelining: 1, ...opts },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** The floor: a bare Node http server (its own process) answering `routes` with fixed bytes. */
export async function startBare(routes) {
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

export function summary(result, expected = 200) {
  const ok = result.statusCodeStats?.[String(expected)]?.count ?? 0;
  const total = Object.values(result.statusCodeStats ?? {}).reduce((n, s) => n + s.count, 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (total - ok),
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * The uncompressed answer (autocannon sends no Accept-Encoding, so both servers send these
 * bytes), with its validator and type for the bare server.
 */
export async function getRaw(url, headers = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    etag: response.headers.get('etag'),
    type: response.headers.get('content-type'),
  };
}

function mysqlArgs(url) {
  const args = [
    '-h',
    url.hostname,
    '-P',
    url.port || '3306',
    '-u',
    decodeURIComponent(url.username),
  ];
  if (url.password) args.push(`-p${decodeURIComponent(url.password)}`);
  return args;
}

/** A new database next to MYSQL_URL's, and how to drop it. */
export function mysqlDatabase() {
  const url = new URL(process.env.MYSQL_URL);
  const name = `${url.pathname.slice(1) || 'bolsos_bench'}_bench_${Date.now()}`;
  const args = mysqlArgs(url);
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

/** The benchmarks' database options: sqlite, and mysql when MYSQL_URL is set. */
export function selectDatabases(list) {
  const databases = (list ?? (process.env.MYSQL_URL ? 'sqlite,mysql' : 'sqlite'))
    .split(',')
    .map((d) => d.trim());
  for (const db of databases)
    if (!['sqlite', 'mysql'].includes(db)) throw new Error(`unknown database "${db}"`);
  if (databases.includes('mysql') && !process.env.MYSQL_URL)
    throw new Error('--databases mysql needs MYSQL_URL');
  return databases;
}

export function databaseVersions(databases) {
  const versions = {};
  try {
    const Database = createRequire(import.meta.url)('better-sqlite3');
    const db = new Database(':memory:');
    versions.sqlite = `SQLite ${db.prepare('select sqlite_version() as v').get().v}`;
    db.close();
  } catch {
    versions.sqlite = 'SQLite (version unknown)';
  }
  if (databases.includes('mysql')) {
    const version = execFileSync('mysql', [
      ...mysqlArgs(new URL(process.env.MYSQL_URL)),
      '-N',
      '-B',
      '-e',
      'SELECT VERSION()',
    ])
      .toString()
      .trim();
    versions.mysql = /mariadb/i.test(version) ? `MariaDB ${version}` : `MySQL ${version}`;
  }
  return versions;
}

// /proc counts CPU time in clock ticks of 1/100 s (USER_HZ) on Linux.
const CLOCK_TICKS = 100;

/** Clock ticks of CPU (user + system, every thread) process `pid` has used, from /proc. */
function cpuTicks(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until processes `pids` are idle (together under a tenth of a core for two half-seconds
 * running, at most `limitMs`): a started API compresses its builds in zlib's threads for a while,
 * and a load phase begun meanwhile measures that start, not the steady state. Resolves to the
 * seconds waited.
 */
export async function whenIdle(pids, limitMs = 60_000) {
  const started = performance.now();
  const total = () => pids.reduce((sum, pid) => sum + cpuTicks(pid), 0);
  let last = total();
  let quiet = 0;
  while (quiet < 2 && performance.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = total();
    quiet = (now - last) / CLOCK_TICKS / 0.5 < 0.1 ? quiet + 1 : 0;
    last = now;
  }
  return (performance.now() - started) / 1000;
}

/**
 * The pids of the local MariaDB or MySQL server (empty when there is none here, or it runs
 * elsewhere): the benchmarks wait for it too, since after a bulk load it merges and purges in the
 * background for a while, on the same two cores the timed requests need.
 */
export function databaseServerPids() {
  const found = spawnSync('pidof', ['mariadbd', 'mysqld'], { encoding: 'utf8' });
  return (found.stdout ?? '').split(/\s+/).filter(Boolean).map(Number);
}

export const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

/** Medians over the rounds; the ratio is each round's ratio to its own floor run, then the median. */
export function row(rounds, name, floorName) {
  const ratios = floorName ? rounds.map((r) => r[name].rps / r[floorName].rps) : [1];
  return {
    rps: median(rounds.map((r) => r[name].rps)),
    p50: median(rounds.map((r) => r[name].p50)),
    p99: median(rounds.map((r) => r[name].p99)),
    ratio: median(ratios),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    errors: rounds.reduce((n, r) => n + r[name].errors, 0),
  };
}

export const ratioText = (r, rounds) =>
  rounds > 1
    ? `${r.ratio.toFixed(2)} (${r.ratioRange[0].toFixed(2)}–${r.ratioRange[1].toFixed(2)})`
    : r.ratio.toFixed(2);

export const verdict = (ok) => (ok ? 'met' : '**missed**');

/** Runs an Nx command in the workspace at `cwd` (this checkout by default); returns spawnSync's result. */
export function runNx(nxArgs, { cwd = root, env = process.env } = {}) {
  const nx = path.join(cwd, 'node_modules/nx/dist/bin/nx.js');
  return spawnSync(process.execPath, [nx, ...nxArgs, '--outputStyle=static'], {
    stdio: 'inherit',
    cwd,
    env,
  });
}

/** Runs an Nx command (`run api:build`, `run-many -t build`), exiting when it fails. */
export function buildOrExit(nxArgs) {
  const build = runNx(nxArgs);
  if (build.status !== 0) {
    console.error(`The build failed (exit ${build.status ?? build.signal}); nothing measured.`);
    process.exit(build.status || 1);
  }
}

/** A browser-like client: its cookies, the XSRF echo, its own address for the rate limits. */
export class Session {
  constructor(base, ip) {
    this.base = base;
    this.ip = ip;
    this.cookies = new Map();
  }
  async request(method, path, { body, accept = 'application/json', headers: extra = {} } = {}) {
    const headers = { accept, 'x-forwarded-for': this.ip, ...extra };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return {
      status: res.status,
      text,
      ms,
      retryAfter: res.headers.get('retry-after'),
      etag: res.headers.get('etag'),
    };
  }
  async login(email, password) {
    await this.request('GET', '/sanctum/csrf-cookie');
    const res = await this.request('POST', '/api/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
  }
}

/** Keep-alive sockets shared by every Visitor of the process, as a browser keeps its own. */
const visitorAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * A shopper reading public pages for a load test: GETs only, keep-alive, cookies kept, asking
 * for brotli or gzip as a browser does. It costs the load generator a fraction of fetch(): the
 * bytes are read, not decompressed (the phone does that, not the server), with no WHATWG
 * streams, Headers objects or abort timers per request. On two cores shared with the API, a
 * fetch() client of 200 visitors made most of the latency it measured.
 */
export class Visitor {
  constructor(base, ip) {
    this.url = new URL(base);
    this.ip = ip;
    this.cookies = new Map();
  }
  /** `{ status, ms }`: the time to the response's last byte. */
  get(path, accept = 'text/html') {
    const headers = {
      accept,
      'accept-encoding': 'br, gzip',
      'x-forwarded-for': this.ip,
    };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.get(
        {
          host: this.url.hostname,
          port: this.url.port,
          path,
          headers,
          agent: visitorAgent,
          timeout: 15_000,
        },
        (res) => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';');
            const index = pair.indexOf('=');
            this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
          }
          res.on('data', () => undefined);
          res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
      req.on('error', reject);
    });
  }
}
