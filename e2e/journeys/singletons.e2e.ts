import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { DEMO_MANAGER } from '../support/session';

/**
 * Issue 3 §1: React, the auth store and i18n are one copy in the page. The shell's header and the
 * users remote read the same signed-in user, and one language switch changes both.
 */
test('the shell and a remote see the same signed-in user and the same language', async ({
  page,
}) => {
  await loginThroughUi(page, DEMO_MANAGER);
  await page.goto('/admin/users/create');
  // Shell: the header names the user from the auth store.
  await expect(page.getByTestId('admin-user')).toContainText(DEMO_MANAGER.name);
  // Remote: the create form offers exactly the roles this same user may assign (manager → manager).
  const form = page.getByTestId('user-create-form');
  await expect(form.getByRole('checkbox')).toHaveCount(1);
  await expect(form.getByRole('checkbox', { name: 'Gestor' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Crear' })).toBeVisible();

  // One switch in the shell's header; the remote's labels follow without a reload.
  await page.getByRole('combobox', { name: 'Idioma' }).click();
  // antd draws the visible options apart from its accessible listbox: click the visible one.
  await page.locator('.ant-select-item-option').filter({ hasText: 'English' }).click();
  await expect(form.getByRole('checkbox', { name: 'Manager' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
});
