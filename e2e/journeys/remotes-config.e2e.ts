import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../support/e2e-env';
import { expect, test } from '../support/fixtures';
import { folderHash } from '../support/folder-hash';
import { readRemotesConfig, withEntry, writeRemotesConfig } from '../support/remotes-config';
import { startStaticServer } from '../support/static-server';

/**
 * Journey 10: the runtime remotes config decides where a remote comes from. The storefront is
 * rebuilt (same sources, a marker added, served from another origin as a CDN would), the config
 * the API serves is pointed at it, and a reload runs the new build while no shell file changed.
 */

const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
const run = promisify(execFile);

// The page loads the storefront from a stand-in CDN: no header that would make it a preflight.
test.use({ ownAddress: false });

function readVersion(file: string): string {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

test('journey 10: a remotes config pointed at a rebuilt remote serves it without a shell rebuild', async ({
  page,
  site,
}, testInfo) => {
  test.setTimeout(180_000);
  const shellBefore = folderHash(SHELL_DIST);
  const originalConfig = fs.readFileSync(site.remotesConfigFile, 'utf8');
  const copyRoot = path.join(site.tmpDir, 'cdn');
  const copyDir = path.join(copyRoot, 'storefront-next');
  const marker = `storefront-e2e-${Date.now()}`;
  const cdn = await startStaticServer(copyRoot);

  try {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await test.step('the site serves the storefront built with the shell', async () => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' }),
      ).toBeVisible();
      // The heading may come with the server-rendered HTML: wait for the remote itself.
      await expect
        .poll(() => requested.some((url) => url.endsWith('/mfe/storefront/mf-manifest.json')))
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => Reflect.get(globalThis, '__BOLSOS_E2E_REMOTE_BUILDS__')),
      ).toBeUndefined();
    });

    await test.step('the storefront is rebuilt to another origin', async () => {
      const { stdout, stderr } = await run(
        process.execPath,
        [
          path.join(__dirname, '..', '..', 'scripts', 'build-remote.mjs'),
          path.join(REPO_ROOT, 'mfe-storefront'),
          copyDir,
          marker,
        ],
        {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PUBLIC_PATH: `${cdn.origin}/storefront-next/`,
          },
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      await testInfo.attach('rebuild.log', {
        body: `${stdout}\n${stderr}`,
        contentType: 'text/plain',
      });
      expect(fs.existsSync(path.join(copyDir, 'mf-manifest.json'))).toBe(true);
      expect(readVersion(path.join(copyDir, 'builds', 'latest.json'))).not.toBe(
        readVersion(path.join(REPO_ROOT, 'mfe-storefront', 'dist', 'builds', 'latest.json')),
      );
    });

    await test.step('the remotes config is pointed at the rebuilt storefront', async () => {
      const entry = `${cdn.origin}/storefront-next/mf-manifest.json`;
      writeRemotesConfig(
        site.remotesConfigFile,
        withEntry(readRemotesConfig(site.remotesConfigFile), 'storefront', entry),
      );
      const served = await page.request.get('/remotes.config.json');
      expect(JSON.stringify(await served.json())).toContain(entry);
    });

    await test.step('a reload runs the new build', async () => {
      requested.length = 0;
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' }),
      ).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => Reflect.get(globalThis, '__BOLSOS_E2E_REMOTE_BUILDS__')))
        .toEqual([marker]);
      expect(requested).toContain(`${cdn.origin}/storefront-next/mf-manifest.json`);
      expect(requested.filter((url) => url.includes('/mfe/storefront/'))).toEqual([]);
    });

    await test.step('no shell file changed', async () => {
      expect(folderHash(SHELL_DIST)).toBe(shellBefore);
    });
  } finally {
    fs.writeFileSync(site.remotesConfigFile, originalConfig);
    // The page first, while the stand-in CDN still answers: closing the context after the CDN
    // dropped its connections once hung for the whole test timeout (a renderer waiting on them).
    await page.close();
    await cdn.close();
  }
});
