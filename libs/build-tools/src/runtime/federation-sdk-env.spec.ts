import { readFileSync } from 'node:fs';
import { FEDERATION_SDK_ENV } from '../federation-runtime-alias';
import * as replacement from './federation-sdk-env';

/** The names a module lists in its `export { a, b as c }` statements. */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((match) => match[1].split(','))
    .map(
      (item) =>
        item
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter(Boolean)
    .sort();
}

describe('the production copy of the MF sdk env module', () => {
  const globals = globalThis as { localStorage?: unknown; FEDERATION_DEBUG?: unknown };
  let reads = 0;

  beforeEach(() => {
    reads = 0;
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        reads += 1;
        return { getItem: () => '1' };
      },
    });
  });

  afterEach(() => {
    delete globals.localStorage;
    delete globals.FEDERATION_DEBUG;
    delete process.env.FEDERATION_DEBUG;
  });

  it('exports exactly what the installed sdk module exports', () => {
    const original = exportedNames(readFileSync(FEDERATION_SDK_ENV.original, 'utf8'));
    expect(original).toContain('isDebugMode');
    expect(Object.keys(replacement).sort()).toEqual(original);
  });

  it('never reads localStorage to decide on debug output', () => {
    expect(replacement.isDebugMode()).toBe(false);
    expect(reads).toBe(0);
  });

  it('still turns debug output on from the FEDERATION_DEBUG define or variable', () => {
    globals.FEDERATION_DEBUG = 'true';
    expect(replacement.isDebugMode()).toBe(true);
    delete globals.FEDERATION_DEBUG;
    process.env.FEDERATION_DEBUG = '1';
    expect(replacement.isDebugMode()).toBe(true);
  });
});
