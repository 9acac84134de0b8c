/**
 * `bench:web --compare DIR` / `--compare-ref REF`: the same pages from two builds, served side by
 * side by two production APIs and audited in alternation (A, B, A, B …) by one Chromium, so that a
 * busy moment of this noisy machine falls on both. Prints medians and ranges per page; writes
 * nothing to docs/performance.md (a comparison is evidence for a change, not the published table).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, runNx } from './load-tools.mjs';
import { root, startProductionApi } from './production-api.mjs';

/** What the API needs under a web root to serve and render pages (static-site.ts, server-renderer.ts). */
const REQUIRED = ['shell/dist/index.html', 'shell/dist/server/index.js', 'mfe-storefront/dist'];

/**
 * A web root the API can serve: its builds must exist, and its server bundles resolve React and
 * the other packages from a `node_modules` beside them, so a copy without one gets a link to ours.
 */
export function prepareWebRoot(dir) {
  const webRoot = path.resolve(dir);
  const missing = REQUIRED.filter((file) => !fs.existsSync(path.join(webRoot, file)));
  if (missing.length)
    throw new Error(`${webRoot} is not a built web root: missing ${missing.join(', ')}`);
  const modules = path.join(webRoot, 'node_modules');
  if (!fs.existsSync(modules)) {
    fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
    console.log(`Linked ${modules} to this checkout's node_modules.`);
  }
  return webRoot;
}

/**
 * Builds `ref` in a temporary git worktree (this checkout's node_modules linked in, so a ref whose
 * lockfile differs is built against today's packages: the comparison says so). Resolves with the
 * worktree's path and a cleanup.
 */
export function buildRef(ref) {
  const found = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
    cwd: root,
  });
  if (found.status !== 0) throw new Error(`--compare-ref: "${ref}" names no commit here`);
  const sha = found.stdout.toString().trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-web-${sha.slice(0, 8)}-`));
  execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: root, stdio: 'ignore' });
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const lockChanged = spawnSync(
      'git',
      ['diff', '--quiet', sha, 'HEAD', '--', 'package-lock.json'],
      {
        cwd: root,
      },
    ).status;
    if (lockChanged)
      console.warn(
        `package-lock.json differs between ${ref} and HEAD: ${ref} is built with HEAD's packages.`,
      );
    const build = runNx(['run-many', '-t', 'build', '--skip-nx-cache'], {
      cwd: dir,
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    if (build.status !== 0)
      throw new Error(`building ${ref} failed (exit ${build.status ?? build.signal})`);
    return { dir, sha, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

const range = (values) =>
  values.length ? `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}` : '—';
const mid = (values) => (values.length ? median(values) : NaN);

function summary(results) {
  const ok = results.filter((r) => !r.error);
  const pick = (f) => ok.map(f).filter((v) => typeof v === 'number' && Number.isFinite(v));
  return {
    failed: results.length - ok.length,
    tbt: pick((r) => r.tbt),
    calibrated: pick((r) => r.calibrated?.tbt),
    performance: pick((r) => r.performance),
    lcp: pick((r) => r.lcp * 1000),
    index: pick((r) => r.benchmarkIndex),
  };
}

/**
 * `pagesOf(base)`: the pages to compare, [{ name, path, locale }], read from the site at `base`;
 * `auditOnce(url, port, locale)`: one load measured as bench:web measures it. Starts a production
 * API on this checkout's builds (A) and one on `webRootB` (B), alternates the runs and prints one
 * table.
 */
export async function compareWebRoots({
  labelA,
  labelB,
  webRootB,
  pagesOf,
  runs,
  port,
  auditOnce,
}) {
  const a = await startProductionApi('web-a');
  let b;
  try {
    b = await startProductionApi('web-b', { WEB_ROOT: webRootB });
    const pages = await pagesOf(a.base);
    const rows = [];
    for (const page of pages) {
      // First requests render and compress; measure what every later visitor gets.
      await fetch(a.base + page.path);
      await fetch(b.base + page.path);
      const results = { a: [], b: [] };
      for (let run = 0; run < runs; run++) {
        // Alternate which goes first, so neither side always follows the other's load.
        const order = run % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
        for (const side of order) {
          const base = side === 'a' ? a.base : b.base;
          const result = await auditOnce(base + page.path, port, page.locale);
          if (result.error) console.warn(`  ${side.toUpperCase()} ${page.name}: ${result.error}`);
          results[side].push(result);
        }
      }
      rows.push({ page, a: summary(results.a), b: summary(results.b) });
      console.log(`${page.name} done`);
    }
    const cell = (values, digits = 0) =>
      `${Number.isFinite(mid(values)) ? mid(values).toFixed(digits) : '—'} (${range(values)})`;
    const lines = [
      `A = ${labelA}, B = ${labelB}; ${runs} alternating Lighthouse runs per side and page, medians (ranges).`,
      '',
      '| page | TBT A | TBT B | calibrated TBT A | calibrated TBT B | perf A | perf B | LCP ms A | LCP ms B | CPU index | failed runs A / B |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        ({ page, a: x, b: y }) =>
          `| ${page.name} | ${cell(x.tbt)} | ${cell(y.tbt)} | ${cell(x.calibrated)} | ${cell(y.calibrated)} | ${cell(x.performance)} | ${cell(y.performance)} | ${cell(x.lcp)} | ${cell(y.lcp)} | ${range([...x.index, ...y.index])} | ${x.failed} / ${y.failed} |`,
      ),
    ];
    console.log(`\n${lines.join('\n')}`);
    return rows;
  } finally {
    await b?.stop();
    await a.stop();
  }
}
