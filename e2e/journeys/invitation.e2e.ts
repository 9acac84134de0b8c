import { API_BASE, API_PATHS, type User } from '@bolsos/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { firstLink } from '../support/mailbox';
import { submitNewPassword } from '../support/password-form';
import { apiCall, DEMO_ADMIN, SESSION_COOKIE } from '../support/session';

/**
 * Journey 7: an admin creates a user; the invitation e-mail reaches the SMTP listener; its link
 * opens the invitation page, twice, which signs nobody in and uses nothing up (a mail scanner's
 * prefetch must not spend it); the new user chooses a password there and ends on /admin signed
 * in; the link, opened again, says it is used.
 */
test('journey 7: an invitation e-mail opens a page that sets the password', async ({
  page,
  newVisitor,
  mailbox,
}) => {
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
  expect(new URL(link).pathname).toBe('/auth/invitation');
  const token = new URL(link).searchParams.get('token') as string;

  const context = await newVisitor();
  const invited = await context.newPage();
  const sessionCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);

  await test.step('the link opens the invitation page twice: it names the account, signs nobody in', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await invited.goto(link);
      expect(response?.status()).toBe(200);
      await expect(
        invited.getByRole('heading', { level: 1, name: 'Aceptar su invitación' }),
      ).toBeVisible();
      await expect(invited.getByText('Invitada De Prueba', { exact: false })).toBeVisible();
      await expect(invited.getByLabel('Correo electrónico', { exact: true })).toHaveValue(email);
      expect(await sessionCookie()).toBeUndefined();
    }
    const account = await apiCall(context.request, 'GET', API_PATHS.account);
    expect(account.status()).toBe(401);
  });

  await test.step('a link mailed before the page existed leads to the same page', async () => {
    await invited.goto(`${API_BASE}${API_PATHS.invitation(token)}`);
    await expect.poll(() => new URL(invited.url()).pathname).toBe('/auth/invitation');
    await expect(invited.getByLabel('Correo electrónico', { exact: true })).toHaveValue(email);
    expect(await sessionCookie()).toBeUndefined();
  });

  await test.step('sets a password on the page and ends on /admin, signed in', async () => {
    await submitNewPassword(invited, password, 'Establecer contraseña e iniciar sesión');
    await expect.poll(() => new URL(invited.url()).pathname).toBe('/admin');
    const account = await apiCall(context.request, 'GET', API_PATHS.account);
    expect(account.status()).toBe(200);
    const { user } = (await account.json()) as { user: User };
    expect(user.email).toBe(email);
    expect(user.password_set_at).not.toBeNull();
  });

  await test.step('the link, opened again, says it is used, with the way to sign in', async () => {
    await invited.goto(link);
    await expect(invited.getByTestId('invitation-invalid')).toHaveText(
      'Este enlace de invitación no es válido, ha caducado o ya se ha utilizado',
    );
    await expect(invited.getByLabel('Nueva contraseña', { exact: true })).toHaveCount(0);
    await expect(invited.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
  });
});
