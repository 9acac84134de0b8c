#!/usr/bin/env node
/**
 * Reads the logs `.ci/run` keeps per phase: how many tests ran (jest, Playwright, node:test), how
 * many Nx tasks ran and how many Nx replayed from a cache. CI must prove every target on the
 * clone it was given, so a single cache hit fails the run.
 *
 *   node scripts/ci-log.mjs check <phase.log>   exit 1 when the log shows an Nx cache hit
 *   node scripts/ci-log.mjs report <log dir>    the table of phases (phases.tsv + each log)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters.
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

export function stripAnsi(text) {
  return text.replace(ANSI, '');
}

function emptyTally() {
  return { passed: 0, failed: 0, skipped: 0, flaky: 0, total: 0 };
}

function addCounts(tally, line, names) {
  for (const [, count, word] of line.matchAll(/(\d+) ([a-z]+)/g)) {
    const key = names[word];
    if (key) tally[key] += Number(count);
  }
}

/** Test totals from jest ("Tests: 2 skipped, 40 passed, 42 total"), Playwright and node:test. */
export function tallyTests(rawText) {
  const text = stripAnsi(rawText);
  const tally = emptyTally();
  for (const [line] of text.matchAll(/^Tests:\s+.*$/gm)) {
    addCounts(tally, line, {
      passed: 'passed',
      failed: 'failed',
      skipped: 'skipped',
      todo: 'skipped',
    });
  }
  // Playwright's list reporter closes with lines such as "  41 passed (6.2m)", "  1 flaky".
  for (const [, count, word] of text.matchAll(
    /^ {2}(\d+) (passed|failed|flaky|skipped|did not run|interrupted)(?: \(.*\))?$/gm,
  )) {
    const key = { passed: 'passed', flaky: 'flaky', failed: 'failed' }[word] ?? 'skipped';
    tally[key] += Number(count);
  }
  // node:test, TAP ("# pass 3") or spec ("ℹ pass 3") reporter.
  for (const [, word, count] of text.matchAll(/^[#ℹ] (pass|fail|skipped|todo) (\d+)$/gm)) {
    const key = { pass: 'passed', fail: 'failed' }[word] ?? 'skipped';
    tally[key] += Number(count);
  }
  tally.total = tally.passed + tally.failed + tally.skipped + tally.flaky;
  return tally;
}

const HIT_MARKER = /\[(local cache|remote cache|existing outputs match the cache, left as is)\]/;

/** Nx tasks the log shows started, and those Nx replayed from a cache instead of running. */
export function nxTasks(rawText) {
  const text = stripAnsi(rawText);
  const started = new Set();
  const cached = new Set();
  for (const [line, task] of text.matchAll(/^\s*> nx run (\S+)(.*)$/gm)) {
    started.add(task);
    if (HIT_MARKER.test(line)) cached.add(task);
  }
  // Each Nx run's summary says it twice when it replayed anything: "Nx read the output from the
  // cache instead of running the command for 2 out of 2 tasks." and "Cache: 2/2 hit (100%)".
  const sumOf = (pattern) =>
    [...text.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  const summaryHits = Math.max(
    sumOf(/Nx read the output from the cache instead of running the command for (\d+) out of/g),
    sumOf(/^\s*Cache:\s+(\d+)\/\d+ hit/gm),
  );
  return { run: started.size - cached.size, cacheHits: Math.max(cached.size, summaryHits) };
}

function formatSeconds(seconds) {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

/** The phase table; `phases` are { name, seconds, status, log } in run order. */
export function report(phases) {
  const rows = phases.map((phase) => {
    const text = phase.log && fs.existsSync(phase.log) ? fs.readFileSync(phase.log, 'utf8') : '';
    return { ...phase, tests: tallyTests(text), nx: nxTasks(text) };
  });
  const header = [
    'phase',
    'time',
    'status',
    'tests passed',
    'failed',
    'skipped',
    'flaky',
    'Nx tasks run',
    'Nx cache hits',
  ];
  const lines = rows.map((row) => [
    row.name,
    formatSeconds(row.seconds),
    row.status,
    row.tests.passed,
    row.tests.failed,
    row.tests.skipped,
    row.tests.flaky,
    row.nx.run,
    row.nx.cacheHits,
  ]);
  const sum = (pick) => rows.reduce((total, row) => total + pick(row), 0);
  lines.push([
    'total',
    formatSeconds(sum((row) => row.seconds)),
    rows.every((row) => row.status === 'ok') ? 'ok' : 'FAILED',
    sum((row) => row.tests.passed),
    sum((row) => row.tests.failed),
    sum((row) => row.tests.skipped),
    sum((row) => row.tests.flaky),
    sum((row) => row.nx.run),
    sum((row) => row.nx.cacheHits),
  ]);
  const table = [header, ...lines].map((cells) => cells.map(String));
  const widths = header.map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
  const text = table
    .map((cells) =>
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    )
    .join('\n');
  return { text, cacheHits: sum((row) => row.nx.cacheHits) };
}

/** phases.tsv: one "name<TAB>seconds<TAB>status<TAB>log file" line per phase. */
export function readPhases(dir) {
  const file = path.join(dir, 'phases.tsv');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, status, log] = line.split('\t');
      return {
        name,
        seconds: Number(seconds),
        status,
        log: log ? path.resolve(dir, log) : undefined,
      };
    });
}

function main([command, target]) {
  if (command === 'check' && target) {
    const { run, cacheHits } = nxTasks(fs.readFileSync(target, 'utf8'));
    if (cacheHits > 0) {
      console.error(
        `${cacheHits} Nx task(s) were replayed from a cache instead of run (${run} ran): CI must run every target. ` +
          'Look for NX_SKIP_NX_CACHE and nx.json cacheDirectory.',
      );
      return 1;
    }
    return 0;
  }
  if (command === 'report' && target) {
    const { text, cacheHits } = report(readPhases(target));
    console.log(text);
    return cacheHits > 0 ? 1 : 0;
  }
  console.error('usage: ci-log.mjs check <phase.log> | report <log dir>');
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
