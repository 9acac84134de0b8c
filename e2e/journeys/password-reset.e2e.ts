import { API_PATHS } from '@bolsos/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { firstLink } from '../support/mailbox';
import { submitNewPassword } from '../support/password-form';
import { acceptInvitation, apiCall, apiLogin, createUser, DEMO_ADMIN } from '../support/session';

/** Journey 8: forgot password → e-mail → reset → sign in with the new password. */
test('journey 8: forgot, e-mail, reset, login', async ({
  page,
  playwright,
  site,
  newVisitor,
  mailbox,
}) => {
  const email = uniqueEmail('forgetful');
  const oldPassword = 'Forgetful#2026old';
  const newPassword = 'Forgetful#2026new';

  await test.step('an active staff user exists (created by the admin, invitation accepted)', async () => {
    const admin = await playwright.request.newContext({ baseURL: site.baseURL });
    await apiLogin(admin, DEMO_ADMIN);
    await createUser(admin, { name: 'Olvidadizo De Prueba', email, roles: ['manager'] });
    await admin.dispose();
    const invitation = await mailbox.waitFor(email);
    const user = await playwright.request.newContext({ baseURL: site.baseURL });
    await acceptInvitation(user, firstLink(invitation.text), oldPassword);
    await user.dispose();
  });

  await test.step('asks for a reset link', async () => {
    await page.goto('/auth/password-forgot');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar enlace', exact: true }).click();
    await expect(
      page.getByText(
        'Si existe una cuenta con ese correo, le enviamos un enlace para restablecer la contraseña.',
      ),
    ).toBeVisible();
  });

  const mail = await mailbox.waitFor(email, { subject: /contraseña|password|密码/i });
  const link = firstLink(mail.text);

  await test.step('follows the e-mailed link and resets the password', async () => {
    const url = new URL(link);
    expect(url.pathname).toBe('/auth/password-reset');
    expect(url.searchParams.get('email')).toBe(email);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Restablecer su contraseña' }),
    ).toBeVisible();
    const reset = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api${API_PATHS.passwordReset}`) &&
        response.request().method() === 'POST',
    );
    await submitNewPassword(page, newPassword, 'Restablecer contraseña');
    expect((await reset).status()).toBe(200);
  });

  await test.step('signs in with the new password, not the old one', async () => {
    const visitor = await newVisitor();
    const fresh = await visitor.newPage();
    await loginThroughUi(fresh, { email, password: newPassword });
    const check = await playwright.request.newContext({ baseURL: site.baseURL });
    const old = await apiCall(check, 'POST', API_PATHS.login, { email, password: oldPassword });
    expect(old.status()).toBe(422);
    await check.dispose();
  });
});
