import fs from 'node:fs';
import path from 'node:path';
import {
  RELEASE_ABORT_NETWORKS,
  RELEASE_BUCKET_COOKIE,
  RELEASE_LOAD_TOKEN_FIELD,
  RELEASES_API,
  type ReleasesOverview,
} from '@bolsos/contracts';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { freePort, startApiServer, type ApiServer } from '../support/api-server';
import { REPO_ROOT, readE2eEnv } from '../support/e2e-env';
import { settle } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, apiLogin, DEMO_ADMIN, DEMO_MANAGER } from '../support/session';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/**
 * Issue 32 §2–§4: /admin/releases, in the remote that administers the platform. Two releases of
 * adminUsers (copies of its production build, so the page keeps working whichever is live) are
 * recorded through the API, as the release CLI does; an admin on a phone rolls back and promotes
 * from the page by keyboard, runs a canary for a share of visitors, promotes it to 100 % and
 * aborts one, and the site serves each switch to the visitors it concerns; a release whose remote
 * fails to load in the canary's visitors' browsers is stopped by their reports alone; a manager
 * gets the 401 page. A site of its own (like the release journey), so no other journey sees these
 * switches. Admins here sit outside every canary (bucket 99), so the page itself never runs one.
 */

const PHONE = { width: 390, height: 844 };
const ES = {
  title: 'Publicaciones',
  menu: 'Publicaciones', // admin.menu.releases (libs/i18n)
  rollback: 'Deshacer',
  promote: 'Poner en servicio',
  startCanary: 'Empezar la prueba',
  promoteAll: 'Poner al 100 %',
  abort: 'Detener',
};

/** The adminUsers entry the site serves to a visitor in `bucket` (0–99; none: a fresh one). */
async function servedEntry(origin: string, bucket?: number): Promise<string | undefined> {
  const res = await fetch(`${origin}/remotes.config.json`, {
    headers: bucket === undefined ? {} : { Cookie: `${RELEASE_BUCKET_COOKIE}=${bucket}` },
  });
  const { remotes } = (await res.json()) as { remotes: { name: string; entry: string }[] };
  return remotes.find((remote) => remote.name === 'adminUsers')?.entry;
}

const entry = (id: string) => `/mfe/admin-users/releases/${id}/mf-manifest.json`;

/** Makes an open tab's version poller look now (as the tab regaining focus does) and waits. */
async function pollNow(page: Page) {
  // A round already under way (the first, at start-up) answers the focus without a new request.
  await expect(async () => {
    const polled = page.waitForResponse((res) => res.url().endsWith('/remotes.config.json'), {
      timeout: 2_000,
    });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await polled;
  }).toPass({ timeout: 15_000 });
}

async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/**
 * Presses Enter on a button, as a keyboard user who reached it does. A dialog moves focus when
 * its opening or closing animation ends (into itself, or back to the button that opened it), so
 * the page is let settle first and focus is put on the button until it stays.
 */
async function pressButton(page: Page, name: string, within = page.locator('body')) {
  const button = within.getByRole('button', { name, exact: true });
  await settle(page);
  await expect(async () => {
    await button.focus();
    await expect(button).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
}

test.describe('the releases page', () => {
  test.describe.configure({ mode: 'serial' });
  let smtp: SmtpSink;
  let api: ApiServer;
  let tmp: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    tmp = fs.mkdtempSync(path.join(readE2eEnv().tmpDir, 'releases-page-'));
    const releasesDir = path.join(tmp, 'releases');
    smtp = await startSmtpSink(path.join(tmp, 'mail'));
    api = await startApiServer({
      port: await freePort(),
      dataDir: path.join(tmp, 'data'),
      smtpPort: smtp.port,
      releasesDir,
      logFile: path.join(tmp, 'api.log'),
    });
    const admin = await playwrightRequest.newContext({ baseURL: api.origin });
    await apiLogin(admin, DEMO_ADMIN);
    for (const id of ['1.0.0-a', '1.0.0-b']) {
      fs.cpSync(
        path.join(REPO_ROOT, 'mfe-admin-users', 'dist'),
        path.join(releasesDir, 'admin-users', id),
        { recursive: true },
      );
      const res = await apiCall(admin, 'POST', RELEASES_API.list, {
        remote: 'adminUsers',
        id,
        version: '1.0.0',
        released_by: 'Equipo Usuarios',
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await admin.dispose();
  });

  test.afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  async function signedIn(browser: Browser, who: typeof DEMO_ADMIN, viewport = PHONE, bucket = 99) {
    const context = await browser.newContext({ baseURL: api.origin, locale: 'es-PA', viewport });
    await context.addCookies([
      { name: RELEASE_BUCKET_COOKIE, value: String(bucket), url: api.origin },
    ]);
    const page = await context.newPage();
    await loginThroughUi(page, who);
    return { context, page };
  }

  test('an admin on a phone rolls back and promotes by keyboard, and the site serves each switch', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await signedIn(browser, DEMO_ADMIN);
    try {
      await page.goto('/admin/releases');
      await expect(page.getByRole('heading', { level: 1, name: ES.title })).toBeVisible({
        timeout: 30_000,
      });
      const users = page.getByTestId('releases-adminUsers');
      await expect(page.getByTestId('live-adminUsers')).toHaveText('En servicio: 1.0.0-b');
      await expect(users.getByTestId('release-1.0.0-b')).toContainText('por Equipo Usuarios');
      await expect(users.getByTestId('release-1.0.0-b')).toContainText('100 % de los visitantes');
      await expect(page.getByTestId('live-storefront')).toHaveText(
        'En servicio: la versión instalada con el sitio',
      );
      await fits(page);

      await pressButton(page, ES.rollback, users);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('¿Deshacer la publicación 1.0.0-b');
      await pressButton(page, ES.rollback, dialog);
      await expect(page.getByTestId('live-adminUsers')).toHaveText('En servicio: 1.0.0-a');
      await expect(users.getByTestId('release-1.0.0-b')).toContainText('Deshecha');
      expect(await servedEntry(api.origin)).toBe(entry('1.0.0-a'));
      await fits(page);

      await pressButton(page, `${ES.promote} 1.0.0-b`, users);
      await pressButton(page, ES.promote, page.getByRole('dialog'));
      await expect(page.getByTestId('live-adminUsers')).toHaveText('En servicio: 1.0.0-b');
      expect(await servedEntry(api.origin)).toBe(entry('1.0.0-b'));

      // The page is still the users remote, now loaded from the release promoted.
      await page.reload();
      await expect(page.getByTestId('live-adminUsers')).toHaveText('En servicio: 1.0.0-b');
      await fits(page);
    } finally {
      await context.close();
    }
  });

  test('an admin on a phone runs a canary by keyboard: 10 %, then 100 %, a rollback, and an abort', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await signedIn(browser, DEMO_ADMIN);
    // Open tabs: staff in the canary's bucket and outside it, and a shopper in the canary's bucket.
    const inCanary = await signedIn(browser, DEMO_ADMIN, PHONE, 5);
    const outside = await signedIn(browser, DEMO_ADMIN, PHONE, 50);
    const shopper = await browser.newContext({ baseURL: api.origin, locale: 'es-PA' });
    await shopper.addCookies([{ name: RELEASE_BUCKET_COOKIE, value: '5', url: api.origin }]);
    const shop = await shopper.newPage();
    try {
      for (const tab of [inCanary.page, outside.page]) {
        await tab.goto('/admin/users');
        await expect(tab.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      }
      await shop.goto('/');
      await shop.locator('#root[data-hydrated="true"]').waitFor({ timeout: 30_000 });
      await page.goto('/admin/releases');
      const users = page.getByTestId('releases-adminUsers');
      const live = page.getByTestId('live-adminUsers');
      const canary = page.getByTestId('canary-adminUsers');
      await expect(live).toHaveText('En servicio: 1.0.0-b', { timeout: 30_000 });

      await test.step('promote 1.0.0-a to 10 %: a canary for visitors in buckets 0–9', async () => {
        await pressButton(page, `${ES.promote} 1.0.0-a`, users);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText('Parte de los visitantes');
        // The share is one radio group: its chosen radio is the tab stop, arrows change it.
        const everyone = dialog.getByRole('radio', { name: '100 %' });
        await expect(everyone).toBeChecked();
        await expect(async () => {
          await everyone.focus();
          await expect(everyone).toBeFocused({ timeout: 500 });
        }).toPass({ timeout: 10_000 });
        for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
        await expect(dialog.getByRole('radio', { name: '10 %' })).toBeChecked();
        await expect(dialog).toContainText('El 10 % de los visitantes recibe esta publicación');
        await pressButton(page, ES.startCanary, dialog);
        await expect(canary).toHaveText('En prueba: 1.0.0-a, para el 10 % de los visitantes');
        await expect(live).toHaveText('En servicio: 1.0.0-b');
        await expect(users.getByTestId('release-1.0.0-a')).toContainText('En prueba');
        await expect(users.getByTestId('health-1.0.0-a')).toContainText('en los últimos 5 min');
        expect(await servedEntry(api.origin, 0)).toBe(entry('1.0.0-a'));
        expect(await servedEntry(api.origin, 9)).toBe(entry('1.0.0-a'));
        expect(await servedEntry(api.origin, 10)).toBe(entry('1.0.0-b'));
        expect(await servedEntry(api.origin, 99)).toBe(entry('1.0.0-b'));
        await fits(page);
      });

      await test.step('only the open tabs the canary reaches are told of a new version', async () => {
        await pollNow(inCanary.page);
        await expect(inCanary.page.getByTestId('version-notice')).toBeVisible();
        await pollNow(outside.page);
        await expect(outside.page.getByTestId('version-notice')).toHaveCount(0);
        // A shopper's page never loads the users remote: its release is none of its business.
        await pollNow(shop);
        await expect(shop.getByTestId('version-notice')).toHaveCount(0);
      });

      await test.step('promote the canary to 100 %: live for everyone', async () => {
        await pressButton(page, `Poner 1.0.0-a al 100 %`, users);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText('¿Servir 1.0.0-a a todos los visitantes');
        await pressButton(page, ES.promoteAll, dialog);
        await expect(live).toHaveText('En servicio: 1.0.0-a');
        await expect(canary).toHaveCount(0);
        expect(await servedEntry(api.origin, 0)).toBe(entry('1.0.0-a'));
        expect(await servedEntry(api.origin, 99)).toBe(entry('1.0.0-a'));
        await fits(page);
        // Now the tab outside the canary moves too; the shopper's still has nothing to do.
        await pollNow(outside.page);
        await expect(outside.page.getByTestId('version-notice')).toBeVisible();
        await pollNow(shop);
        await expect(shop.getByTestId('version-notice')).toHaveCount(0);
      });

      await test.step('roll back: 1.0.0-b for everyone again', async () => {
        await pressButton(page, ES.rollback, users);
        await pressButton(page, ES.rollback, page.getByRole('dialog'));
        await expect(live).toHaveText('En servicio: 1.0.0-b');
        expect(await servedEntry(api.origin, 0)).toBe(entry('1.0.0-b'));
        expect(await servedEntry(api.origin, 99)).toBe(entry('1.0.0-b'));
      });

      await test.step('a canary at 25 %, aborted: its visitors get the live release', async () => {
        await pressButton(page, `${ES.promote} 1.0.0-a`, users);
        let dialog = page.getByRole('dialog');
        const everyone = dialog.getByRole('radio', { name: '100 %' });
        await expect(async () => {
          await everyone.focus();
          await expect(everyone).toBeFocused({ timeout: 500 });
        }).toPass({ timeout: 10_000 });
        for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowLeft');
        await expect(dialog.getByRole('radio', { name: '25 %' })).toBeChecked();
        await pressButton(page, ES.startCanary, dialog);
        await expect(canary).toHaveText('En prueba: 1.0.0-a, para el 25 % de los visitantes');
        expect(await servedEntry(api.origin, 24)).toBe(entry('1.0.0-a'));

        await pressButton(page, `${ES.abort} 1.0.0-a`, users);
        dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(
          '¿Detener la prueba de 1.0.0-a en Usuarios, auditoría y datos de la tienda? Sus visitantes vuelven a recibir 1.0.0-b.',
        );
        await pressButton(page, ES.abort, dialog);
        await expect(canary).toHaveCount(0);
        await expect(users.getByTestId('aborted-1.0.0-a')).toHaveText(
          'Detenida por un administrador',
        );
        await expect(live).toHaveText('En servicio: 1.0.0-b');
        expect(await servedEntry(api.origin, 0)).toBe(entry('1.0.0-b'));
        await fits(page);
      });
    } finally {
      await Promise.all(
        [context, inCanary.context, outside.context, shopper].map((c) => c.close()),
      );
    }
  });

  test('a canary whose remote fails to load is stopped by the browsers’ reports, and the page says so', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const broken = '1.0.0-c';
    await test.step('a release whose remote entry is missing, as a canary for 10 %', async () => {
      const folder = path.join(tmp, 'releases', 'admin-users', broken);
      fs.cpSync(path.join(REPO_ROOT, 'mfe-admin-users', 'dist'), folder, { recursive: true });
      // As the release command builds it (PUBLIC_PATH: the release's own folder), but the entry
      // script never made it there: every browser given this release fails to load the remote.
      const manifestFile = path.join(folder, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
        metaData: { publicPath: string; remoteEntry: { name: string } };
      };
      manifest.metaData.publicPath = entry(broken).replace(/mf-manifest\.json$/, '');
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      fs.rmSync(path.join(folder, manifest.metaData.remoteEntry.name));
      const admin = await playwrightRequest.newContext({ baseURL: api.origin });
      try {
        await apiLogin(admin, DEMO_ADMIN);
        const res = await apiCall(admin, 'POST', RELEASES_API.list, {
          remote: 'adminUsers',
          id: broken,
          version: '1.0.0',
          released_by: 'Equipo Usuarios',
          share: 10,
        });
        expect(res.status(), await res.text()).toBe(200);
      } finally {
        await admin.dispose();
      }
      expect(await servedEntry(api.origin, 0)).toBe(entry(broken));
      expect(await servedEntry(api.origin, 99)).toBe(entry('1.0.0-b'));
    });

    // A staff member in bucket 0: the users pages come from the canary, and fail to load.
    const visitor = await signedIn(browser, DEMO_ADMIN, PHONE, 0);
    try {
      await test.step('the shell reports the failure with the release it came from', async () => {
        const reports: { body: unknown; status: number }[] = [];
        visitor.page.on('requestfinished', (request) => {
          if (!request.url().endsWith(`/api${RELEASES_API.health}`)) return;
          void request.response().then((response) => {
            reports.push({ body: request.postDataJSON(), status: response?.status() ?? 0 });
          });
        });
        await visitor.page.goto('/admin/users');
        await expect(visitor.page.getByRole('heading', { name: 'Error 503' })).toBeVisible({
          timeout: 30_000,
        });
        await expect
          .poll(() => reports.filter((report) => report.status === 204).length)
          .toBeGreaterThan(0);
        for (const report of reports) {
          // With the token of the page load the remotes config gave it.
          expect(report.body).toEqual({
            remote: 'adminUsers',
            release: broken,
            kind: 'load',
            token: expect.any(String),
          });
        }
      });

      await test.step('more browsers report it, from networks of their own, past the threshold', async () => {
        // Other visitors' pages: each given the canary by the remotes config (bucket 0) with a
        // load token of its own, each from another client network; with the browser above, the
        // failures come from RELEASE_ABORT_NETWORKS networks, and no load of it rendered.
        for (let i = 0; i < RELEASE_ABORT_NETWORKS - 1; i += 1) {
          const address = `198.51.${100 + i}.7`;
          const other = await playwrightRequest.newContext({
            baseURL: api.origin,
            extraHTTPHeaders: { 'X-Forwarded-For': address },
          });
          try {
            const config = (await (
              await fetch(`${api.origin}/remotes.config.json`, {
                headers: { Cookie: `${RELEASE_BUCKET_COOKIE}=0`, 'X-Forwarded-For': address },
              })
            ).json()) as { remotes: { name: string; entry: string }[] } & Record<string, unknown>;
            expect(config.remotes.find((r) => r.name === 'adminUsers')?.entry).toBe(entry(broken));
            const token = config[RELEASE_LOAD_TOKEN_FIELD];
            expect(token).toEqual(expect.any(String));
            const res = await apiCall(other, 'POST', RELEASES_API.health, {
              remote: 'adminUsers',
              release: broken,
              kind: 'load',
              token,
            });
            expect(res.status(), await res.text()).toBe(204);
          } finally {
            await other.dispose();
          }
        }
      });

      const { context, page } = await signedIn(browser, DEMO_ADMIN);
      try {
        await test.step('the canary is aborted; the page says it stopped by itself', async () => {
          // The check runs after the counts' next write (every 2 s); asked of the API, so a slow
          // page is not mistaken for a canary still running.
          await expect
            .poll(
              async () => {
                const res = await apiCall(context.request, 'GET', RELEASES_API.list);
                const overview = (await res.json()) as ReleasesOverview;
                return overview.remotes
                  .find((remote) => remote.remote === 'adminUsers')
                  ?.releases.find((release) => release.id === broken)?.aborted_by;
              },
              { timeout: 30_000 },
            )
            .toBe('failures');
          const users = page.getByTestId('releases-adminUsers');
          await page.goto('/admin/releases');
          await expect(users.getByTestId(`aborted-${broken}`)).toHaveText(
            'Detenida automáticamente por fallos',
            { timeout: 30_000 },
          );
          await expect(page.getByTestId('canary-adminUsers')).toHaveCount(0);
          await expect(users.getByTestId(`release-${broken}`)).toContainText('Detenida');
          await expect(users.getByTestId(`health-${broken}`)).toContainText(
            /\d+ fallos de \d+ cargas? en los últimos 5 min/,
          );
          await expect(page.getByTestId('live-adminUsers')).toHaveText('En servicio: 1.0.0-b');
          await fits(page);
        });
      } finally {
        await context.close();
      }

      await test.step('its visitors get the live release again', async () => {
        expect(await servedEntry(api.origin, 0)).toBe(entry('1.0.0-b'));
        await visitor.page.goto('/admin/users');
        await expect(visitor.page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible(
          {
            timeout: 30_000,
          },
        );
      });
    } finally {
      await visitor.context.close();
    }
  });

  test('the side menu leads admins there; a manager gets the 401 page', async ({ browser }) => {
    const admin = await signedIn(browser, DEMO_ADMIN, { width: 1366, height: 768 });
    try {
      await admin.page.getByRole('menuitem', { name: ES.menu }).click();
      await expect(admin.page.getByRole('heading', { level: 1, name: ES.title })).toBeVisible();
      expect(new URL(admin.page.url()).pathname).toBe('/admin/releases');
    } finally {
      await admin.context.close();
    }
    const manager = await signedIn(browser, DEMO_MANAGER, { width: 1366, height: 768 });
    try {
      await expect(manager.page.getByRole('menuitem', { name: ES.menu })).toHaveCount(0);
      await manager.page.goto('/admin/releases');
      await expect(manager.page.getByRole('heading', { name: 'Error 401' })).toBeVisible();
      await expect(manager.page.getByTestId('releases-adminUsers')).toHaveCount(0);
    } finally {
      await manager.context.close();
    }
  });
});
