import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PLATFORM_LIBS,
  SHARED_PACKAGES,
  createSharedConfig,
  declaredPlatformRanges,
  platformVersion,
} from './federation-options';

const ROOT = join(__dirname, '..', '..', '..');
const APPS = ['shell', 'mfe-storefront', 'mfe-admin-users', 'mfe-admin-products'];
// Stateless libs are bundled into the apps that import them, platform imports included.
const BUNDLED_LIBS = ['admin-kit', 'contracts'];

function appWith(dependencies: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'shared-config-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', dependencies }));
  return dir;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [file] : [];
  });
}

function importedBolsosLibs(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(dir)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/from '(@bolsos\/[\w-]+)/g)) {
      names.add(name);
    }
  }
  return names;
}

/** `^X.Y.Z` holds `version` when the major is the same and version is not older. */
function caretHolds(range: string, version: string): boolean {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  const have = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!wanted || !have) return false;
  const [w, h] = [wanted.slice(1).map(Number), have.slice(1).map(Number)];
  if (w[0] !== h[0]) return false;
  return h[1] > w[1] || (h[1] === w[1] && h[2] >= w[2]);
}

describe('createSharedConfig', () => {
  it('shares the router through @bolsos/router, never all of react-router', () => {
    const shared = createSharedConfig(join(ROOT, 'shell'));
    expect(shared['react-router']).toBeUndefined();
    expect(SHARED_PACKAGES).not.toContain('react-router');
    expect(shared['@bolsos/router']).toMatchObject({ singleton: true, strictVersion: true });
  });

  it('shares i18next and react-i18next only inside the @bolsos/i18n singleton', () => {
    const shared = createSharedConfig(join(ROOT, 'shell'));
    for (const name of ['i18next', 'react-i18next']) {
      expect(SHARED_PACKAGES).not.toContain(name);
      expect(shared[name]).toBeUndefined();
    }
  });

  it('shares third-party singletons with the workspace ranges, platform libs strictly', () => {
    const dir = appWith({ '@bolsos/i18n': '^1.2.0' });
    try {
      const shared = createSharedConfig(dir);
      expect(Object.keys(shared).sort()).toEqual([...SHARED_PACKAGES, ...PLATFORM_LIBS].sort());
      expect(shared['react']).toEqual({
        singleton: true,
        eager: false,
        requiredVersion: expect.stringMatching(/^\^19\./),
      });
      // Declared: the app's own range; not declared: the lib's current major.
      expect(shared['@bolsos/i18n']).toEqual({
        singleton: true,
        eager: false,
        requiredVersion: '^1.2.0',
        strictVersion: true,
      });
      expect(shared['@bolsos/auth-store'].requiredVersion).toBe(
        `^${platformVersion('@bolsos/auth-store')}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('bundles stateless libs into each app instead of sharing them', () => {
    const shared = createSharedConfig(join(ROOT, 'mfe-admin-users'));
    expect(shared['@bolsos/contracts']).toBeUndefined();
    expect(shared['@bolsos/admin-kit']).toBeUndefined();
  });

  it('gives every platform lib a semver version and a CHANGELOG entry for it', () => {
    for (const name of PLATFORM_LIBS) {
      const version = platformVersion(name);
      expect([name, version]).toEqual([name, expect.stringMatching(/^\d+\.\d+\.\d+$/)]);
      const changelog = readFileSync(
        join(ROOT, 'libs', name.replace('@bolsos/', ''), 'CHANGELOG.md'),
        'utf8',
      );
      expect([name, changelog.includes(`## ${version}`)]).toEqual([name, true]);
    }
  });

  it.each(APPS)('%s declares every platform lib it uses, in a range the libs satisfy', (app) => {
    const used = importedBolsosLibs(join(ROOT, app, 'src'));
    for (const lib of BUNDLED_LIBS) {
      if (used.has(`@bolsos/${lib}`)) {
        for (const name of importedBolsosLibs(join(ROOT, 'libs', lib, 'src'))) used.add(name);
      }
    }
    const declared = declaredPlatformRanges(join(ROOT, app));
    const needed = PLATFORM_LIBS.filter((name) => used.has(name));
    expect(needed.filter((name) => !declared[name])).toEqual([]);
    for (const [name, range] of Object.entries(declared)) {
      expect([name, range, caretHolds(range as string, platformVersion(name))]).toEqual([
        name,
        range,
        true,
      ]);
    }
  });
});
