import { getTwinPaths } from '@bolsos/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { detail } from '../../../../test/fixtures';
import { apiError, mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../../../../test/render-at';

describe('product page', () => {
  it('reads GET /api/catalog/products/{lang}/{slug} and shows pictures, name, price and description', async () => {
    const blue = detail(3, 'en', { name: 'Blue Backpack', slug: 'blue-backpack', price: '1250.5' });
    const api = mockApi({ 'GET /catalog/products/en/blue-backpack': { data: blue } });
    const path = '/en/products/backpacks/blue-backpack';
    renderAt(path);
    expect(await screen.findByTestId('product-skeleton')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blue Backpack' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('$1,250.50');
    expect(screen.getByText('Two pockets inside.')).toBeInTheDocument();
    const main = screen.getByRole('img', { name: 'Bag 3 seen from the front' });
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '600');
    expect(main).toHaveAttribute('srcset', blue.images[0].srcset);
    expect(screen.getByRole('link', { name: 'Ask about this bag' })).toHaveAttribute(
      'href',
      '/en/contact?product=blue-backpack',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en', '/en/products', '/en/products/backpacks']);
    expect(within(breadcrumb).getByText('Blue Backpack')).toHaveAttribute('aria-current', 'page');
    expect(api.get).toHaveBeenCalledWith('/catalog/products/en/blue-backpack', {
      params: {},
      silent: true,
      signal: expect.any(AbortSignal),
    });
    expect(document.title).toBe('Blue Backpack | Bolsos');
    // The shell's language switcher learns the product's address in each language.
    expect(getTwinPaths(path)).toEqual(blue.alternates);
  });

  it('writes the category label with the colon of its language', async () => {
    mockApi({ 'GET /catalog/products/zh/bao-8': { data: detail(8, 'zh', { slug: 'bao-8' }) } });
    renderAt('/zh/产品/双肩包/bao-8');
    await screen.findByTestId('product-price');
    expect(document.querySelector('.sf-product__category')?.textContent).toBe('分类：双肩包');
  });

  it('shows every photo in a strip the thumbnails link into, by fragment', async () => {
    mockApi({ 'GET /catalog/products/es/bag-4': { data: detail(4, 'es') } });
    renderAt('/productos/mochilas/bag-4');
    const inside = await screen.findByRole('link', { name: 'Bag 4 inside' });
    // A link to the photo's place in the strip: it works before and without a script.
    expect(inside).toHaveAttribute('href', '#foto-2');
    expect(document.getElementById('foto-2')).toContainElement(
      screen.getByRole('img', { name: 'Bag 4 inside' }),
    );
    expect(screen.getByRole('img', { name: 'Bag 4 inside' })).toHaveAttribute(
      'src',
      '/media/products/p4b-800.jpg',
    );
    fireEvent.click(inside);
    expect(inside).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/productos/mochilas/bag-4');
    // The arrow keys move along the strip once it has the focus.
    const strip = screen.getByRole('region', { name: 'Fotos del producto' });
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    expect(inside).not.toHaveAttribute('aria-current');
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(inside).toHaveAttribute('aria-current', 'true');
    // Each photo links to the widest file of its srcset: without a script, the browser's zoom.
    expect(screen.getByRole('link', { name: 'Ampliar foto: Bag 4 inside' })).toHaveAttribute(
      'href',
      '/media/products/p4-800.webp',
    );
  });

  it('moves to the canonical address when the API answered for another slug', async () => {
    mockApi({
      'GET /catalog/products/es/viejo-nombre': {
        data: detail(5, 'es', { slug: 'nuevo-nombre', category: 'crossbody' }),
      },
    });
    renderAt('/productos/mochilas/viejo-nombre');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/productos/bolsos-cruzados/nuevo-nombre',
      ),
    );
  });

  it('marks a Spanish fallback', async () => {
    mockApi({
      'GET /catalog/products/zh/mochila-boquete': {
        data: detail(5, 'zh', {
          name: 'Mochila Boquete',
          slug: 'mochila-boquete',
          locale: 'es',
          path: '/zh/产品/双肩包/mochila-boquete',
        }),
      },
    });
    renderAt('/zh/产品/双肩包/mochila-boquete');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mochila Boquete' });
    expect(heading).toHaveAttribute('lang', 'es-PA');
    expect(screen.getByTestId('fallback-language')).toHaveTextContent('以西班牙语显示');
  });

  it('says in the visitor’s language that a product is not translated into it, on its Spanish page', async () => {
    const spanishOnly = detail(6, 'es', {
      name: 'Tote de Lona El Valle',
      slug: 'tote-el-valle',
      category: 'tote_bags',
      path: '/productos/tote-bags/tote-el-valle',
      translations: ['es'],
    });
    mockApi({ 'GET /catalog/products/es/tote-el-valle': { data: spanishOnly } });
    renderAt('/productos/tote-bags/tote-el-valle?untranslated=zh');
    const note = await screen.findByTestId('untranslated-note');
    expect(note).toHaveAttribute('lang', 'zh-CN');
    expect(note).toHaveTextContent('这款包还没有中文介绍');
    expect(within(note).getByRole('link', { name: '返回中文目录' })).toHaveAttribute(
      'href',
      '/zh/产品/托特包',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tote de Lona El Valle' })).toBeVisible();
  });

  it('shows no note where the language named is one the product has', async () => {
    mockApi({ 'GET /catalog/products/es/bag-7': { data: detail(7, 'es') } });
    renderAt('/productos/mochilas/bag-7?untranslated=en');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('untranslated-note')).not.toBeInTheDocument();
  });

  it('answers 404 with a way back when no product has the slug', async () => {
    mockApi({ 'GET /catalog/products/es/ya-no-existe': apiError(404, { message: 'Not Found' }) });
    renderAt('/productos/maletines/ya-no-existe');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este bolso ya no está en el catálogo.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Error 404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Maletines' })).toHaveAttribute(
      'href',
      '/productos/maletines',
    );
  });

  it('shows an error when the catalogue cannot be read', async () => {
    mockApi({ 'GET /catalog/products/en/blue-backpack': apiError(503, { message: 'down' }) });
    renderAt('/en/products/backpacks/blue-backpack');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading the page.',
    );
  });
});
