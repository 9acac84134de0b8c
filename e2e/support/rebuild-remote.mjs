// Rebuilds one remote with its own production Rsbuild config into another folder, as a team
// releasing that remote would, plus a marker the browser can read. Run as a child process:
//   NODE_ENV=production PUBLIC_PATH=<url>/ node rebuild-remote.mjs <app folder> <out folder> <marker>
import { createRsbuild, loadConfig, mergeRsbuildConfig, rspack } from '@rsbuild/core';

const [appRoot, distPath, marker] = process.argv.slice(2);
if (!appRoot || !distPath || !marker) {
  console.error('usage: rebuild-remote.mjs <app folder> <out folder> <marker>');
  process.exit(2);
}

const { content } = await loadConfig({ cwd: appRoot, envMode: 'production', command: 'build' });
const base =
  typeof content === 'function'
    ? await content({ env: 'production', command: 'build', envMode: 'production' })
    : content;
const config = mergeRsbuildConfig(base, {
  output: { distPath: { root: distPath }, cleanDistPath: true },
  tools: {
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
  },
});
const rsbuild = await createRsbuild({ cwd: appRoot, config });
const result = await rsbuild.build();
await result?.close?.();
