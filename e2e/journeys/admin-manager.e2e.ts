import { API_PATHS, LANG_COOKIE, type Paginated, type Product } from '@bolsos/contracts';
import { expect, test } from '../support/fixtures';
import { apiCall, apiLogin, DEMO_ADMIN, DEMO_MANAGER } from '../support/session';

/**
 * Issue 30: a manager may invite staff though not list them. "Invite user" is in the menu and on
 * the dashboard; each dashboard count opens its list when the manager may open it (products and
 * populars) and is plain text when not (users); the 401 page inside the back office leads back
 * to the dashboard, not out of the back office.
 */

test.use({ viewport: { width: 1366, height: 768 } });

test('issue 30: a manager finds "Invite user" in the menu and on the dashboard, and the 401 page leads to the dashboard', async ({
  page,
  context,
  site,
}) => {
  await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
  await apiLogin(context.request, DEMO_MANAGER);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();

  await test.step('the dashboard counts open the lists the manager may open', async () => {
    await expect(page.getByTestId('dashboard-count-products')).toBeVisible();
    await expect(page.getByTestId('dashboard-count-link-products')).toHaveAttribute(
      'href',
      '/admin/products',
    );
    await expect(page.getByTestId('dashboard-count-link-populars')).toHaveAttribute(
      'href',
      '/admin/populars',
    );
    await expect(page.getByTestId('dashboard-count-users')).toBeVisible();
    await expect(page.getByTestId('dashboard-count-link-users')).toHaveCount(0);
    await page.getByTestId('dashboard-count-link-products').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  });

  await test.step('"Invite user" in the menu leads to the invitation form', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú de administración' });
    await menu.getByRole('link', { name: 'Invitar usuario' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/users/create');
    // Issue 45: the page is called what the menu calls it.
    await expect(page.getByRole('heading', { level: 1, name: 'Invitar usuario' })).toBeVisible();
    await expect(page.locator('form')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Usuarios', exact: true })).toHaveCount(0);
  });

  await test.step('and so does the dashboard’s button', async () => {
    await page.getByTestId('admin-menu-dashboard').click();
    await page.getByRole('link', { name: 'Invitar usuario' }).last().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/users/create');
  });

  await test.step('the 401 page offers the dashboard', async () => {
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Error 401' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al panel' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  });
});

test('issue 30: an admin sees every count as a link, and "Invite user" too', async ({
  page,
  context,
  site,
}) => {
  await context.addCookies([{ name: LANG_COOKIE, value: 'en', url: site.baseURL }]);
  await apiLogin(context.request, DEMO_ADMIN);
  await page.goto('/admin');
  for (const [key, path] of [
    ['products', '/admin/products'],
    ['users', '/admin/users'],
    ['populars', '/admin/populars'],
  ] as const) {
    await expect(page.getByTestId(`dashboard-count-link-${key}`)).toHaveAttribute('href', path);
  }
  await expect(page.getByTestId('dashboard-invite')).toHaveText('Invite user');
  await page.getByTestId('dashboard-count-link-users').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('issue 45: a manager opens a product and every page the menu offers, and no permission error shows', async ({
  page,
  context,
  site,
}) => {
  // One page load per menu entry.
  test.setTimeout(240_000);
  await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
  await apiLogin(context.request, DEMO_MANAGER);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  const listed = (await (
    await apiCall(context.request, 'GET', `${API_PATHS.products}?per_page=1`)
  ).json()) as Paginated<Product>;
  const id = listed.data[0].id;

  await page.goto(`/admin/products/${id}`);
  await expect(page.getByTestId('product-detail')).toBeVisible({ timeout: 30_000 });
  // The audit log is admins' only: the product's History is not offered to a manager.
  await expect(page.getByTestId('product-text-es')).toBeVisible();
  await expect(page.getByTestId('audit-history')).toHaveCount(0);
  await expect(page.getByText('Permiso denegado')).toHaveCount(0);

  // Every page the manager's menu offers opens without a refusal in it.
  const menu = page.getByRole('navigation', { name: 'Menú de administración' });
  const paths = await menu
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(paths.length).toBeGreaterThan(2);
  for (const path of [...new Set(paths)]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Permiso denegado'), path).toHaveCount(0);
  }
  expect(refused).toEqual([]);
});

test('issue 45: an admin still sees a product’s History', async ({ page, context, site }) => {
  await context.addCookies([{ name: LANG_COOKIE, value: 'es', url: site.baseURL }]);
  await apiLogin(context.request, DEMO_ADMIN);
  const listed = (await (
    await apiCall(context.request, 'GET', `${API_PATHS.products}?per_page=1`)
  ).json()) as Paginated<Product>;
  await page.goto(`/admin/products/${listed.data[0].id}`);
  await expect(page.getByTestId('product-detail')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('audit-history')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByTestId('audit-history').getByText('Historial', { exact: true }),
  ).toBeVisible();
});
