import { readFileSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Body of `builds/latest.json`, polled by the shell to detect a new release (design §5): what the
 * browser needs and nothing more. No git commit and no library versions (issue 44): the file is
 * public, and those tell a stranger which code and which known flaws run here.
 */
export interface BuildInfo {
  version: string;
  builtAt: string;
}

export const LATEST_JSON_PATH = 'builds/latest.json';

/**
 * The package version plus the compilation's content hash: a rebuild with any change in its
 * output (committed or not) is a new version, a rebuild of identical output keeps it. Without a
 * hash the build time stands in.
 */
export function buildInfo(
  packageVersion: string,
  contentHash: string | undefined,
  builtAt: Date,
): BuildInfo {
  const build = contentHash?.slice(0, 8) ?? String(builtAt.getTime());
  return { version: `${packageVersion}+${build}`, builtAt: builtAt.toISOString() };
}

/** Emits `dist/builds/latest.json` for the app whose package.json is given. */
export function pluginLatestJson(packageJsonPath: string): RsbuildPlugin {
  return {
    name: 'bolsos:latest-json',
    setup(api) {
      const { version } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string };
      api.processAssets({ stage: 'report', targets: ['web'] }, ({ compilation, sources }) => {
        const info = buildInfo(version, compilation.hash ?? undefined, new Date());
        compilation.emitAsset(LATEST_JSON_PATH, new sources.RawSource(JSON.stringify(info)));
      });
    },
  };
}
