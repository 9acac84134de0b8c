import { API_PATHS, type User } from '@bolsos/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { firstLink } from '../support/mailbox';
import { submitNewPassword } from '../support/password-form';
import { apiCall, DEMO_ADMIN } from '../support/session';

/**
 * Journey 7: an admin creates a user; the invitation e-mail reaches the SMTP listener; the new
 * user follows its link, lands on /auth/password-set, chooses a password and ends on /admin.
 */
test('journey 7: password set from an invitation e-mail', async ({ page, newVisitor, mailbox }) => {
  const email = uniqueEmail('invited');
  const password = 'Invited#2026pass';

  await test.step('admin creates the user on /admin/users/create', async () => {
    await loginThroughUi(page, DEMO_ADMIN);
    await page.goto('/admin/users/create');
    await page.getByLabel('Nombre', { exact: true }).fill('Invitada De Prueba');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('checkbox', { name: 'Gestor', exact: true }).check();
    const created = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api${API_PATHS.users}` &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const { data } = (await response.json()) as { data: User };
    expect(data.password_set_at).toBeNull();
    // Next is the new user's page, with the invitation still pending.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/users/${data.id}`);
    const detail = page.getByTestId('user-detail');
    await expect(detail.getByText(email, { exact: true })).toBeVisible();
    await expect(detail.getByText('Invitación pendiente', { exact: true })).toBeVisible();
  });

  const invitation = await mailbox.waitFor(email);
  const link = firstLink(invitation.text);
  expect(new URL(link).pathname).toMatch(/^\/api\/invitations\//);

  const invited = await (await newVisitor()).newPage();
  await test.step('the invited user follows the link to /auth/password-set', async () => {
    await invited.goto(link);
    await expect.poll(() => new URL(invited.url()).pathname).toBe('/auth/password-set');
    await expect(
      invited.getByRole('heading', { level: 1, name: 'Establecer su contraseña' }),
    ).toBeVisible();
  });

  await test.step('sets a password and ends on /admin', async () => {
    await submitNewPassword(invited, password, 'Establecer contraseña');
    await expect.poll(() => new URL(invited.url()).pathname).toBe('/admin');
    const account = await apiCall(invited.context().request, 'GET', API_PATHS.account);
    expect(account.status()).toBe(200);
    const { user } = (await account.json()) as { user: User };
    expect(user.email).toBe(email);
    expect(user.password_set_at).not.toBeNull();
  });
});
