import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  checkRemote,
  exportProblems,
  manifestProblems,
  satisfies,
  shellExpectations,
} from './remote-contract.mjs';

const expected = {
  name: 'adminUsers',
  mount: '/mfe/admin-users/',
  platform: { '@bolsos/i18n': '1.2.0', '@bolsos/router': '1.0.0' },
  stateless: ['@bolsos/contracts', '@bolsos/admin-kit'],
};

const goodManifest = {
  name: 'adminUsers',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', path: './routes' }],
  shared: [
    { name: '@bolsos/i18n', singleton: true, requiredVersion: '^1.1.0' },
    { name: 'react', singleton: true, requiredVersion: '^19.3.0' },
  ],
};

test('semver ranges as the workspace writes them', () => {
  assert.equal(satisfies('1.2.0', '^1.1.0'), true);
  assert.equal(satisfies('1.0.9', '^1.1.0'), false);
  assert.equal(satisfies('2.0.0', '^1.1.0'), false);
  assert.equal(satisfies('0.2.1', '^0.2.0'), true);
  assert.equal(satisfies('0.3.0', '^0.2.0'), false);
  assert.equal(satisfies('1.1.5', '~1.1.0'), true);
  assert.equal(satisfies('1.2.0', '~1.1.0'), false);
  assert.equal(satisfies('1.0.0', '1.0.0'), true);
  assert.equal(satisfies('1.0.0', '*'), false);
});

test("the shell's expectations come from its remotes config and package.json", () => {
  const found = shellExpectations(path.join('/x', 'mfe-admin-users'));
  assert.equal(found.name, 'adminUsers');
  assert.equal(found.mount, '/mfe/admin-users/');
  assert.ok('@bolsos/i18n' in found.platform);
  assert.ok(found.stateless.includes('@bolsos/contracts'));
  assert.throws(() => shellExpectations('/x/mfe-nothing'), /no remote under \/mfe\/nothing\//);
});

test('a manifest that fits has no problems', () => {
  assert.deepEqual(manifestProblems(goodManifest, expected), []);
});

test('a manifest is refused for its name, a missing ./routes, a platform range or a shared stateless lib', () => {
  const bad = {
    ...goodManifest,
    name: 'users',
    exposes: [{ name: 'list', path: './list' }],
    shared: [
      { name: '@bolsos/i18n', singleton: true, requiredVersion: '^2.0.0' },
      { name: '@bolsos/router', singleton: false, requiredVersion: '^1.0.0' },
      { name: '@bolsos/contracts', singleton: true, requiredVersion: '^0.1.0' },
    ],
  };
  assert.deepEqual(manifestProblems(bad, expected), [
    "the build is named 'users', the shell loads 'adminUsers'",
    'the build does not expose ./routes',
    '@bolsos/i18n: the remote needs ^2.0.0, the shell provides 1.2.0',
    '@bolsos/router is shared, but not as a singleton',
    '@bolsos/contracts is stateless: bundle it, do not share it',
  ]);
});

test('./routes must export a component, and preload only as a function', () => {
  const Routes = () => null;
  assert.deepEqual(exportProblems({ default: Routes }), []);
  assert.deepEqual(exportProblems({ default: { $$typeof: Symbol.for('react.memo') } }), []);
  assert.deepEqual(exportProblems({ routes: Routes }), [
    './routes has no component as its default export',
  ]);
  assert.deepEqual(exportProblems({ default: Routes, preload: 'now' }), [
    './routes exports a preload that is not a function',
  ]);
});

/** A tiny "build": a manifest and a remote entry defining the container as a global. */
function fakeBuild(entrySource) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-contract-'));
  const appDir = path.join(root, 'mfe-admin-users');
  const dist = path.join(appDir, 'dist');
  fs.mkdirSync(path.join(dist, 'static'), { recursive: true });
  // Needs what the real shell provides today (1.x), so only the build's own problems show.
  const manifest = {
    ...goodManifest,
    shared: [{ name: '@bolsos/i18n', singleton: true, requiredVersion: '^1.0.0' }],
  };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), entrySource);
  return { root, appDir, dist };
}

test('loads ./routes from the build, chunks included, and accepts a component', async () => {
  const build = fakeBuild(`
    var adminUsers = {
      init: async () => {},
      get: (name) => new Promise((resolve, reject) => {
        if (name !== './routes') return reject(new Error('no ' + name));
        const chunk = document.createElement('script');
        chunk.src = '/mfe/admin-users/static/routes.js';
        chunk.onload = () => resolve(() => globalThis.__routes);
        chunk.onerror = () => reject(new Error('chunk'));
        document.head.append(chunk);
      }),
    };`);
  fs.writeFileSync(
    path.join(build.dist, 'static', 'routes.js'),
    'globalThis.__routes = { default: function Routes() { return null; } };',
  );
  try {
    assert.deepEqual(await checkRemote(build.appDir), []);
  } finally {
    fs.rmSync(build.root, { recursive: true, force: true });
  }
});

test('names a build whose ./routes exports no component, or whose chunk is missing', async () => {
  const noComponent = fakeBuild(`
    var adminUsers = { init: async () => {}, get: async () => () => ({ default: 'Routes' }) };`);
  const missingChunk = fakeBuild(`
    var adminUsers = {
      init: async () => {},
      get: () => new Promise((resolve, reject) => {
        const chunk = document.createElement('script');
        chunk.src = '/mfe/admin-users/static/gone.js';
        chunk.onload = resolve;
        chunk.onerror = () => reject(new Error('chunk gone.js failed'));
        document.head.append(chunk);
      }),
    };`);
  try {
    assert.deepEqual(await checkRemote(noComponent.appDir), [
      './routes has no component as its default export',
    ]);
    const [problem] = await checkRemote(missingChunk.appDir);
    assert.match(problem, /could not be loaded from the build: chunk gone\.js failed/);
  } finally {
    fs.rmSync(noComponent.root, { recursive: true, force: true });
    fs.rmSync(missingChunk.root, { recursive: true, force: true });
  }
});

test('says to build first when there is no build', async () => {
  const [problem] = await checkRemote('/nowhere/mfe-admin-users');
  assert.match(problem, /mf-manifest\.json is missing: build the remote first/);
});
