import fs from 'node:fs';
import path from 'node:path';
import { RELEASES_API } from '@bolsos/contracts';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { freePort, startApiServer, type ApiServer } from '../support/api-server';
import { REPO_ROOT, readE2eEnv } from '../support/e2e-env';
import { settle } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, apiLogin, DEMO_ADMIN, DEMO_MANAGER } from '../support/session';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/**
 * Issue 32 §2: /admin/releases, in the remote that administers the platform. Two releases of
 * adminUsers (copies of its production build, so the page keeps working whichever is live) are
 * recorded through the API, as the release CLI does; an admin on a phone rolls back and promotes
 * from the page by keyboard, and the site serves each switch; a manager gets the 401 page.
 * A site of its own (like the release journey), so no other journey sees these switches.
 */

const PHONE = { width: 390, height: 844 };
const ES = {
  title: 'Publicaciones',
  menu: 'Publicaciones', // admin.menu.releases (libs/i18n)
  rollback: 'Deshacer',
  promote: 'Poner en servicio',
};

async function servedEntry(origin: string): Promise<string | undefined> {
  const res = await fetch(`${origin}/remotes.config.json`);
  const { remotes } = (await res.json()) as { remotes: { name: string; entry: string }[] };
  return remotes.find((remote) => remote.name === 'adminUsers')?.entry;
}

const entry = (id: string) => `/mfe/admin-users/releases/${id}/mf-manifest.json`;

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

  async function signedIn(browser: Browser, who: typeof DEMO_ADMIN, viewport = PHONE) {
    const context = await browser.newContext({ baseURL: api.origin, locale: 'es-PA', viewport });
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
