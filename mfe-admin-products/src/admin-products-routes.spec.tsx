import { screen, within } from '@testing-library/react';
import { mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import { LOCALES, createI18n } from '@bolsos/i18n';
import { popular, product } from '../test/fixtures';
import { renderAt } from '../test/render-at';

describe('AdminProductsRoutes', () => {
  it('serves the products list and the populars page under /admin', async () => {
    mockApi({ 'GET /products': pagedAnswer([]), 'GET /populars': { data: [] } });
    const first = renderAt('/admin/products');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    first.unmount();
    renderAt('/admin/populars');
    expect(screen.getByRole('heading', { name: 'Popular products' })).toBeInTheDocument();
    expect(await screen.findByTestId('populars-empty')).toBeInTheDocument();
  });

  it('answers 404 inside the layout for products paths it has no page for', () => {
    mockApi({});
    renderAt('/admin/products/5/images');
    expect(screen.getByText('Page Not Found: /admin/products/5/images')).toBeInTheDocument();
  });

  it('registers its own strings when the module loads, for instances made later too', () => {
    // A fresh instance never rendered a page: only the routes module's registration reaches it.
    const fresh = createI18n('zh');
    for (const locale of LOCALES) {
      expect(fresh.hasResourceBundle(locale, 'adminProducts')).toBe(true);
    }
    expect(fresh.t('admin.products.title', { ns: 'adminProducts' })).toBe('产品');
  });

  it('speaks Chinese and English from its own namespace, common words from the shell’s', async () => {
    mockApi({
      'GET /products': pagedAnswer([product(5)]),
      'GET /populars': { data: [popular(1, product(5))] },
    });
    const chinese = renderAt('/admin/products', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '产品' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新建产品' })).toBeInTheDocument();
    const listed = (await screen.findByText('Bolso 5')).closest('tr') as HTMLElement;
    expect(within(listed).getByText('托特包')).toBeInTheDocument();
    expect(within(listed).getByText('已发布')).toBeInTheDocument();
    chinese.unmount();

    renderAt('/admin/populars', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Popular products' })).toBeInTheDocument();
    const table = await screen.findByTestId('populars-table');
    // Named in English, the back office's language (the fixture has an English name).
    const row = (await within(table).findByText('Bag 5')).closest('tr') as HTMLElement;
    // A common key (the category) next to the remote's own (the published tag).
    expect(within(row).getByText('Tote bags')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});
