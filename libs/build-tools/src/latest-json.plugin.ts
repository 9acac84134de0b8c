import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

/** Body of `builds/latest.json`, polled by the shell to detect a new release (design §5). */
export interface BuildInfo {
  version: string;
  builtAt: string;
}

export const LATEST_JSON_PATH = 'builds/latest.json';

function gitShortSha(cwd: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

/**
 * The compilation hash is part of the version so that a rebuild with uncommitted changes still
 * counts as a new release, while a rebuild of identical output keeps the same version.
 */
export function buildInfo(
  packageVersion: string,
  commit: string | undefined,
  contentHash: string | undefined,
  builtAt: Date,
): BuildInfo {
  const parts = [commit, contentHash?.slice(0, 8) ?? String(builtAt.getTime())].filter(Boolean);
  return { version: `${packageVersion}+${parts.join('.')}`, builtAt: builtAt.toISOString() };
}

/** Emits `dist/builds/latest.json` for the app whose package.json is given. */
export function pluginLatestJson(packageJsonPath: string): RsbuildPlugin {
  return {
    name: 'bolsos:latest-json',
    setup(api) {
      const { version } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string };
      const commit = gitShortSha(api.context.rootPath);
      api.processAssets({ stage: 'report', targets: ['web'] }, ({ compilation, sources }) => {
        const info = buildInfo(version, commit, compilation.hash ?? undefined, new Date());
        compilation.emitAsset(LATEST_JSON_PATH, new sources.RawSource(JSON.stringify(info)));
      });
    },
  };
}
