import { expect, test } from '../support/fixtures';
import { apiLogin, DEMO_ADMIN } from '../support/session';

/**
 * Journey 9: a remote that cannot be fetched breaks only its own routes. The users remote's
 * manifest answers 404 for this browser context (the site itself is untouched); its routes show
 * the error page inside the admin layout, and the rest of the site keeps working.
 */
test('journey 9: a remote taken down shows the error page in its routes only', async ({
  page,
  context,
}) => {
  const manifestRequests: string[] = [];
  await context.route('**/mfe/admin-users/**', (route) => {
    manifestRequests.push(route.request().url());
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await apiLogin(context.request, DEMO_ADMIN);

  await test.step('/admin/users shows the error page inside the admin layout', async () => {
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: /^Error \d{3}$/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Ocurrió un error al cargar la página.')).toBeVisible();
    // The layout around it is still there: the admin menu leads elsewhere.
    await expect(page.getByRole('link', { name: 'Productos' })).toBeVisible();
    expect(manifestRequests.length).toBeGreaterThan(0);
  });

  await test.step('the other remotes and the shell still work', async () => {
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Error \d{3}$/ })).toHaveCount(0);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bolsos para cada día' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Error \d{3}$/ })).toHaveCount(0);
  });
});
