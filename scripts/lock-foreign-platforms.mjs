#!/usr/bin/env node
/**
 * The registry mirror here lacks the newest native builds for platforms we do
 * not run on (darwin, win32, ppc64, …). `npm install` then leaves those optional
 * packages out of package-lock.json, and `npm ci` refuses the lockfile as out of
 * sync. This adds a lock entry (name, version, os/cpu) for each missing optional
 * platform package; `npm ci` skips them on this platform without downloading.
 * Run it after every `npm install` that changes the lockfile.
 */
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  'riscv64',
  's390x',
  'loong64',
  'wasm32',
  'mips64el',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!cpu) return null;
  const entry = {};
  if (os) entry.os = [os];
  entry.cpu = [cpu];
  if (parts.includes('gnu') || parts.includes('gnueabihf')) entry.libc = ['glibc'];
  if (parts.includes('musl') || parts.includes('musleabihf')) entry.libc = ['musl'];
  return entry;
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  if (!location || !meta.optionalDependencies) continue;
  for (const [dep, spec] of Object.entries(meta.optionalDependencies)) {
    // Where Node would find it: beside the parent, or hoisted to the root.
    const nested = `${location}/node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[hoisted] = { version: spec, optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} foreign-platform optional entries`);
