import { API_PATHS, type StaffUser } from '@bolsos/contracts';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, createUser, DEMO_ADMIN } from '../support/session';
import { viewportOf, ADMIN_VIEWPORTS } from '../support/viewports';

/**
 * Issue 44: strangers' failed sign-ins lock an account for browsers it never signed in on, and an
 * administrator lifts the lock from the user's page, on a phone, from the keyboard. Spanish
 * strings of mfe-admin-users (e2e may not import the remote).
 */
const ES = {
  lockedUntil: /^Inicio de sesión bloqueado hasta el /, // admin.users.locked_until
  lift: 'Levantar bloqueo', // admin.users.lift_lock
  lifted: (name: string) =>
    `Bloqueo levantado: ${name} puede iniciar sesión desde cualquier navegador.`,
  audited: 'Bloqueo de inicio de sesión levantado', // admin-kit action.sign_in_unlocked
};
/** The account's limit on failures from untrusted browsers (LOGIN_FAILURE_LIMITS.account). */
const ACCOUNT_FAILURES = 50;

let strangers = 0;

/** A sign-in attempt from a browser of an address of its own that never signed in before. */
async function stranger(
  baseURL: string,
  email: string,
): Promise<{ status: number; context: APIRequestContext }> {
  strangers += 1;
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: {
      'X-Forwarded-For': `198.18.${(process.pid + (strangers >> 8)) % 256}.${strangers % 256}`,
    },
  });
  const response = await apiCall(context, 'POST', API_PATHS.login, {
    email,
    password: 'a-wrong-guess',
  });
  return { status: response.status(), context };
}

test.use({ viewport: viewportOf(ADMIN_VIEWPORTS[0]) });

test('an admin lifts a sign-in lock from the user page, on a phone, from the keyboard', async ({
  page,
  site,
}) => {
  // Fifty-one sign-in attempts and two visits of the remote's page.
  test.setTimeout(180_000);
  const name = `Bloqueada ${Date.now().toString(36)}`;
  const email = uniqueEmail('sign-in-lock');
  await loginThroughUi(page, DEMO_ADMIN);
  const user = await createUser(page.request, { name, email, roles: ['manager'] });

  await test.step('strangers fail to sign in from many addresses until the account locks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_FAILURES; i++) {
      const { status, context } = await stranger(site.baseURL, email);
      statuses.push(status);
      await context.dispose();
    }
    expect(statuses).toEqual([...Array(ACCOUNT_FAILURES).fill(422), 429]);
  });

  await test.step("the user's page says until when, and its button lifts the lock from the keyboard", async () => {
    await page.goto(`/admin/users/${user.id}`);
    const notice = page.getByRole('region', { name: ES.lockedUntil });
    // The first visit loads the remote: on a busy machine that can take longer than the default.
    await expect(notice).toBeVisible({ timeout: 30_000 });
    // Nothing wider than the phone: the button wraps under the text.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      ADMIN_VIEWPORTS[0].width,
    );
    const button = notice.getByRole('button', { name: ES.lift, exact: true });
    await expect(button).toBeInViewport();
    await button.focus();
    const lifted = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api${API_PATHS.userSignInLock(user.id)}` &&
        response.request().method() === 'DELETE',
    );
    await page.keyboard.press('Enter');
    expect((await lifted).status()).toBe(200);
    const confirmation = page.getByTestId('sign-in-lock-lifted');
    await expect(confirmation.getByRole('status')).toHaveText(ES.lifted(name));
    await expect(confirmation).toBeFocused();
    await expect(notice).toHaveCount(0);
  });

  await test.step('strangers may try again; the API and the History agree', async () => {
    const { status, context } = await stranger(site.baseURL, email);
    await context.dispose();
    // 422 (a wrong password), no longer 429.
    expect(status).toBe(422);
    const shown = await apiCall(page.request, 'GET', API_PATHS.user(user.id));
    expect(((await shown.json()) as { data: StaffUser }).data.locked_until).toBeNull();
    await page.reload();
    await expect(page.getByText(ES.audited).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: ES.lockedUntil })).toHaveCount(0);
  });
});
