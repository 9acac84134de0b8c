#!/usr/bin/env node
// `npm start`: build what changed (Nx cache), then serve the whole site from one
// origin on the embedded SQLite database, migrated and seeded with the demo shop.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nx = path.join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');
// The bundles are always production builds (dev builds point remotes at dev servers);
// NODE_ENV below only picks the API's mode (development = demo seed, outbox mail).
const build = spawnSync(process.execPath, [nx, 'run-many', '-t', 'build', '--outputStyle=static'], {
  cwd: root,
  env: { ...process.env, NX_DAEMON: 'false', NODE_ENV: 'production' },
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'services', 'api', 'dist', 'main.js')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
