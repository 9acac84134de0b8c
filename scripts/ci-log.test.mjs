import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { nxTasks, readPhases, report, tallyTests } from './ci-log.mjs';

// Shapes copied from real output of Nx 23 (outputStyle=static), jest 30 and Playwright's list
// reporter on this workspace.
const NX_RAN = `
 NX   Running target lint for 2 projects:

> nx run contracts:lint

> eslint libs/contracts

> nx run router:lint

 NX   Successfully ran target lint for 2 projects

  Run duration:      14.0s
  Cache:             0/2 hit (0%)
`;

const NX_REPLAYED = `
> nx run contracts:lint  [existing outputs match the cache, left as is]

> eslint libs/contracts

> nx run router:lint  [local cache]

 NX   Successfully ran target lint for 2 projects

Nx read the output from the cache instead of running the command for 2 out of 2 tasks.

  Cache:             2/2 hit (100%)
`;

const JEST = `
Test Suites: 1 skipped, 24 passed, 24 of 25 total
Tests:       12 skipped, 1 todo, 300 passed, 313 total
Snapshots:   0 total
Test Suites: 3 passed, 3 total
\u001b[1mTests:       \u001b[22m\u001b[1m\u001b[31m1 failed\u001b[39m\u001b[22m, \u001b[1m\u001b[32m20 passed\u001b[39m\u001b[22m, 21 total
`;

const PLAYWRIGHT = `
  ✓  41 [chromium] › journeys/version-notice.e2e.ts:12:3 › journey 9 (3.1s)

  1 flaky
    [chromium] › journeys/remote-down.e2e.ts:40:3 › journey 8
  2 skipped
  40 passed (6.2m)
`;

test('jest totals add up across projects, colours or not; todo counts as skipped', () => {
  assert.deepEqual(tallyTests(JEST), { passed: 320, failed: 1, skipped: 13, flaky: 0, total: 334 });
});

test('Playwright totals: passed, flaky and skipped', () => {
  assert.deepEqual(tallyTests(PLAYWRIGHT), {
    passed: 40,
    failed: 0,
    skipped: 2,
    flaky: 1,
    total: 43,
  });
});

test('node:test totals in TAP and spec form', () => {
  const tally = tallyTests('# tests 4\n# pass 3\n# fail 1\nℹ pass 2\nℹ skipped 1\n');
  assert.deepEqual(tally, { passed: 5, failed: 1, skipped: 1, flaky: 0, total: 7 });
});

test('a log with no test summary counts nothing', () => {
  assert.equal(tallyTests(NX_RAN).total, 0);
});

test('tasks that ran are counted and no hit is reported', () => {
  assert.deepEqual(nxTasks(NX_RAN), { run: 2, cacheHits: 0 });
});

test('replayed tasks are cache hits, from the task markers or the summary', () => {
  assert.deepEqual(nxTasks(NX_REPLAYED), { run: 0, cacheHits: 2 });
  // A summary alone (a run whose task lines were cut) still reports the hits, once.
  const summaryOnly = NX_REPLAYED.split('\n')
    .filter((line) => !line.includes('> nx run'))
    .join('\n');
  assert.equal(nxTasks(summaryOnly).cacheHits, 2);
});

test('the report sums the phases and fails on any cache hit', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-log-'));
  try {
    fs.writeFileSync(path.join(dir, '1.log'), NX_RAN + JEST);
    fs.writeFileSync(path.join(dir, '2.log'), PLAYWRIGHT);
    fs.writeFileSync(
      path.join(dir, 'phases.tsv'),
      'unit\t61\tok\t1.log\nbrowser\t125\tok\t2.log\n',
    );
    const clean = report(readPhases(dir));
    assert.equal(clean.cacheHits, 0);
    assert.match(clean.text, /^unit\s+1m 01s\s+ok\s+320\s+1\s+13\s+0\s+2\s+0$/m);
    assert.match(clean.text, /^total\s+3m 06s\s+ok\s+360\s+1\s+15\s+1\s+2\s+0$/m);

    fs.appendFileSync(path.join(dir, 'phases.tsv'), 'again\t1\tFAILED\t3.log\n');
    fs.writeFileSync(path.join(dir, '3.log'), NX_REPLAYED);
    const replayed = report(readPhases(dir));
    assert.equal(replayed.cacheHits, 2);
    assert.match(replayed.text, /^total\s+3m 07s\s+FAILED\s/m);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
