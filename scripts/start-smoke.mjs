#!/usr/bin/env node
// Proves the README's first command: `npm start` on an empty data folder builds, migrates,
// seeds and serves the whole site, and prints the URL and the demo logins. CI runs it after
// the browser journeys; like every CI step it builds for real (NX_SKIP_NX_CACHE).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.SMOKE_PORT || 3987);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bolsos-start-'));
const url = `http://localhost:${port}`;
const expectedLines = [
  `Bolsos is running at ${url}`,
  'admin@bolsos.test / Admin#2026demo (admin)',
  'manager@bolsos.test / Manager#2026demo (manager)',
];

// detached: npm start spawns nx and then node; the whole group must go at the end.
const child = spawn('npm', ['start'], {
  cwd: root,
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: '',
    SESSION_STORE: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
}

function stop() {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** The checks below, counted in the TAP summary CI's phase table reads (scripts/ci-log.mjs). */
const CHECKS = ['URL and logins printed', 'health', 'server-rendered Home', 'demo catalogue'];
let passed = 0;

async function check() {
  const deadline = Date.now() + 15 * 60_000;
  while (!expectedLines.every((line) => output.includes(line))) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('npm start did not print the URL and logins');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  passed++;
  const health = await fetch(`${url}/api/health`);
  if (health.status !== 200) throw new Error(`/api/health answered ${health.status}`);
  passed++;
  const home = await fetch(`${url}/`, { headers: { 'accept-language': 'es' } });
  const html = await home.text();
  // Server-rendered storefront, not the placeholder served when the builds are missing.
  if (
    home.status !== 200 ||
    !html.includes('<html lang="es-PA"') ||
    !html.includes('data-server-rendered="true"')
  )
    throw new Error(`/ answered ${home.status} without the server-rendered Spanish Home`);
  passed++;
  const products = await fetch(`${url}/api/catalog/products`);
  const { meta } = await products.json();
  if (!(meta.total >= 30)) throw new Error(`the demo catalogue has ${meta.total} products`);
  passed++;
  console.log(`\nstart smoke: ${url} served Home, health and ${meta.total} demo products`);
}

check().then(
  () => {
    console.log(`# pass ${passed}`);
    stop();
    process.exit(0);
  },
  (error) => {
    console.error(`\nstart smoke failed at '${CHECKS[passed]}': ${error.message}`);
    console.log(`# pass ${passed}\n# fail 1`);
    stop();
    process.exit(1);
  },
);
