/**
 * `npm run bench:web -- --profile`: where the main thread's time goes while a page starts, in
 * source terms. Each page is loaded cold in Chromium as a phone (Lighthouse's mobile viewport)
 * with the CPU slowed by DevTools throttling, traced with V8's sampling profiler, and every main
 * thread task of the load is listed with its start, its length and the functions that spent the
 * most time in it, read back through the hidden source maps of a `BUILD_SOURCE_MAPS=hidden`
 * build. A diagnosis tool: Lighthouse's TBT uses simulated throttling of an unthrottled trace, so
 * the tasks here are real slowed tasks, close to but not the same as the ones TBT counts.
 */
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { measureBenchmarkIndex, TARGET_PHONE_INDEX, throttlingRate } from './cpu-calibration.mjs';
import { median } from './load-tools.mjs';
import { root } from './production-api.mjs';

/** Where the site serves each build from (site/remote-builds.ts), and the folder it is built in. */
const BUILDS = [
  { prefix: '/mfe/storefront/', dist: 'mfe-storefront/dist' },
  { prefix: '/mfe/admin-users/', dist: 'mfe-admin-users/dist' },
  { prefix: '/mfe/admin-products/', dist: 'mfe-admin-products/dist' },
  { prefix: '/', dist: 'shell/dist' },
];

const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** How long a traced load goes on after the load event (at 4× CPU; scaled with the rate). */
const SETTLE_MS = 3000;

/** TBT counts the part of a task after FCP beyond this. */
const BLOCKING_MS = 50;

/** What a task did, by its first child event of these kinds. */
const TASK_KINDS = [
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
];

function distFileOf(url) {
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const build = BUILDS.find((b) => pathname.startsWith(b.prefix));
  return build ? path.join(root, build.dist, pathname.slice(build.prefix.length)) : null;
}

/** Whether the builds on disk have the hidden source maps a profile is read through. */
export function hasSourceMaps() {
  const folder = path.join(root, 'shell/dist/static/js');
  return fs.existsSync(folder) && fs.readdirSync(folder).some((f) => f.endsWith('.js.map'));
}

/** Removes the `.map` files of every build, so a later serve of these builds never offers them. */
export function removeSourceMaps() {
  for (const { dist } of BUILDS) {
    const folder = path.join(root, dist);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder, { recursive: true })) {
      if (String(file).endsWith('.map')) fs.rmSync(path.join(folder, String(file)));
    }
  }
}

/** Reads each script's hidden source map once; `null` when the build has none. */
function sourceMaps() {
  const maps = new Map();
  return (url) => {
    if (!maps.has(url)) {
      const file = distFileOf(url);
      const mapFile = file && `${file}.map`;
      maps.set(
        url,
        mapFile && fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null,
      );
    }
    return maps.get(url);
  };
}

/** `webpack://shell/./src/x.ts` → `shell/src/x.ts`; a package's file by package and file name. */
function shortSource(source) {
  // The federation runtime's generated code is named by its own text.
  if (source.length > 100) return `${decodeURIComponent(source).slice(0, 48)}…`;
  const clean = source.replace(/^webpack:\/\/\/?/, '').replace(/(^|\/)\.\//g, '$1');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules < 0) return clean.replace(/^(\.\.\/)+/, '');
  const rest = clean.slice(inModules + 'node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? rest.slice(0, 2).join('/') : rest[0];
  return `${name}/…/${rest[rest.length - 1]}`;
}

function shortUrl(url) {
  if (!url) return '';
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/\.[0-9a-f]{8,}\.js$/, '.js');
  } catch {
    return url;
  }
}

/**
 * A sampled function in source terms: `source:line name`, or as the browser named it. Samples of
 * one profile node share its call frame object, so each is mapped once.
 */
const frameNames = new WeakMap();
function frameName(callFrame, mapOf) {
  if (!frameNames.has(callFrame)) frameNames.set(callFrame, mappedFrameName(callFrame, mapOf));
  return frameNames.get(callFrame);
}

function mappedFrameName(callFrame, mapOf) {
  const { functionName, url, lineNumber, columnNumber } = callFrame;
  if (!url) return functionName || '(native)';
  const map = mapOf(url);
  if (map) {
    const found = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    if (found.source) {
      return `${shortSource(found.source)}:${found.line} ${found.name ?? functionName ?? ''}`.trim();
    }
  }
  return `${shortUrl(url)}:${lineNumber + 1}:${columnNumber} ${functionName || '(anonymous)'}`;
}

/**
 * The renderer main thread that loaded `url`, and the page's navigation start on it: the
 * navigation its first contentful paint belongs to, else the one that names the URL.
 */
function mainThreadOf(events, url) {
  const starts = events.filter((e) => e.name === 'navigationStart' && e.args?.data);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const id = fcp?.args?.data?.navigationId;
  const start =
    (id && starts.find((e) => e.args.data.navigationId === id)) ||
    starts.find(
      (e) =>
        e.args.data.isLoadingMainFrame && (e.args.data.documentLoaderURL ?? '').startsWith(url),
    );
  if (!start) return null;
  return { pid: start.pid, tid: start.tid, navigationStart: start.ts };
}

/** Every CPU sample of the thread: its time (µs, trace clock), length and leaf call frame. */
function samplesOf(events, { pid, tid }) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const profile = profiles.get(e.id) ?? { tid: e.tid, start: 0, nodes: new Map(), samples: [] };
    profiles.set(e.id, profile);
    const data = e.args?.data ?? {};
    if (e.name === 'Profile') profile.start = data.startTime;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) profile.samples.push([ids[i], deltas[i] ?? 0]);
  }
  // The main thread's profile is the one recorded for its tid, else the largest in the process.
  const chosen =
    [...profiles.values()].find((p) => p.tid === tid && p.samples.length) ??
    [...profiles.values()].sort((a, b) => b.samples.length - a.samples.length)[0];
  if (!chosen) return [];
  const samples = [];
  let time = chosen.start;
  for (const [id, delta] of chosen.samples) {
    time += delta;
    samples.push({ time, frame: chosen.nodes.get(id)?.callFrame });
  }
  for (let i = 0; i < samples.length; i++) {
    // The last sample and one after a pause in sampling count for no more than a typical one.
    const next = samples[i + 1]?.time ?? samples[i].time;
    samples[i].length = Math.min(next - samples[i].time, 2000);
  }
  return samples.filter((s) => s.frame);
}

function taskKind(children) {
  for (const kind of TASK_KINDS) {
    const event = children.find((e) => e.name === kind);
    if (!event) continue;
    const data = event.args?.data ?? event.args?.beginData ?? {};
    const where = shortUrl(data.url ?? data.fileName ?? '');
    const what = data.type ?? data.functionName ?? '';
    return [kind, what, where].filter(Boolean).join(' ');
  }
  return children[0]?.name ?? 'task';
}

/** Self time by function within [from, to), largest first. */
function topFrames(samples, from, to, mapOf, count) {
  const byName = new Map();
  for (const sample of samples) {
    if (sample.time < from || sample.time >= to) continue;
    const name = frameName(sample.frame, mapOf);
    byName.set(name, (byName.get(name) ?? 0) + sample.length);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: us / 1000 }));
}

/**
 * Time covered by the thread's samples within [from, to). The profiler samples in wall time,
 * throttling's pauses included, so this is about a task's length; much less means the sampler
 * itself was held back: the machine, not the page (another process, a busy host).
 */
function sampledMs(samples, from, to) {
  let us = 0;
  for (const sample of samples) {
    if (sample.time >= from && sample.time < to && sample.frame.functionName !== '(idle)')
      us += sample.length;
  }
  return us / 1000;
}

/**
 * The load's main thread tasks from a trace: each with its start after navigation, length,
 * kind and top functions; FCP; and the blocking time after FCP (TBT's rule on these tasks).
 * `null` when the trace holds no navigation of the page.
 */
export function readTrace(trace, url, mapOf, { minTaskMs, topCount = 4 }) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThreadOf(events, url);
  if (!thread) return null;
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const fcpEvent = onThread.find((e) => e.name === 'firstContentfulPaint');
  const fcp = fcpEvent ? (fcpEvent.ts - thread.navigationStart) / 1000 : null;
  const samples = samplesOf(events, thread);
  const tasks = onThread
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= thread.navigationStart)
    .sort((a, b) => a.ts - b.ts);
  const timed = onThread.filter((e) => e.ph === 'X' && e.name !== 'RunTask');
  let blocking = 0;
  const listed = [];
  for (const task of tasks) {
    const ms = task.dur / 1000;
    const at = (task.ts - thread.navigationStart) / 1000;
    if (fcp !== null && at >= fcp) blocking += Math.max(0, ms - BLOCKING_MS);
    if (ms < minTaskMs) continue;
    const end = task.ts + task.dur;
    const children = timed.filter((e) => e.ts >= task.ts && e.ts < end);
    listed.push({
      at,
      ms,
      kind: taskKind(children),
      frames: topFrames(samples, task.ts, end, mapOf, topCount),
      cpu: sampledMs(samples, task.ts, end),
    });
  }
  const last = tasks.at(-1);
  const until = last ? last.ts + last.dur : thread.navigationStart;
  return {
    fcp,
    blocking,
    tasks: listed,
    sampled: samples.length > 0,
    whole: topFrames(samples, thread.navigationStart, until, mapOf, 12).filter(
      (frame) => frame.name !== '(idle)',
    ),
  };
}

const ms = (n) => (n === null ? '–' : n.toFixed(n >= 100 ? 0 : 1));

function printRun(page, run, runs, rate, result) {
  const after = result.tasks.filter((t) => result.fcp !== null && t.at >= result.fcp);
  console.log(
    `\n${page.name}, run ${run}/${runs}, CPU ${rate}×: FCP ${ms(result.fcp)} ms, blocking after FCP ${ms(result.blocking)} ms, ${after.length} of the tasks below after FCP ("<": before FCP)`,
  );
  for (const task of result.tasks) {
    const mark = result.fcp !== null && task.at >= result.fcp ? ' ' : '<';
    console.log(
      `  ${mark} at ${ms(task.at).padStart(6)} ms  ${ms(task.ms).padStart(5)} ms (÷ ${rate}: ${ms(task.ms / rate)}; sampled ${ms(task.cpu)})  ${task.kind}`,
    );
    for (const frame of task.frames)
      console.log(`        ${ms(frame.ms).padStart(5)} ms  ${frame.name}`);
  }
}

/**
 * Profiles each of `pages` (`{ key, name, path, locale }`) `runs` times at `rate`× CPU, or with
 * `rate` null at the calibrated slowdown for this machine's benchmarkIndex, measured first.
 * Writes each trace to `traceDir` when given (loadable in DevTools' Performance panel). Resolves
 * with the rate used and per page the medians of its loads.
 */
export async function profilePages({
  base,
  pages,
  executablePath,
  flags,
  rate,
  runs,
  acceptLanguage,
  minTaskMs,
  traceDir,
}) {
  const mapOf = sourceMaps();
  const browser = await chromium.launch({ executablePath, args: flags });
  const summary = [];
  try {
    // Each page once, untraced, first: the server compresses a file for the encoding a browser
    // asks for on the first such request (seconds for brotli's largest), and the browser's own
    // first-load costs are not the page's either.
    const warm = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'es' } });
    const warmTab = await warm.newPage();
    for (const page of pages) {
      await warmTab.goto(base + page.path, { waitUntil: 'load' });
      await warmTab.waitForSelector('#root[data-hydrated="true"]', { timeout: 30_000 });
      await warmTab.waitForTimeout(500);
    }
    if (rate === null) {
      // On a blank page, as Lighthouse measures it: nothing of the site running meanwhile.
      await warmTab.goto('about:blank');
      const index = await measureBenchmarkIndex(warmTab);
      rate = throttlingRate(index);
      console.log(`benchmarkIndex ${index}: CPU slowed ${rate}× (index ÷ ${TARGET_PHONE_INDEX})`);
    }
    await warm.close();
    for (const page of pages) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        // A new context each run: a first visit, cold cache, as Lighthouse loads pages.
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          extraHTTPHeaders: { 'Accept-Language': acceptLanguage[page.locale] },
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
        const url = base + page.path;
        await tab.goto(url, { waitUntil: 'load' });
        // Waited for from here, not in the page: Playwright's waits run its own scripts there,
        // which would be traced as the page's tasks. Long enough for hydration, idle callbacks
        // and the sections deferred after it.
        const settle = SETTLE_MS * Math.max(1, rate / 4);
        await new Promise((resolve) => setTimeout(resolve, settle));
        const buffer = await browser.stopTracing();
        const hydrated = await tab.locator('#root[data-hydrated="true"]').count();
        await context.close();
        if (!hydrated) throw new Error(`${url} had not hydrated ${settle} ms after load`);
        if (traceDir) {
          fs.mkdirSync(traceDir, { recursive: true });
          fs.writeFileSync(path.join(traceDir, `${page.key}-${rate}x-${run}.json`), buffer);
        }
        const result = readTrace(JSON.parse(buffer.toString('utf8')), url, mapOf, { minTaskMs });
        if (!result) {
          const kept = path.join(traceDir ?? os.tmpdir(), `${page.key}-${rate}x-${run}.json`);
          fs.mkdirSync(path.dirname(kept), { recursive: true });
          fs.writeFileSync(kept, buffer);
          console.warn(
            `\n${page.name}, run ${run}: no navigation to read in the trace (kept: ${kept})`,
          );
          continue;
        }
        if (!result.sampled) console.warn('  (no CPU samples in this trace: functions not shown)');
        printRun(page, run, runs, rate, result);
        results.push(result);
      }
      if (!results.length) continue;
      summary.push({
        page,
        fcp: median(results.map((r) => r.fcp ?? 0)),
        blocking: median(results.map((r) => r.blocking)),
        longest: median(
          results.map((r) =>
            Math.max(0, ...r.tasks.filter((t) => r.fcp !== null && t.at >= r.fcp).map((t) => t.ms)),
          ),
        ),
        whole: results.at(-1).whole,
      });
    }
  } finally {
    await browser.close();
  }
  return { rate, summary };
}
