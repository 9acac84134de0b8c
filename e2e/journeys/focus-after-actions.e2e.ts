import { API_PATHS, LANG_COOKIE, type Product, type User } from '@bolsos/contracts';
import type { Page, Response } from '@playwright/test';
import { settle } from '../support/axe';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { apiCall, apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Issue 45 §6, by keyboard: after creating a product or inviting a user the focus is on the new
 * record's heading, which names it; a destructive dialog opens with the focus on its confirm
 * button, so Enter does what the user opened it for; after the delete the focus is on the list's
 * heading. Nothing leaves the focus on <body>.
 */

const ES = {
  category: 'Categoría', // admin.products.field.category
  backpacks: 'Mochilas', // store.category.backpacks
  price: 'Precio (USD)', // admin.products.field.price
  spanish: 'Español', // nav.language.es
  name: 'Nombre (Español)', // admin.products.field.name
  description: 'Descripción', // admin.products.field.description
  create: 'Crear', // common.create
  delete: 'Eliminar', // common.delete
  productHeading: (name: string) => `Producto: ${name}`, // admin.products.detail_title
  userHeading: (name: string) => `Usuario: ${name}`, // admin.users.detail_title
  productsHeading: 'Productos', // admin.products.title
  userName: 'Nombre', // admin.users.field.name
  userEmail: 'Correo electrónico', // admin.users.field.email
  manager: 'Gestor', // roles.manager
};

const pathname = (page: Page) => decodeURI(new URL(page.url()).pathname);

function apiResponse(page: Page, method: string, path: RegExp): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      path.test(new URL(response.url()).pathname) && response.request().method() === method,
  );
}

/** The element with the focus, as a line a failure can be read from. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}: ${(active.textContent ?? '').trim().slice(0, 80)}`;
  });

test.describe('issue 45: the focus goes where the next step is', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  let productId = 0;
  test.beforeEach(async ({ context, site }) => {
    await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
    await apiLogin(context.request, DEMO_ADMIN);
  });
  test.afterEach(async ({ newVisitor }) => {
    if (!productId) return;
    const context = await newVisitor();
    await apiLogin(context.request, DEMO_ADMIN);
    await apiCall(context.request, 'DELETE', API_PATHS.product(productId));
    productId = 0;
  });

  test('create a product: its heading, named after it, has the focus; delete it: the dialog starts on Eliminar, Enter deletes, the list heading has the focus', async ({
    page,
  }) => {
    const name = `Bolso Foco ${Date.now().toString(36)}`;
    await page.goto('/admin/products/create');
    const form = page.getByTestId('product-create-form');
    await expect(form).toBeVisible();
    await settle(page);
    await form.getByLabel(ES.category, { exact: true }).click();
    await page.locator('.ant-select-dropdown').getByTitle(ES.backpacks, { exact: true }).click();
    await form.getByLabel(ES.price, { exact: true }).fill('45');
    const spanish = form.getByRole('group', { name: ES.spanish });
    await spanish.getByLabel(ES.name, { exact: true }).fill(name);
    await spanish.getByLabel(ES.description, { exact: true }).fill('Bolso del recorrido del foco.');

    const created = apiResponse(page, 'POST', /^\/api\/products$/);
    // By keyboard: the Create button is reached and pressed with Enter.
    await form.getByRole('button', { name: ES.create, exact: true }).focus();
    await page.keyboard.press('Enter');
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    productId = ((await response.json()) as { data: Product }).data.id;
    await expect.poll(() => pathname(page)).toBe(`/admin/products/${productId}`);
    const heading = page.getByRole('heading', { level: 1, name: ES.productHeading(name) });
    await expect(heading).toBeVisible();
    await expect(heading, await focused(page)).toBeFocused();

    // The remove dialog: opened by keyboard, it starts on its confirm button.
    await page.getByTestId('product-delete').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: ES.delete, exact: true }),
      await focused(page),
    ).toBeFocused();
    const deleted = apiResponse(page, 'DELETE', new RegExp(`^/api/products/${productId}$`));
    await page.keyboard.press('Enter');
    expect((await deleted).status()).toBe(204);
    productId = 0;
    await expect.poll(() => pathname(page)).toBe('/admin/products');
    const list = page.getByRole('heading', { level: 1, name: ES.productsHeading, exact: true });
    await expect(list).toBeVisible();
    await expect(list, await focused(page)).toBeFocused();
  });

  test('invite a user: the new user’s heading, named after them, has the focus', async ({
    page,
  }) => {
    const name = `Invitada Foco ${Date.now().toString(36)}`;
    await page.goto('/admin/users/create');
    await page.getByLabel(ES.userName, { exact: true }).fill(name);
    await page.getByLabel(ES.userEmail, { exact: true }).fill(uniqueEmail('focus'));
    await page.getByRole('checkbox', { name: ES.manager, exact: true }).check();
    const created = apiResponse(page, 'POST', /^\/api\/users$/);
    await page.getByRole('button', { name: ES.create, exact: true }).focus();
    await page.keyboard.press('Enter');
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const user = ((await response.json()) as { data: User }).data;
    await expect.poll(() => pathname(page)).toBe(`/admin/users/${user.id}`);
    const heading = page.getByRole('heading', { level: 1, name: ES.userHeading(name) });
    await expect(heading).toBeVisible();
    await expect(heading, await focused(page)).toBeFocused();
  });
});
