import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { freePort, startApiServer, type ApiServer } from '../support/api-server';
import { REPO_ROOT, readE2eEnv } from '../support/e2e-env';
import { expect, test } from '../support/fixtures';
import { folderHash } from '../support/folder-hash';
import { apiLogin, DEMO_ADMIN } from '../support/session';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/**
 * Issue 10 §5: one remote is released and rolled back alone while the shell keeps running the
 * files it was built with. A team's change lives in a temporary copy of the workspace (the
 * remote and the libs it bundles); `npm run release` builds only that remote into its own
 * release folder and switches the site's remotes config; the shell's files never change.
 *
 * A site of its own (API on another port and data folder, remotes config from RELEASES_DIR), so
 * the other journeys never see these releases.
 */

const run = promisify(execFile);
const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');

/** The new label in the three languages, and what the new contracts export returns. */
const NEW_TITLE = { es: 'Equipo de la tienda', en: 'Shop team', zh: '店铺团队' } as const;
const PROBE = `skew-probe-${Date.now()}`;

/** Copies what one remote's build reads: root manifests, the libs it bundles, the remote itself. */
function copyWorkspace(dest: string, app: string): string {
  const skip = new Set(['node_modules', 'dist', '.nx', 'test-results', 'coverage']);
  const copy = (from: string, to: string) =>
    fs.cpSync(from, to, {
      recursive: true,
      filter: (source) => !skip.has(path.basename(source)),
    });
  fs.mkdirSync(dest, { recursive: true });
  for (const file of ['package.json', 'tsconfig.base.json']) {
    fs.copyFileSync(path.join(REPO_ROOT, file), path.join(dest, file));
  }
  copy(path.join(REPO_ROOT, 'libs'), path.join(dest, 'libs'));
  copy(path.join(REPO_ROOT, app), path.join(dest, app));
  // Third-party packages as installed; the workspace's own libs resolve to the copy (tsconfig paths).
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
  return path.join(dest, app);
}

/**
 * The workspace as it was at `commit` of this checkout's history (root manifests, the libs, one
 * remote): what a team that has not updated since that platform release builds from.
 */
async function checkoutWorkspace(dest: string, app: string, commit: string): Promise<string> {
  // A shallow clone holds no history to build from: said plainly, not a failure of the product.
  const present = await run('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: REPO_ROOT })
    .then(() => true)
    .catch(() => false);
  test.skip(!present, `commit ${commit} is not in this clone's history (a shallow clone?)`);
  fs.mkdirSync(dest, { recursive: true });
  const archive = `${dest}.tar`;
  await run(
    'git',
    [
      'archive',
      '--format=tar',
      '-o',
      archive,
      commit,
      'package.json',
      'tsconfig.base.json',
      'libs',
      app,
    ],
    { cwd: REPO_ROOT },
  );
  await run('tar', ['-xf', archive, '-C', dest]);
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
  return path.join(dest, app);
}

/**
 * Platform releases in main's history, newest first: the commit that released each, with the
 * versions of the platform singletons a remote built there asks for.
 */
const PLATFORM_RELEASES = {
  // @bolsos/i18n 1.6.0, @bolsos/router 2.0.0: the release before this shell's (i18n 1.7.0).
  previous: { commit: '19ea2c9', i18n: '1.6.0', router: '2.0.0' },
  // @bolsos/router 1.2.1, the in-house router react-router 7 replaced in 2.0.0 (issue 28).
  beforeReactRouter: { commit: '83dfc26', i18n: '1.4.1', router: '1.2.1' },
} as const;

/** Replaces text in a copied file, failing loudly when the text is not there. */
function edit(file: string, from: RegExp | string, to: string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${file}: '${String(from)}' not found, nothing edited`);
  fs.writeFileSync(file, after);
}

async function npmRun(script: string, args: string[], releasesDir: string) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_ROOT,
      // The release command reads the API's own settings, checked as production checks them:
      // a production start's secret, mail and public origin (issue 44 §4).
      env: {
        ...process.env,
        RELEASES_DIR: releasesDir,
        NODE_ENV: 'production',
        SESSION_SECRET: 'e2e-release-command-secret-0123456789abcdef',
        ALLOW_OUTBOX_MAIL: 'true',
        APP_URL: 'http://127.0.0.1',
      },
      maxBuffer: 32 * 1024 * 1024,
    });
    return `${stdout}\n${stderr}`;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${script} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

async function adminPage(browser: Browser, origin: string, lang: string) {
  const context = await browser.newContext({ baseURL: origin, locale: 'es-PA' });
  await context.addCookies([{ name: 'lang', value: lang, url: origin }]);
  await apiLogin(context.request, DEMO_ADMIN);
  return { context, page: await context.newPage() };
}

async function usersHeading(page: Page, name: string) {
  await page.goto('/admin/users');
  // This journey's site has just started: its first admin page also compresses the builds and
  // loads antd and the remote cold, which on a busy CI machine takes longer than a warm page.
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

/** What a page logs and throws from now on. */
function pageProblems(page: Page): { console: string[]; pageErrors: string[] } {
  const problems = { console: [] as string[], pageErrors: [] as string[] };
  page.on('console', (message) => problems.console.push(message.text()));
  page.on('pageerror', (error) => problems.pageErrors.push(String(error)));
  return problems;
}

/**
 * The users section refused to run a remote built for other platform versions: "This section
 * was updated" where it would be, the shell's console line naming the versions (`versions`), and
 * no crash.
 */
async function expectSkewExplained(
  page: Page,
  problems: { console: string[]; pageErrors: string[] },
  versions: RegExp,
): Promise<void> {
  await page.goto('/admin/users');
  const skew = page.getByTestId('version-skew');
  await expect(skew.getByRole('heading', { name: 'This section was updated' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(skew.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect
    // React logs the caught RemoteLoadError first; the shell's own line names the versions.
    .poll(
      () => problems.console.find((line) => line.includes('Remote "adminUsers" cannot run')) ?? '',
    )
    .toMatch(versions);
  expect(problems.pageErrors.filter((error) => error.includes('TypeError'))).toEqual([]);
}

test.describe('releasing one remote without the shell', () => {
  test.describe.configure({ mode: 'serial' });
  let smtp: SmtpSink;
  let api: ApiServer;
  let tmp: string;
  let releasesDir: string;
  let shellBefore: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    tmp = fs.mkdtempSync(path.join(readE2eEnv().tmpDir, 'release-'));
    releasesDir = path.join(tmp, 'releases');
    smtp = await startSmtpSink(path.join(tmp, 'mail'));
    api = await startApiServer({
      port: await freePort(),
      dataDir: path.join(tmp, 'data'),
      smtpPort: smtp.port,
      releasesDir,
      logFile: path.join(tmp, 'api.log'),
    });
    shellBefore = folderHash(SHELL_DIST);
  });

  test.afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  /** `npm run release` of a team's build of the users remote; its output goes with the report. */
  async function releaseUsers(app: string, testInfo: TestInfo): Promise<string> {
    const output = await npmRun('release', ['adminUsers', '--app-dir', app], releasesDir);
    await testInfo.attach('release.log', { body: output, contentType: 'text/plain' });
    return output;
  }

  test('a new label and a new contracts export ship with the remote alone, and roll back', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(600_000);
    const contexts: BrowserContext[] = [];
    try {
      await test.step('the users list as the shell was built with it', async () => {
        const { context, page } = await adminPage(browser, api.origin, 'es');
        contexts.push(context);
        await usersHeading(page, 'Usuarios');
      });

      await test.step('a team changes its copy of the remote and of libs/contracts', async () => {
        const app = copyWorkspace(path.join(tmp, 'team-a'), 'mfe-admin-users');
        const libs = path.join(tmp, 'team-a', 'libs');
        fs.appendFileSync(
          path.join(libs, 'contracts', 'src', 'index.ts'),
          `\n/** Added by the release journey: only the released remote has it. */\nexport function skewProbe(): string {\n  return '${PROBE}';\n}\n`,
        );
        for (const lang of ['es', 'en', 'zh'] as const) {
          edit(
            path.join(app, 'src', 'shared', 'i18n', `${lang}.ts`),
            /(\n\s*'admin\.users\.title': [^\n]*\n)/,
            `$1  'admin.users.title_v2': '${NEW_TITLE[lang]}',\n`,
          );
        }
        const list = path.join(
          app,
          'src',
          'features',
          'users',
          'components',
          'users-list-page.tsx',
        );
        edit(list, /t\('admin\.users\.title'\)/, "t('admin.users.title_v2')");
        edit(list, /^/, "import { skewProbe } from '@bolsos/contracts';\n");
        edit(list, /(<PageHeader\b)/, '<p data-testid="skew-probe">{skewProbe()}</p>\n      $1');
      });

      await test.step('npm run release builds and switches only that remote', async () => {
        const output = await releaseUsers(path.join(tmp, 'team-a', 'mfe-admin-users'), testInfo);
        expect(output).toMatch(/Released adminUsers \S+/);
        const config = (await (await fetch(`${api.origin}/remotes.config.json`)).json()) as {
          remotes: { name: string; entry: string }[];
        };
        const entries = Object.fromEntries(config.remotes.map((r) => [r.name, r.entry]));
        expect(entries.adminUsers).toMatch(
          /^\/mfe\/admin-users\/releases\/[^/]+\/mf-manifest\.json$/,
        );
        expect(entries.storefront).toBe('/mfe/storefront/mf-manifest.json');
        expect(entries.adminProducts).toBe('/mfe/admin-products/mf-manifest.json');
      });

      for (const lang of ['es', 'en', 'zh'] as const) {
        await test.step(`the running shell shows the new label in ${lang}, and the new code runs`, async () => {
          const { context, page } = await adminPage(browser, api.origin, lang);
          contexts.push(context);
          await usersHeading(page, NEW_TITLE[lang]);
          await expect(page.getByTestId('skew-probe')).toHaveText(PROBE);
          await expect(page.getByTestId('users-table').getByText(DEMO_ADMIN.email)).toBeVisible();
        });
      }

      await test.step('npm run rollback brings the old text back', async () => {
        const output = await npmRun('rollback', ['adminUsers'], releasesDir);
        expect(output).toMatch(/Rolled back adminUsers: \S+ → the default build/);
        const { context, page } = await adminPage(browser, api.origin, 'es');
        contexts.push(context);
        await usersHeading(page, 'Usuarios');
        await expect(page.getByTestId('skew-probe')).toHaveCount(0);
      });

      await test.step('no shell file changed', async () => {
        expect(folderHash(SHELL_DIST)).toBe(shellBefore);
      });
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('a remote built against the previous platform release still runs under this shell', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(600_000);
    const release = PLATFORM_RELEASES.previous;
    const app = await checkoutWorkspace(
      path.join(tmp, 'team-previous'),
      'mfe-admin-users',
      release.commit,
    );
    const i18nVersion = JSON.parse(
      fs.readFileSync(path.join(tmp, 'team-previous', 'libs', 'i18n', 'package.json'), 'utf8'),
    ).version;
    expect(i18nVersion).toBe(release.i18n);
    await releaseUsers(app, testInfo);

    const { context, page } = await adminPage(browser, api.origin, 'en');
    try {
      const { pageErrors } = pageProblems(page);
      // The remote's code as built then, on this shell's newer singletons: its page works.
      await usersHeading(page, 'Users');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByTestId('version-skew')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
      await npmRun('rollback', ['adminUsers'], releasesDir);
    } finally {
      await context.close();
    }
    expect(folderHash(SHELL_DIST)).toBe(shellBefore);
  });

  test('a remote built before the router wrapped react-router explains itself, never crashes', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(600_000);
    const release = PLATFORM_RELEASES.beforeReactRouter;
    const app = await checkoutWorkspace(
      path.join(tmp, 'team-old'),
      'mfe-admin-users',
      release.commit,
    );
    await releaseUsers(app, testInfo);

    const { context, page } = await adminPage(browser, api.origin, 'en');
    try {
      await expectSkewExplained(
        page,
        pageProblems(page),
        /@bolsos\/router \^1\.\d+\.\d+.*@bolsos\/router 2\.\d+\.\d+/,
      );
      await npmRun('rollback', ['adminUsers'], releasesDir);
      await usersHeading(page, 'Users');
    } finally {
      await context.close();
    }
    expect(folderHash(SHELL_DIST)).toBe(shellBefore);
  });

  test('a remote built for a newer platform major explains itself; the rest of the site works', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(600_000);
    const app = copyWorkspace(path.join(tmp, 'team-b'), 'mfe-admin-users');
    // The team built against a future @bolsos/i18n 2.x that this shell does not have.
    const i18nPackage = path.join(tmp, 'team-b', 'libs', 'i18n', 'package.json');
    edit(i18nPackage, /"version": "[^"]+"/, '"version": "2.0.0"');
    edit(path.join(app, 'package.json'), /"@bolsos\/i18n": "[^"]+"/, '"@bolsos/i18n": "^2.0.0"');
    await releaseUsers(app, testInfo);

    const { context, page } = await adminPage(browser, api.origin, 'en');
    try {
      await expectSkewExplained(
        page,
        pageProblems(page),
        /@bolsos\/i18n \^2\.0\.0.*@bolsos\/i18n 1\.\d+\.\d+/,
      );
      // Inside the admin layout: its menu is still there.
      await expect(page.getByRole('link', { name: 'Products' }).first()).toBeVisible();

      await test.step('the other sections still work', async () => {
        await page.goto('/admin/products');
        await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
        await page.goto('/en');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByTestId('version-skew')).toHaveCount(0);
      });

      await test.step('rolling back restores the section', async () => {
        await npmRun('rollback', ['adminUsers'], releasesDir);
        await usersHeading(page, 'Users');
      });
    } finally {
      await context.close();
    }
    expect(folderHash(SHELL_DIST)).toBe(shellBefore);
  });
});
