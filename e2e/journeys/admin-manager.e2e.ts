import { LANG_COOKIE } from '@bolsos/contracts';
import { expect, test } from '../support/fixtures';
import { apiLogin, DEMO_ADMIN, DEMO_MANAGER } from '../support/session';

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
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
