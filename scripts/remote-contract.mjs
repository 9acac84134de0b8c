#!/usr/bin/env node
/**
 * Checks a remote's production build against what the shell expects of it, so a remote team
 * learns at build time (its own `test` target), not in production:
 *   - the manifest names the remote as the shell's remotes config does, and exposes `./routes`;
 *   - every platform lib the shell provides (shell/package.json `@bolsos/*`) is a strict
 *     singleton whose required range the shell's copy meets; stateless libs are not shared;
 *   - loaded from the build in a browser-like page (jsdom, chunks read from dist/), `./routes`
 *     exports a component as `default` and, if any, a `preload(pathname)` function.
 *
 *   node scripts/remote-contract.mjs <app folder, e.g. mfe-admin-users> [dist folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as federationRuntime from '@module-federation/runtime-core';
import { JSDOM, ResourceLoader, VirtualConsole } from 'jsdom';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE_ORIGIN = 'http://contract.localhost';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** What the shell expects of the remote built from `appDir`: name, mount and platform versions. */
export function shellExpectations(appDir, root = ROOT) {
  const folder = path.basename(appDir).replace(/^mfe-/, '');
  const { remotes } = readJson(path.join(root, 'shell', 'public', 'remotes.config.json'));
  const remote = remotes.find((r) => r.entry.startsWith(`/mfe/${folder}/`));
  if (!remote) throw new Error(`the shell's remotes config has no remote under /mfe/${folder}/`);
  const shellDeps = readJson(path.join(root, 'shell', 'package.json')).dependencies ?? {};
  const platform = {};
  for (const name of Object.keys(shellDeps).filter((dep) => dep.startsWith('@bolsos/'))) {
    platform[name] = readJson(
      path.join(root, 'libs', name.slice('@bolsos/'.length), 'package.json'),
    ).version;
  }
  const stateless = fs
    .readdirSync(path.join(root, 'libs'))
    .map((lib) => `@bolsos/${lib}`)
    .filter((name) => !(name in platform));
  return { name: remote.name, mount: `/mfe/${folder}/`, platform, stateless };
}

/** Whether `version` meets a `^x.y.z`, `~x.y.z` or exact range (what package.json files here use). */
export function satisfies(version, range) {
  const parse = (text) => text.split('.').map(Number);
  const match = /^([\^~]?)(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!match) return false;
  const [op, base] = [match[1], parse(match[2])];
  const v = parse(version);
  const cmp = v[0] - base[0] || v[1] - base[1] || v[2] - base[2];
  if (op === '') return cmp === 0;
  if (cmp < 0) return false;
  if (op === '~') return v[0] === base[0] && v[1] === base[1];
  // ^0.y.z pins the minor, ^x.y.z the major.
  return base[0] === 0 ? v[0] === 0 && v[1] === base[1] : v[0] === base[0];
}

/** Problems of the built manifest against the expectations (empty when it fits). */
export function manifestProblems(manifest, expected) {
  const problems = [];
  if (manifest.name !== expected.name) {
    problems.push(`the build is named '${manifest.name}', the shell loads '${expected.name}'`);
  }
  if (!manifest.exposes?.some((e) => e.name === 'routes' || e.path === './routes')) {
    problems.push('the build does not expose ./routes');
  }
  const shared = new Map((manifest.shared ?? []).map((entry) => [entry.name, entry]));
  for (const [lib, provided] of Object.entries(expected.platform)) {
    const entry = shared.get(lib);
    if (!entry) continue; // a remote need not use every platform lib
    if (!entry.singleton) problems.push(`${lib} is shared, but not as a singleton`);
    const range = entry.requiredVersion;
    if (typeof range !== 'string' || !satisfies(provided, range)) {
      problems.push(`${lib}: the remote needs ${range}, the shell provides ${provided}`);
    }
  }
  for (const lib of expected.stateless) {
    if (shared.has(lib)) problems.push(`${lib} is stateless: bundle it, do not share it`);
  }
  return problems;
}

/** Serves the page's requests under `mount` from the build folder, nothing else. */
class DistLoader extends ResourceLoader {
  constructor(distDir, mount) {
    super();
    this.distDir = distDir;
    this.mount = mount;
  }

  fetch(url, options) {
    const { pathname, origin } = new URL(url);
    if (origin !== PAGE_ORIGIN || !pathname.startsWith(this.mount)) {
      return Promise.reject(new Error(`the remote asked for ${url}, outside its build`));
    }
    const file = path.join(this.distDir, pathname.slice(this.mount.length));
    if (!file.startsWith(this.distDir) || !fs.existsSync(file)) {
      return Promise.reject(new Error(`${url}: no such file in ${this.distDir}`));
    }
    return super.fetch(`file://${file}`, options);
  }
}

/**
 * Loads the build's remote entry in a jsdom page, as the shell would (its MF runtime, container
 * `init` with an empty share scope, so the remote falls back to its own bundled copies), and
 * returns what `./routes` exports.
 */
export async function loadExposedRoutes(distDir, manifest, expected) {
  const errors = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error.message));
  const dom = new JSDOM(
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    {
      url: `${PAGE_ORIGIN}/`,
      runScripts: 'dangerously',
      resources: new DistLoader(distDir, expected.mount),
      pretendToBeVisual: true,
      virtualConsole,
    },
  );
  const { window } = dom;
  // Production remotes borrow the host's MF runtime (build-tools' remoteExperiments): be the host.
  window._FEDERATION_RUNTIME_CORE = federationRuntime;
  // What a browser has and jsdom lacks, touched at import time by the UI kit.
  const ignore = () => undefined;
  window.matchMedia ??= () => ({
    matches: false,
    addListener: ignore,
    removeListener: ignore,
    addEventListener: ignore,
    removeEventListener: ignore,
  });
  try {
    const entryName = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
    const entryPath = manifest.metaData?.remoteEntry?.path ?? '';
    await new Promise((resolve, reject) => {
      const script = window.document.createElement('script');
      script.src = `${expected.mount}${entryPath ? `${entryPath}/` : ''}${entryName}`;
      script.onload = resolve;
      script.onerror = () =>
        reject(new Error(`${script.src} could not be loaded: ${errors.join('; ')}`));
      window.document.head.append(script);
    });
    // With MF's async start-up the global holds a promise of the container.
    const container = await window[manifest.name];
    if (!container || typeof container.get !== 'function' || typeof container.init !== 'function') {
      throw new Error(`the remote entry defines no container '${manifest.name}' with init and get`);
    }
    await container.init({});
    const factory = await container.get('./routes');
    const exports = factory();
    if (errors.length) throw new Error(errors.join('; '));
    return exports;
  } finally {
    window.close();
  }
}

/** Problems of the exposed module's exports (empty when it fits the shell's use of it). */
export function exportProblems(exports) {
  const problems = [];
  const component = exports?.default;
  const isComponent =
    typeof component === 'function' ||
    (typeof component === 'object' && component !== null && '$$typeof' in component);
  if (!isComponent) problems.push('./routes has no component as its default export');
  if (exports?.preload !== undefined && typeof exports.preload !== 'function') {
    problems.push('./routes exports a preload that is not a function');
  }
  return problems;
}

export async function checkRemote(appDir, distDir = path.join(appDir, 'dist')) {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) {
    return [
      `${manifestFile} is missing: build the remote first (npx nx build ${path.basename(appDir)})`,
    ];
  }
  const manifest = readJson(manifestFile);
  const expected = shellExpectations(appDir);
  const problems = manifestProblems(manifest, expected);
  if (problems.length) return problems;
  try {
    return exportProblems(await loadExposedRoutes(distDir, manifest, expected));
  } catch (error) {
    return [`./routes could not be loaded from the build: ${error.message}`];
  }
}

async function main([app, dist]) {
  if (!app) {
    console.error('usage: remote-contract.mjs <app folder> [dist folder]');
    return 2;
  }
  const appDir = path.resolve(ROOT, app);
  const problems = await checkRemote(appDir, dist ? path.resolve(dist) : undefined);
  if (problems.length) {
    console.error(
      `${path.basename(appDir)} breaks the shell's contract:\n- ${problems.join('\n- ')}`,
    );
    return 1;
  }
  console.log(
    `${path.basename(appDir)}: the build fits the shell's contract (manifest, shared platform, ./routes exports)`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
