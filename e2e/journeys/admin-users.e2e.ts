import {
  API_PATHS,
  MESSAGES,
  type AccountResponse,
  type Paginated,
  type User,
} from '@bolsos/contracts';
import type { Page, Response } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { firstLink } from '../support/mailbox';
import { apiCall, DEMO_ADMIN, DEMO_MANAGER } from '../support/session';

/**
 * Users issue: an admin creates, edits and deletes a user through the users remote's list, detail
 * and edit pages; the API's refusals (an e-mail already in use, deleting oneself) reach the page.
 * Interface strings are the Spanish ones of libs/i18n ui-strings (e2e may not import that
 * browser library); server messages come from contracts' MESSAGES.
 */

const ES = {
  name: 'Nombre', // admin.profile.name
  email: 'Correo electrónico', // admin.profile.email
  admin: 'Administrador', // admin.roles.admin
  manager: 'Gestor', // admin.roles.manager
  create: 'Crear', // common.create
  save: 'Guardar', // common.save
  edit: 'Editar', // common.edit
  delete: 'Eliminar', // common.delete
  cancel: 'Cancelar', // common.cancel
  search: 'Buscar por nombre o correo', // admin.users.search
  empty: 'No se encontraron usuarios', // admin.users.empty
  invitationPending: 'Invitación pendiente', // admin.users.invitation_pending
  created: (name: string) => `Usuario ${name} creado. Le enviamos un correo de invitación.`,
  updated: (name: string) => `Usuario ${name} guardado.`,
  deleted: (name: string) => `Usuario ${name} eliminado.`,
  editNamed: (name: string) => `Editar a ${name}`, // admin.users.edit_named
  deleteQuestion: (name: string) => `¿Eliminar al usuario ${name}?`, // admin.users.delete_confirm
};

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The next response of the users API to `method` on `path` (under /api). */
function usersResponse(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api${path}` && response.request().method() === method,
  );
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(
    page.locator('[data-testid=toast][data-kind=success]').filter({ hasText: text }),
  ).toBeVisible();
}

/** Types into the list's search box and waits for the list to show what it found. */
async function searchList(page: Page, term: string): Promise<void> {
  const listed = usersResponse(page, 'GET', API_PATHS.users);
  await page.getByRole('searchbox', { name: ES.search }).fill(term);
  await page.getByRole('searchbox', { name: ES.search }).press('Enter');
  await listed;
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term);
}

test.describe('users: create, edit and delete in the back office', () => {
  test('admin creates a manager, edits them, meets the refusals and deletes them', async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('users-journey');
    const name = `Usuaria Recorrido ${Date.now().toString(36)}`;
    const renamed = `${name} Editada`;
    const detail = page.getByTestId('user-detail');
    let id = 0;

    await loginThroughUi(page, DEMO_ADMIN);
    const me = (
      (await (await apiCall(page.request, 'GET', API_PATHS.account)).json()) as AccountResponse
    ).user;

    await test.step('create with the Manager role → the new user page, invitation pending', async () => {
      await page.goto('/admin/users/create');
      const form = page.getByTestId('user-create-form');
      await form.getByLabel(ES.name, { exact: true }).fill(name);
      await form.getByLabel(ES.email, { exact: true }).fill(email);
      await form.getByRole('checkbox', { name: ES.manager, exact: true }).check();
      const created = usersResponse(page, 'POST', API_PATHS.users);
      await form.getByRole('button', { name: ES.create, exact: true }).click();
      const response = await created;
      expect(response.status(), await response.text()).toBe(201);
      id = ((await response.json()) as { data: User }).data.id;

      await expect.poll(() => pathname(page)).toBe(`/admin/users/${id}`);
      await expectToast(page, ES.created(name));
      await expect(detail.getByText(name, { exact: true })).toBeVisible();
      await expect(detail.getByText(email, { exact: true })).toBeVisible();
      await expect(detail.getByText(ES.invitationPending, { exact: true })).toBeVisible();
      await expect(detail.getByText(ES.manager, { exact: true })).toBeVisible();
      await expect(detail.getByText(ES.admin, { exact: true })).toHaveCount(0);
    });

    await test.step('the invitation e-mail reaches the SMTP listener', async () => {
      const invitation = await mailbox.waitFor(email);
      expect(invitation.subject).toBe(`${DEMO_ADMIN.name} le invitó a administrar Bolsos`);
      expect(invitation.text).toContain(name);
      expect(new URL(firstLink(invitation.text)).pathname).toBe('/auth/invitation');
    });

    await test.step('edit the name and add Administrator → the page shows both roles', async () => {
      await page.getByRole('link', { name: ES.edit, exact: true }).click();
      await expect.poll(() => pathname(page)).toBe(`/admin/users/${id}/edit`);
      const form = page.getByTestId('user-edit-form');
      await expect(form.getByLabel(ES.name, { exact: true })).toHaveValue(name);
      await form.getByLabel(ES.name, { exact: true }).fill(renamed);
      await form.getByRole('checkbox', { name: ES.admin, exact: true }).check();
      const updated = usersResponse(page, 'PUT', API_PATHS.user(id));
      await form.getByRole('button', { name: ES.save, exact: true }).click();
      expect((await updated).status()).toBe(200);

      await expect.poll(() => pathname(page)).toBe(`/admin/users/${id}`);
      await expectToast(page, ES.updated(renamed));
      await expect(detail.getByText(renamed, { exact: true })).toBeVisible();
      await expect(detail.getByText(name, { exact: true })).toHaveCount(0);
      await expect(detail.getByText(ES.admin, { exact: true })).toBeVisible();
      await expect(detail.getByText(ES.manager, { exact: true })).toBeVisible();
    });

    await test.step("the row's Edit link; the admin's own e-mail is refused on the field", async () => {
      await page.goto('/admin/users');
      await searchList(page, email);
      const table = page.getByTestId('users-table');
      await expect(table.getByRole('cell', { name: email, exact: true })).toBeVisible();
      await table.getByRole('link', { name: ES.editNamed(renamed), exact: true }).click();
      await expect.poll(() => pathname(page)).toBe(`/admin/users/${id}/edit`);

      const form = page.getByTestId('user-edit-form');
      const emailField = form.getByLabel(ES.email, { exact: true });
      await expect(emailField).toHaveValue(email);
      await emailField.fill(DEMO_ADMIN.email);
      const refused = usersResponse(page, 'PUT', API_PATHS.user(id));
      await form.getByRole('button', { name: ES.save, exact: true }).click();
      expect((await refused).status()).toBe(422);

      // antd ties the message to the input (aria-describedby): it is this field's message.
      await expect(emailField).toHaveAccessibleDescription(MESSAGES.es['errors.email_in_use']);
      await expect(form.getByText(MESSAGES.es['errors.email_in_use'])).toBeVisible();
      expect(pathname(page)).toBe(`/admin/users/${id}/edit`);
    });

    await test.step('deleting oneself is refused inside the confirmation dialog', async () => {
      await page.goto('/admin/users');
      await searchList(page, DEMO_ADMIN.email);
      await page
        .getByTestId('users-table')
        .getByRole('link', { name: DEMO_ADMIN.name, exact: true })
        .click();
      await expect.poll(() => pathname(page)).toBe(`/admin/users/${me.id}`);
      await expect(detail.getByText(DEMO_ADMIN.email, { exact: true })).toBeVisible();

      await page.getByTestId('user-delete').click();
      const dialog = page.getByRole('dialog', { name: ES.deleteQuestion(DEMO_ADMIN.name) });
      await expect(dialog).toBeVisible();
      const refused = usersResponse(page, 'DELETE', API_PATHS.user(me.id));
      await dialog.getByRole('button', { name: ES.delete, exact: true }).click();
      expect((await refused).status()).toBe(403);
      await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.es['errors.cannot_delete_self']);

      await dialog.getByRole('button', { name: ES.cancel, exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(pathname(page)).toBe(`/admin/users/${me.id}`);
      expect((await apiCall(page.request, 'GET', API_PATHS.user(me.id))).status()).toBe(200);
    });

    await test.step('delete the created user → the list, without the row', async () => {
      await page.goto(`/admin/users/${id}`);
      await expect(detail.getByText(renamed, { exact: true })).toBeVisible();
      await page.getByTestId('user-delete').click();
      const dialog = page.getByRole('dialog', { name: ES.deleteQuestion(renamed) });
      const deleted = usersResponse(page, 'DELETE', API_PATHS.user(id));
      const listed = usersResponse(page, 'GET', API_PATHS.users);
      await dialog.getByRole('button', { name: ES.delete, exact: true }).click();
      expect((await deleted).status()).toBe(204);

      await expect.poll(() => pathname(page)).toBe('/admin/users');
      await expectToast(page, ES.deleted(renamed));
      await listed;
      const table = page.getByTestId('users-table');
      await expect(table.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
      // The same search that found the row before now finds nothing.
      await searchList(page, email);
      await expect(table.getByText(ES.empty)).toBeVisible();
      await expect(table.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
    });

    await test.step('GET /api/users agrees', async () => {
      const list = await apiCall(
        page.request,
        'GET',
        `${API_PATHS.users}?search=${encodeURIComponent(email)}`,
      );
      expect(list.status()).toBe(200);
      const body = (await list.json()) as Paginated<User>;
      expect(body.data.map((user) => user.email)).not.toContain(email);
      expect(body.meta.total).toBe(0);
      expect((await apiCall(page.request, 'GET', API_PATHS.user(id))).status()).toBe(404);
    });
  });

  test("a manager opening a user's page gets the 401 page", async ({ page }) => {
    await loginThroughUi(page, DEMO_MANAGER);
    await page.goto('/admin/users/1');
    await expect(page.getByRole('heading', { name: 'Error 401' })).toBeVisible();
    await expect(page.getByTestId('user-detail')).toHaveCount(0);
    await expect(page.getByText(DEMO_ADMIN.email)).toHaveCount(0);
  });
});
