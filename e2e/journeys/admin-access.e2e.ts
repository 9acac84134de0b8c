import { MESSAGES } from '@bolsos/contracts';
import { expect, test } from '../support/fixtures';
import { loginThroughUi, submitLogin } from '../support/login-form';
import { DEMO_ADMIN, DEMO_MANAGER } from '../support/session';

/** Journeys 4–6: the guards and roles of the back office, signed in through the login page. */

test.describe('journey 4: anonymous visitors and failed logins', () => {
  test('/admin without a session goes to /auth/login', async ({ page }) => {
    await page.goto('/admin');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  });

  const failures = [
    { lang: 'es', path: '/auth/login' },
    { lang: 'en', path: '/en/auth/login' },
    { lang: 'zh', path: '/zh/auth/login' },
  ] as const;
  for (const { lang, path } of failures) {
    test(`a wrong password on ${path} says "${MESSAGES[lang]['errors.login_failed']}"`, async ({
      page,
    }) => {
      await page.goto(path);
      // An address with no account: failures count against e-mail and address for throttling.
      await submitLogin(
        page,
        { email: `nobody.${lang}@bolsos.test`, password: 'not-the-password' },
        lang,
      );
      // The refusal itself at the top (every field was filled: nothing is 'pending').
      await expect(page.getByTestId('form-errors')).toContainText(
        MESSAGES[lang]['errors.login_failed'],
      );
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});

test.describe('journey 5: admin', () => {
  test('admin signs in and /admin/users lists the seeded staff', async ({ page }) => {
    await loginThroughUi(page, DEMO_ADMIN);
    await page.goto('/admin/users');
    for (const text of [DEMO_ADMIN.name, DEMO_ADMIN.email, DEMO_MANAGER.name, DEMO_MANAGER.email]) {
      // Exact: the row's Edit link is named after the user too ('Editar a Ana Administradora').
      await expect(page.getByRole('cell', { name: text, exact: true })).toBeVisible();
    }
  });
});

test.describe('journey 6: manager', () => {
  test('a manager opening /admin/users gets the 401 page', async ({ page }) => {
    await loginThroughUi(page, DEMO_MANAGER);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Error 401' })).toBeVisible();
    await expect(page.getByRole('cell', { name: DEMO_ADMIN.email, exact: true })).toHaveCount(0);
  });
});
