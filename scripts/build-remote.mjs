#!/usr/bin/env node
// Builds one remote with its own production Rsbuild config into another folder, as a team
// releasing that remote does (scripts/releases.mjs), without Nx and without touching its dist/.
// An optional marker makes the remote entry announce itself in the page (browser journeys).
//   NODE_ENV=production PUBLIC_PATH=<base>/ node scripts/build-remote.mjs <app folder> <out folder> [marker]
import { createRsbuild, loadConfig, mergeRsbuildConfig, rspack } from '@rsbuild/core';

const [appRoot, distPath, marker] = process.argv.slice(2);
if (!appRoot || !distPath) {
  console.error('usage: build-remote.mjs <app folder> <out folder> [marker]');
  process.exit(2);
}

const { content } = await loadConfig({ cwd: appRoot, envMode: 'production', command: 'build' });
const base =
  typeof content === 'function'
    ? await content({ env: 'production', command: 'build', envMode: 'production' })
    : content;
const config = mergeRsbuildConfig(base, {
  output: { distPath: { root: distPath }, cleanDistPath: true },
  tools: marker
    ? {
        rspack: {
          plugins: [
            // Runs when the remote entry is evaluated: proof in the page that this build was loaded.
            new rspack.BannerPlugin({
              banner: `globalThis.__BOLSOS_E2E_REMOTE_BUILDS__=(globalThis.__BOLSOS_E2E_REMOTE_BUILDS__||[]).concat(${JSON.stringify(marker)});`,
              raw: true,
              entryOnly: true,
            }),
          ],
        },
      }
    : {},
});
const rsbuild = await createRsbuild({ cwd: appRoot, config });
const result = await rsbuild.build();
await result?.close?.();
