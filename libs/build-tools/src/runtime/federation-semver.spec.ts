import { readFileSync } from 'node:fs';
import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';
import { FEDERATION_SEMVER, replaceSemverForShare } from '../federation-runtime-alias';
import { plainSatisfy, satisfy } from './federation-semver';

const NUMBERS = [0, 1, 2, 3, 10, 19];
const triples = NUMBERS.flatMap((a) =>
  [0, 1, 3, 10].flatMap((b) => [0, 1, 2, 11].map((c) => `${a}.${b}.${c}`)),
);
const OPERATORS = ['', '=', '^', '~', '<', '<=', '>', '>='];

describe('the production satisfy of the MF share resolution', () => {
  it('answers every plain version and range exactly as the runtime does', () => {
    const differences: string[] = [];
    let compared = 0;
    for (const version of triples) {
      for (const operator of OPERATORS) {
        for (const target of triples) {
          const range = `${operator}${target}`;
          const ours = satisfy(version, range);
          if (ours !== runtimeSatisfy(version, range))
            differences.push(`${version} ${range}: ${ours}`);
          compared += 1;
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBe(96 * 8 * 96);
  });

  it('decides the ranges the apps declare itself, without the runtime parser', () => {
    for (const [version, range, expected] of [
      ['19.3.1', '^19.3.1', true],
      ['1.4.2', '^1.3.0', true],
      ['1.2.1', '^1.1.0', true],
      ['2.0.0', '^1.9.9', false],
      ['1.0.0', '<=1.1.0', true],
      ['0.2.5', '^0.2.1', true],
      ['0.3.0', '^0.2.1', false],
      ['0.0.4', '^0.0.3', false],
      ['1.2.9', '~1.2.3', true],
      ['1.3.0', '~1.2.3', false],
    ] as const) {
      expect([version, range, plainSatisfy(version, range)]).toEqual([version, range, expected]);
    }
  });

  it('leaves every other form to the runtime and agrees with it', () => {
    const forms = [
      ['1.2.3-beta.1', '^1.2.0'],
      ['1.2.3', '^1.2.3-beta.1'],
      ['1.2.3', '1.x'],
      ['1.2.3', '1.2'],
      ['1.2.3', '*'],
      ['1.2.3', ''],
      ['1.2.3', '>=1.0.0 <2.0.0'],
      ['1.2.3', '^0.9.0 || ^1.0.0'],
      ['1.2.3', '1.0.0 - 1.5.0'],
      ['1.2.3', '>= 1.2.3'],
      ['1.2.3', 'v1.2.3'],
      ['v1.2.3', '^1.0.0'],
      ['01.2.3', '^1.0.0'],
      ['1.2.3+build.7', '^1.0.0'],
      ['1.2.3', '>=0.0.0'],
      ['0.0.0', '^0.0.0'],
      ['9007199254740993.0.0', '>=9007199254740992.0.0'],
      ['0', '<=1.0.0'],
    ] as const;
    for (const [version, range] of forms) {
      expect([version, range, plainSatisfy(version, range)]).toEqual([version, range, undefined]);
      expect([version, range, satisfy(version, range)]).toEqual([
        version,
        range,
        runtimeSatisfy(version, range),
      ]);
    }
  });
});

describe('where the replacement applies', () => {
  const distDir = FEDERATION_SEMVER.issuer.replace(/utils[\\/]share\.js$/, '');

  it("matches the import in the installed runtime's share resolution", () => {
    const share = readFileSync(FEDERATION_SEMVER.issuer, 'utf8');
    const [, request] = /import\s*\{\s*satisfy\s*\}\s*from\s*"([^"]+)"/.exec(share) ?? [];
    expect(request).toBeDefined();
    expect(FEDERATION_SEMVER.request.test(request)).toBe(true);
  });

  it("never redirects the runtime's own index, which the replacement falls back to", () => {
    const index = readFileSync(`${distDir}index.js`, 'utf8');
    expect(index).toMatch(/export\s*\{[^}]*\bsatisfy\b/);
    const data = { request: './semver/index.js', contextInfo: { issuer: `${distDir}index.js` } };
    replaceSemverForShare(data);
    expect(data.request).toBe('./semver/index.js');
  });

  it('redirects share.js to the replacement', () => {
    const data = {
      request: './semver/index.js',
      contextInfo: { issuer: FEDERATION_SEMVER.issuer },
    };
    replaceSemverForShare(data);
    expect(data.request).toBe(FEDERATION_SEMVER.replacement);
  });
});
