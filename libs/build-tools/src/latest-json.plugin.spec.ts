import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import { buildInfo, LATEST_JSON_PATH, pluginLatestJson } from './latest-json.plugin';

describe('buildInfo', () => {
  const builtAt = new Date('2026-03-01T10:00:00.000Z');

  it('versions a build by package version and content hash', () => {
    expect(buildInfo('0.1.0', '7aa1a608c0ffee', builtAt)).toEqual({
      version: '0.1.0+7aa1a608',
      builtAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('gives different output a different version, and the same output the same one', () => {
    expect(buildInfo('0.1.0', 'aaaaaaaa', builtAt).version).not.toBe(
      buildInfo('0.1.0', 'bbbbbbbb', builtAt).version,
    );
    expect(buildInfo('0.1.0', 'aaaaaaaa', builtAt).version).toBe(
      buildInfo('0.1.0', 'aaaaaaaa', new Date()).version,
    );
  });

  it('falls back to the build time without a hash', () => {
    expect(buildInfo('1.2.3', undefined, builtAt).version).toBe(`1.2.3+${builtAt.getTime()}`);
  });
});

describe('pluginLatestJson', () => {
  /** What the plugin emits for a compilation with `hash`, run as Rsbuild runs it. */
  function emitted(packageJson: string, hash: string): { file: string; body: string } {
    let report: ((context: unknown) => void) | undefined;
    const api = {
      context: { rootPath: path.resolve(__dirname, '../../..') },
      processAssets: (_options: unknown, handler: (context: unknown) => void) => {
        report = handler;
      },
    } as unknown as RsbuildPluginAPI;
    void pluginLatestJson(packageJson).setup(api);
    const out: { file: string; body: string }[] = [];
    report?.({
      compilation: {
        hash,
        emitAsset: (file: string, source: { text: string }) =>
          out.push({ file, body: source.text }),
      },
      sources: {
        RawSource: class {
          constructor(readonly text: string) {}
        },
      },
    });
    expect(out).toHaveLength(1);
    return out[0];
  }

  it('publishes the version and build time only: no commit, no library versions (issue 44)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'latest-json-'));
    const packageJson = path.join(dir, 'package.json');
    fs.writeFileSync(
      packageJson,
      JSON.stringify({
        name: 'mfe-admin-users',
        version: '0.4.2',
        dependencies: { '@bolsos/i18n': '^1.6.0', react: '^19.0.0' },
      }),
    );
    try {
      const { file, body } = emitted(packageJson, '9f8e7d6c5b4a39281706');
      expect(file).toBe(LATEST_JSON_PATH);
      const info = JSON.parse(body) as Record<string, unknown>;
      expect(Object.keys(info).sort()).toEqual(['builtAt', 'version']);
      expect(info.version).toBe('0.4.2+9f8e7d6c');
      // Built inside this repository's checkout: its commit is nowhere in the file.
      const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: __dirname })
        .toString()
        .trim();
      for (const length of [7, 8, 12, 40]) expect(body).not.toContain(commit.slice(0, length));
      expect(body).not.toMatch(/i18n|react|1\.6\.0|19\.0\.0/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
