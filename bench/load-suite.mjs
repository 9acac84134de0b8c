/**
 * `npm run test:load` (issue 15 §5): the whole site under visitors and staff at once, then with
 * MariaDB and Redis taken away mid-load. A test with assertions (exit 1 on a failed one) that
 * also reports its figures. CI runs it small; `--full` is the size the issue names (200 visitors,
 * 5 staff, 60 s) and `--write` puts the figures in docs/performance.md.
 *
 * The API is the production build (`NODE_ENV=production`, demo catalogue seeded first) on a fresh
 * MariaDB database, with sessions and rate limits in Redis. MariaDB and Redis are reached through
 * TCP links of this script's own (each in its own process, bench/tcp-link.mjs), so it can cut them
 * as a stopped server would (connections dropped, new ones refused) without touching the shared
 * services.
 */
import mysql from 'mysql2/promise';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { fillDatabase, generateCatalogue } from './generated-catalogue.mjs';
import { mysqlDatabase, percentile, Session, Visitor, whenIdle } from './load-tools.mjs';
import { writePerformanceSection } from './performance-doc.mjs';
import { startProductionApi } from './production-api.mjs';
import { startLink } from './tcp-link.mjs';

const args = process.argv.slice(2);
const FULL = args.includes('--full');
const SIZE = FULL
  ? { visitors: 200, staff: 5, seconds: 60, outageSeconds: 5 }
  : { visitors: 24, staff: 2, seconds: 8, outageSeconds: 3 };
const REQUEST_LIMIT_MS = 2000;
/** Each staff member's pace: a read, a save, the inbox and a note, once a second at most. */
const STAFF_ROUND_MS = 1000;
/**
 * LOAD_CATALOGUE_PRODUCTS=N (bench:scale): N generated products beside the demo catalogue, so the
 * same load runs over a large shop; LOAD_REPORT_JSON=FILE writes the phases' rows there.
 */
const EXTRA_PRODUCTS = Number(process.env.LOAD_CATALOGUE_PRODUCTS ?? 0);

if (!process.env.MYSQL_URL || !process.env.REDIS_URL) {
  console.error('test:load needs MYSQL_URL (MariaDB) and REDIS_URL');
  process.exit(1);
}

const linked = (urlText, port) => {
  const url = new URL(urlText);
  url.host = `127.0.0.1:${port}`;
  return url.toString();
};

/** Timings and outcomes per kind of request. */
class Tally {
  constructor() {
    this.kinds = new Map();
    this.failures = [];
  }
  add(kind, ms, ok, detail) {
    const entry = this.kinds.get(kind) ?? { times: [], ok: 0, failed: 0 };
    entry.times.push(ms);
    if (ok) entry.ok++;
    else {
      entry.failed++;
      if (this.failures.length < 20) this.failures.push(`${kind}: ${detail}`);
    }
    this.kinds.set(kind, entry);
  }
  rows(seconds) {
    return [...this.kinds].map(([kind, e]) => ({
      kind,
      requests: e.times.length,
      failed: e.failed,
      rps: e.times.length / seconds,
      p50: percentile(e.times, 50),
      p99: percentile(e.times, 99),
      max: e.times.reduce((a, b) => Math.max(a, b), 0),
    }));
  }
}

/** A phase's rows as a console table, rounded. */
function printRows(rows) {
  console.table(
    rows.map((r) => ({
      ...r,
      rps: r.rps.toFixed(0),
      p50: r.p50.toFixed(1),
      p99: r.p99.toFixed(1),
      max: r.max.toFixed(0),
    })),
  );
}

// From a random point, so a run does not reuse the visitor addresses of one minutes before: the
// rate-limit windows live in Redis (ten minutes for contact), and a retrying contact sender uses
// up to all five of its address's sends.
let addressSerial = Math.floor(Math.random() * 2 ** 23);
const nextAddress = () => {
  addressSerial++;
  return `10.${(addressSerial >> 16) & 255}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
};

async function main() {
  const db = mysqlDatabase();
  const mariaUrl = new URL(db.url);
  const redisUrl = new URL(process.env.REDIS_URL);
  const dbLink = await startLink(Number(mariaUrl.port || 3306), mariaUrl.hostname);
  const redisLink = await startLink(Number(redisUrl.port || 6379), redisUrl.hostname);
  const dbPort = dbLink.port;
  const redisPort = redisLink.port;
  let api;
  const report = [];
  let failed = false;
  const counts = { pass: 0, fail: 0 };
  const check = (ok, text) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
    counts[ok ? 'pass' : 'fail']++;
    if (!ok) failed = true;
  };
  try {
    console.log(`Seeding and starting the production API (${FULL ? 'full' : 'CI'} size)…`);
    api = await startProductionApi(
      'load',
      {
        DATABASE_URL: linked(db.url, dbPort),
        SESSION_STORE: 'redis',
        REDIS_URL: linked(process.env.REDIS_URL, redisPort),
        TRUST_PROXY: 'true',
        LOG_FORMAT: 'json',
      },
      EXTRA_PRODUCTS > 0
        ? {
            prepare: () =>
              fillDatabase({ type: 'mysql', url: db.url }, generateCatalogue(EXTRA_PRODUCTS)),
          }
        : {},
    );
    const base = api.base;
    const catalogue = await (
      await fetch(`${base}/api/catalog/products?lang=es&per_page=40`)
    ).json();
    const products = catalogue.data;
    const pages = [
      '/',
      '/en',
      '/zh',
      '/productos/mochilas',
      '/en/products/backpacks',
      ...products.slice(0, 12).map((p) => p.path),
    ];
    const jsons = [
      '/api/catalog/products?lang=es&category=backpacks',
      '/api/catalog/products?lang=en&page=2',
      '/api/catalog/populars?lang=zh',
    ];

    // ---- 1. steady load: visitors and staff together ----
    let stop = false;
    let steady;
    const visitor = async (n) => {
      const s = new Visitor(base, nextAddress());
      for (let i = n; !stop; i++) {
        const html = i % 2 === 0;
        const path = html ? pages[i % pages.length] : jsons[i % jsons.length];
        try {
          const res = await s.get(path, html ? 'text/html' : 'application/json');
          // a product listed by its Spanish slug under another category path redirects (301)
          steady.add(
            html ? 'visitor HTML' : 'visitor JSON',
            res.ms,
            [200, 301].includes(res.status),
            `${path} → ${res.status}`,
          );
        } catch (error) {
          steady.add(html ? 'visitor HTML' : 'visitor JSON', 0, false, `${path} → ${error}`);
        }
      }
    };
    /**
     * The PUT body that saves `product` (a staff read's data) with a new Spanish description and,
     * when `nudge` is given, its price moved by that much: every other save is a price edit.
     */
    const withDescription = (product, description, nudge = 0) => ({
      category: product.category,
      price: Math.round((Number(product.price) + nudge) * 100) / 100,
      published: product.published,
      translations: Object.fromEntries(
        Object.entries(product.translations).map(([locale, t]) => [
          locale,
          {
            name: t.name,
            slug: t.slug,
            description: locale === 'es' ? description : t.description,
          },
        ]),
      ),
    });
    const signIn = async (staffBase, n) => {
      const s = new Session(staffBase, nextAddress());
      await s.login(
        n % 2 ? 'manager@bolsos.test' : 'admin@bolsos.test',
        n % 2 ? 'Manager#2026demo' : 'Admin#2026demo',
      );
      return s;
    };
    const staffMember = async (staffBase, n) => {
      const s = await signIn(staffBase, n);
      for (let i = 0; !stop; i++) {
        const cycle = performance.now();
        const product = products[(n * 7 + i) % products.length];
        try {
          const read = await s.request('GET', `/api/products/${product.id}`);
          steady.add('staff read', read.ms, read.status === 200, `read → ${read.status}`);
          const edit = await s.request('PUT', `/api/products/${product.id}`, {
            // A cent up, then down: a price edit every other round, a description the rest.
            body: withDescription(
              JSON.parse(read.text).data,
              `Carga ${n}-${i}`,
              i % 2 === 0 ? 0 : i % 4 === 1 ? 0.01 : -0.01,
            ),
          });
          steady.add(
            'staff edit',
            edit.ms,
            edit.status === 200,
            `edit → ${edit.status} ${edit.text.slice(0, 200)}`,
          );
          const inbox = await s.request('GET', '/api/messages?per_page=10');
          steady.add('staff inbox', inbox.ms, inbox.status === 200, `inbox → ${inbox.status}`);
          const first = JSON.parse(inbox.text).data?.[0];
          if (first) {
            const note = await s.request('POST', `/api/messages/${first.id}/notes`, {
              body: { body: `Visto ${n}-${i}` },
            });
            steady.add('staff note', note.ms, note.status === 201, `note → ${note.status}`);
          }
        } catch (error) {
          steady.add('staff edit', 0, false, String(error));
        }
        // A person, however quick, does not save a product the moment the last one is saved:
        // one round of four requests a second at most, so staff answered faster do not ask more
        // and the set-ups below carry the same work.
        const rest = STAFF_ROUND_MS - (performance.now() - cycle);
        if (rest > 0 && !stop) await new Promise((resolve) => setTimeout(resolve, rest));
      }
    };
    // Messages for staff to answer.
    for (let i = 0; i < 3; i++) {
      const s = new Session(base, nextAddress());
      await s.request('GET', '/sanctum/csrf-cookie');
      await s.request('POST', '/api/contact', {
        body: {
          name: 'Cliente',
          email: `c${i}@example.com`,
          message: 'Hola, ¿tienen stock?',
          language: 'es',
        },
      });
    }
    /** Visitors on the first API and staff on `staffBase` for the steady time: its rows. */
    const steadyLoad = async (phase, staffBase) => {
      steady = new Tally();
      stop = false;
      const started = performance.now();
      const workers = [
        ...Array.from({ length: SIZE.visitors }, (_, n) => visitor(n)),
        ...Array.from({ length: SIZE.staff }, (_, n) => staffMember(staffBase, n)),
      ];
      await new Promise((resolve) => setTimeout(resolve, SIZE.seconds * 1000));
      stop = true;
      await Promise.all(workers);
      const rows = steady.rows((performance.now() - started) / 1000);
      console.log(phase);
      printRows(rows);
      check(
        steady.failures.length === 0,
        `${phase}: 0 failed requests (${steady.failures.join('; ')})`,
      );
      report.push({ phase, rows });
    };
    // As docs/deploy.md advises once visitors keep an API busy: the balancer sends requests that
    // carry a staff session to a replica of their own, so a save's database round trips do not
    // wait behind hundreds of visitors' requests on one event loop. Then the same load with
    // everyone on one API, to show what that costs.
    // Every visitor address answered once, so the phases measure cached pages, not first renders.
    const warmer = new Visitor(base, nextAddress());
    for (const path of pages) await warmer.get(path, 'text/html');
    for (const path of jsons) await warmer.get(path, 'application/json');
    const backOffice = await api.startReplica();
    const waited = await whenIdle([api.pid, backOffice.pid]);
    console.log(`Both APIs idle after ${waited.toFixed(1)} s (their builds compressed)`);
    await steadyLoad('steady', backOffice.base);
    {
      // A save on the back-office replica reaches the visitors' replica through Redis.
      const s = await signIn(backOffice.base, 0);
      const product = products[1];
      const read = await s.request('GET', `/api/products/${product.id}`);
      const marker = `Guardado en la réplica ${Date.now()}`;
      const edit = await s.request('PUT', `/api/products/${product.id}`, {
        body: withDescription(JSON.parse(read.text).data, marker),
      });
      const saved = performance.now();
      let seenAfter = null;
      while (edit.status === 200 && performance.now() - saved < 3000) {
        const page = await fetch(`${base}${product.path}`).then((r) => r.text());
        if (page.includes(marker)) {
          seenAfter = performance.now() - saved;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      check(
        edit.status === 200 && seenAfter !== null && seenAfter <= 1000,
        `a save on the back-office replica (${edit.status}) shows on the visitors' replica's page in ${seenAfter === null ? 'more than 3 s' : `${seenAfter.toFixed(0)} ms`} (≤ 1 s)`,
      );
    }
    await steadyLoad('steady, staff on the visitors’ API', base);
    let started;

    // ---- 2. MariaDB stopped and started mid-load ----
    const outage = new Tally();
    stop = false;
    let sent = 0;
    let retried = 0;
    const accepted = [];
    // Sent, and never answered 201 within its attempts: the visitor was left to try again.
    const gaveUp = [];
    // Like the storefront's form: one key per message, the same on each retry after a 503, so
    // a send whose COMMIT reached MariaDB as the link was cut (stored, yet answered 503) is
    // acknowledged on retry, not stored again. Five attempts at most: the contact rate limit is
    // five per visitor address; the pauses (0.4, 0.8, 1.6, 3.2 s) outlast the outage.
    const contactAttempts = 5;
    const retryPause = (attempt) => 400 * 2 ** (attempt - 1);
    const contactSender = async () => {
      for (let i = 0; !stop; i++) {
        const s = new Session(base, nextAddress());
        let email;
        try {
          const csrf = await s.request('GET', '/sanctum/csrf-cookie');
          if (csrf.status !== 204) {
            outage.add(
              'contact during outage',
              csrf.ms,
              csrf.status === 503 && csrf.retryAfter !== null && csrf.ms < REQUEST_LIMIT_MS,
              `csrf → ${csrf.status}`,
            );
            continue;
          }
          email = `load-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}@example.com`;
          const body = {
            name: 'Carga',
            email,
            message: 'Mensaje de prueba de carga',
            language: 'es',
          };
          const headers = { 'Idempotency-Key': randomUUID() };
          sent++;
          // Not stopped by `stop`: a message in flight is seen through to its answer.
          for (let attempt = 1; ; attempt++) {
            const res = await s.request('POST', '/api/contact', { body, headers });
            outage.add(
              'contact during outage',
              res.ms,
              (res.status === 201 || (res.status === 503 && res.retryAfter !== null)) &&
                res.ms < REQUEST_LIMIT_MS,
              `contact → ${res.status} in ${res.ms.toFixed(0)} ms`,
            );
            if (res.status === 201) {
              accepted.push(email);
              break;
            }
            if (res.status !== 503 || attempt === contactAttempts) {
              gaveUp.push(email);
              break;
            }
            if (attempt === 1) retried++;
            await new Promise((resolve) => setTimeout(resolve, retryPause(attempt)));
          }
        } catch (error) {
          if (email && !accepted.includes(email)) gaveUp.push(email);
          outage.add('contact during outage', 0, false, String(error));
        }
      }
    };
    const reader = async (n) => {
      const s = new Session(base, nextAddress());
      for (let i = n; !stop; i++) {
        const path =
          i % 2 ? pages[i % pages.length] : `/api/catalog/products?lang=es&page=${1 + (i % 5)}`;
        try {
          const res = await s.request('GET', path, {
            accept: i % 2 ? 'text/html' : 'application/json',
          });
          const ok =
            ([200, 301].includes(res.status) || (res.status === 503 && res.retryAfter !== null)) &&
            res.ms < REQUEST_LIMIT_MS;
          outage.add(
            'reads during outage',
            res.ms,
            ok,
            `${path} → ${res.status} in ${res.ms.toFixed(0)} ms`,
          );
        } catch (error) {
          outage.add('reads during outage', 0, false, `${path} → ${error}`);
        }
      }
    };
    started = performance.now();
    const outageWorkers = [
      ...Array.from({ length: Math.max(4, SIZE.visitors / 4) }, (_, n) => reader(n)),
      contactSender(),
      contactSender(),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await dbLink.cut();
    await new Promise((resolve) => setTimeout(resolve, SIZE.outageSeconds * 1000));
    await dbLink.restore();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    stop = true;
    await Promise.all(outageWorkers);
    const outageRows = outage.rows((performance.now() - started) / 1000);
    printRows(outageRows);
    check(
      outage.failures.length === 0,
      `MariaDB outage: every answer 2xx or 503 with Retry-After within ${REQUEST_LIMIT_MS} ms (${outage.failures.join('; ')})`,
    );
    const afterDb = await fetch(`${base}/api/catalog/products?lang=zh&page=3`);
    check(
      afterDb.status === 200,
      `the API serves again after MariaDB is back, without a restart (${afterDb.status})`,
    );
    const connection = await mysql.createConnection(db.url);
    const [rows] = await connection.query(
      "SELECT email, COUNT(*) AS n FROM contact_messages WHERE email LIKE 'load-%' GROUP BY email",
    );
    await connection.end();
    const stored = new Map(rows.map((r) => [r.email, Number(r.n)]));
    const lost = accepted.filter((email) => !stored.has(email));
    const twice = [...stored].filter(([, n]) => n > 1);
    // With the retries on one key, a message stored as its answer was lost is acknowledged by
    // the next attempt: every stored message has had its 201, and none is stored twice.
    const unacknowledged = [...stored.keys()].filter((email) => !accepted.includes(email));
    check(
      lost.length === 0 &&
        twice.length === 0 &&
        unacknowledged.length === 0 &&
        stored.size === accepted.length,
      `no write lost or applied twice: ${sent} sent, ${retried} retried after a 503, ${accepted.length} accepted, ${stored.size} stored, ${lost.length} lost, ${twice.length} twice, ${unacknowledged.length} stored without a 201`,
    );
    check(
      gaveUp.length === 0,
      `every contact message sent during the outage was accepted within ${contactAttempts} attempts (${gaveUp.length} given up)`,
    );
    report.push({
      phase: 'MariaDB outage',
      rows: outageRows,
      writes: { sent, retried, accepted: accepted.length, stored: stored.size },
    });

    // ---- 3. Redis cut mid-load (sessions and rate limits live there) ----
    const redisOutage = new Tally();
    stop = false;
    const staffSession = new Session(base, nextAddress());
    await staffSession.login('admin@bolsos.test', 'Admin#2026demo');
    const staffProbe = async () => {
      while (!stop) {
        const res = await staffSession.request('GET', '/api/account');
        const ok =
          (res.status === 200 || (res.status === 503 && res.retryAfter !== null)) &&
          res.ms < REQUEST_LIMIT_MS;
        redisOutage.add(
          `staff during Redis cut (${res.status})`,
          res.ms,
          ok,
          `account → ${res.status} in ${res.ms.toFixed(0)} ms`,
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const publicReader = async (n) => {
      const s = new Visitor(base, nextAddress());
      for (let i = n; !stop; i++) {
        const path = i % 2 ? pages[i % pages.length] : jsons[i % jsons.length];
        const res = await s
          .get(path, i % 2 ? 'text/html' : 'application/json')
          .catch((e) => ({ status: String(e), ms: 0 }));
        redisOutage.add(
          'public during Redis cut',
          res.ms,
          [200, 301].includes(res.status),
          `${path} → ${res.status}`,
        );
      }
    };
    started = performance.now();
    const redisWorkers = [
      staffProbe(),
      ...Array.from({ length: Math.max(4, SIZE.visitors / 4) }, (_, n) => publicReader(n)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 500));
    await redisLink.cut();
    await new Promise((resolve) => setTimeout(resolve, SIZE.outageSeconds * 1000));
    const during = [...redisOutage.kinds.keys()];
    await redisLink.restore();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    stop = true;
    await Promise.all(redisWorkers);
    const redisRows = redisOutage.rows((performance.now() - started) / 1000);
    printRows(redisRows);
    check(
      redisOutage.failures.length === 0,
      `Redis cut: public pages keep serving, staff calls answer 503 at once (${redisOutage.failures.join('; ')})`,
    );
    check(
      during.some((k) => k.includes('(503)')),
      'staff calls answered 503 while Redis was away',
    );
    const back = await staffSession.request('GET', '/api/account');
    check(
      back.status === 200,
      `the staff session works again once Redis is back, without a restart (${back.status})`,
    );
    report.push({ phase: 'Redis cut', rows: redisRows });
  } finally {
    await api?.stop();
    await dbLink.stop();
    await redisLink.stop();
    db.drop();
  }

  if (args.includes('--write')) writeReport(report);
  if (process.env.LOAD_REPORT_JSON)
    fs.writeFileSync(process.env.LOAD_REPORT_JSON, JSON.stringify({ size: SIZE, report, counts }));
  // The totals in node:test's words, so CI's phase table counts these checks.
  console.log(`ℹ pass ${counts.pass}\nℹ fail ${counts.fail}`);
  if (failed) process.exit(1);
}

function writeReport(report) {
  const lines = [
    '## Load and faults',
    '',
    `\`npm run test:load -- ${FULL ? '--full ' : ''}--write\`, ${new Date().toISOString().slice(0, 10)}: the production API on MariaDB with sessions in Redis, ${SIZE.visitors} visitors and ${SIZE.staff} staff for ${SIZE.seconds} s, then MariaDB and Redis each cut for ${SIZE.outageSeconds} s under load. Times in ms.`,
    '',
    'The load generator runs on the same machine as the API, MariaDB and Redis (2 cores here), so req/s is what the machine does with all of them, not the API alone. MariaDB and Redis are reached through TCP links in processes of their own, which the outage phases cut; they run ahead of the servers (nice −10, as root), since the network they stand in for takes none of their CPU. Visitors ask without pause (each sends its next request when the last is answered), through keep-alive `node:http` sockets, asking for brotli like a browser but not decompressing; they keep the API\'s one event loop busy. Each staff member reads a product, saves it, reads the inbox and adds a note, once a second at most. "steady" runs staff on a back-office replica of their own (a second API process on the same machine, database and Redis, as docs/deploy.md advises), "steady, staff on the visitors’ API" the same load with everyone on one process, where every staff request\'s database and Redis round trips wait their turn behind the visitors\'. Each staff edit saves a new Spanish description, and every other one a price a cent up or down as well: a description clears the edited product\'s pages, search and the sitemap on every replica; a price also the list pages showing its card and every page in price order of its category and of all products. During the outages only 503s with `Retry-After` and cached answers are expected; a failed request is a 5xx, a hang past 2 s or a network error.',
    '',
  ];
  for (const { phase, rows, writes } of report) {
    lines.push(
      `### ${phase}`,
      '',
      '| kind | requests | failed | req/s | p50 | p99 | max |',
      '|---|---|---|---|---|---|---|',
    );
    for (const r of rows)
      lines.push(
        `| ${r.kind} | ${r.requests} | ${r.failed} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(0)} |`,
      );
    if (writes)
      lines.push(
        '',
        `Contact messages: ${writes.sent} sent (${writes.retried} retried with the same Idempotency-Key after a 503), ${writes.accepted} accepted (201), ${writes.stored} stored; none lost, none twice.`,
      );
    lines.push('');
  }
  writePerformanceSection(`${lines.join('\n')}\n`, '## Load and faults');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
