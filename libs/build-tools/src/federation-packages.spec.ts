import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

/** The packages whose code ends up in the shell's entry and in every remote entry. */
const RUNTIME_PACKAGES = [
  'error-codes',
  'runtime',
  'runtime-core',
  'runtime-tools',
  'sdk',
  'webpack-bundler-runtime',
];

describe('Module Federation packages', () => {
  // The Rsbuild plugin once pinned an older @module-federation/enhanced than the workspace's, so
  // the shell's entry carried two copies of the SDK and of parts of the runtime: 4.4 KiB gzip of
  // every page. One installed copy of each runtime package keeps them single.
  it('are installed once each, at one version, so no runtime code is bundled twice', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    const installed = Object.entries(lock.packages).filter(([path]) =>
      RUNTIME_PACKAGES.some((name) => path.endsWith(`node_modules/@module-federation/${name}`)),
    );
    expect(installed.map(([path]) => path).sort()).toEqual(
      RUNTIME_PACKAGES.map((name) => `node_modules/@module-federation/${name}`).sort(),
    );
    expect(new Set(installed.map(([, entry]) => entry.version)).size).toBe(1);
  });
});
