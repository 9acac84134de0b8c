import { API_PATHS, type Product } from '@bolsos/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginThroughUi } from '../support/login-form';
import { apiCall, apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Audit issue: an admin renames a product in the back office; the audit log shows the update
 * with the name before → after and a link to the product, and the product's History panel
 * shows the same. Interface strings are the Spanish ones of the remotes' catalogues and
 * libs/i18n. Names carry a per-run stamp, so the journey can run again on the same database.
 */

const ES = {
  auditMenu: 'Registro de auditoría', // admin.menu.audit (libs/i18n)
  auditTitle: 'Registro de auditoría', // admin.audit.title
  history: 'Historial', // admin.audit.history
  updated: 'Modificado', // admin.audit.action.update
  spanishText: 'Texto (es)', // admin.audit.part.translation
  change: (before: string, after: string) => `Nombre: ${before} → ${after}`, // admin.audit.field.name
  // the product's name, then admin.audit.record
  record: (name: string, id: number) => `${name} (Producto #${id})`,
  spanish: 'Español', // nav.language.es
  name: 'Nombre (Español)', // admin.products.field.name
  save: 'Guardar', // common.save
  actionFilter: 'Acción', // admin.audit.filter.action
};

const pathname = (page: Page) => decodeURI(new URL(page.url()).pathname);

test.describe('audit log', () => {
  let createdId = 0;

  test.afterEach(async ({ newVisitor }) => {
    if (!createdId) return;
    const context = await newVisitor();
    await apiLogin(context.request, DEMO_ADMIN);
    await apiCall(context.request, 'DELETE', API_PATHS.product(createdId));
    createdId = 0;
  });

  test('an admin renames a product and finds the change in the audit log and its History', async ({
    page,
    newVisitor,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const before = `Mochila Auditada ${stamp}`;
    const after = `Mochila Revisada ${stamp}`;

    const staff = await newVisitor();
    await apiLogin(staff.request, DEMO_ADMIN);
    const created = await apiCall(staff.request, 'POST', API_PATHS.products, {
      category: 'backpacks',
      price: 30,
      translations: { es: { name: before } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = ((await created.json()) as { data: Product }).data;
    createdId = product.id;

    await loginThroughUi(page, DEMO_ADMIN);

    await test.step('rename it in the edit form', async () => {
      await page.goto(`/admin/products/${product.id}/edit`);
      const spanish = page
        .getByTestId('product-edit-form')
        .getByRole('group', { name: ES.spanish });
      const nameField = spanish.getByLabel(ES.name, { exact: true });
      await expect(nameField).toHaveValue(before);
      await nameField.fill(after);
      await page
        .getByTestId('product-edit-form')
        .getByRole('button', { name: ES.save, exact: true })
        .click();
      await expect.poll(() => pathname(page)).toBe(`/admin/products/${product.id}`);
    });

    await test.step('the product page’s History shows the rename', async () => {
      const history = page.getByTestId('audit-history');
      await expect(history.getByText(ES.history, { exact: true })).toBeVisible();
      const entry = history
        .getByTestId('audit-entry')
        .filter({ hasText: ES.change(before, after) });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(DEMO_ADMIN.name);
      await expect(entry).toContainText(ES.updated);
      await expect(entry).toContainText(ES.spanishText);
    });

    await test.step('the audit log, from the side menu, shows it with a link to the product', async () => {
      await page.getByRole('menuitem', { name: ES.auditMenu }).click();
      await expect.poll(() => pathname(page)).toBe('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: ES.auditTitle })).toBeVisible();
      const row = page
        .getByTestId('audit-table')
        .locator('tr')
        .filter({ hasText: ES.change(before, after) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(DEMO_ADMIN.name);
      await expect(row).toContainText(ES.updated);
      const link = row.getByRole('link', { name: ES.record(after, product.id), exact: true });
      await expect(link).toHaveAttribute('href', `/admin/products/${product.id}`);
      await link.click();
      await expect.poll(() => pathname(page)).toBe(`/admin/products/${product.id}`);
    });
  });
});
