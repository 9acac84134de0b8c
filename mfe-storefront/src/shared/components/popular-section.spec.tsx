import { CARD_IMAGE_SIZES, type CatalogProductSummary } from '@bolsos/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { summary } from '../../../test/fixtures';
import { apiError, mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../../../test/render-at';

const six = (asked: 'es' | 'en' | 'zh', extra: Partial<CatalogProductSummary> = {}) =>
  Array.from({ length: 6 }, (_, index) => summary(index + 1, asked, extra));

describe('Popular section', () => {
  it('asks GET /api/catalog/populars in the page language, silently', async () => {
    const api = mockApi({ 'GET /catalog/populars': { data: six('en') } });
    renderAt('/en');
    await screen.findAllByTestId('product-card');
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('/catalog/populars', {
      params: { lang: 'en' },
      silent: true,
      signal: expect.any(AbortSignal),
    });
  });

  it('renders each card with a sized, responsive image, the name, the price and a link', async () => {
    mockApi({ 'GET /catalog/populars': { data: six('en') } });
    renderAt('/en');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]);
    const image = first.getByRole('img', { name: 'Bag 1 seen from the front' });
    expect(image).toHaveAttribute('src', '/media/products/p1-800.jpg');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/products/p1-400.webp 400w, /media/products/p1-800.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(first.getByRole('heading', { level: 3, name: 'Bag 1' })).toBeInTheDocument();
    expect(first.getByText('$49.90')).toBeInTheDocument();
    expect(first.getByRole('link')).toHaveAttribute('href', '/en/products/backpacks/bag-1');
    expect(first.queryByTestId('fallback-language')).not.toBeInTheDocument();
  });

  it('loads the first row of images at once and the rest lazily', async () => {
    mockApi({ 'GET /catalog/populars': { data: six('en') } });
    renderAt('/en');
    const images = (await screen.findAllByTestId('product-card')).map((card) =>
      within(card).getByRole('img'),
    );
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('marks a product shown in Spanish on a Chinese page, and tags its name as Spanish', async () => {
    const fallback = summary(7, 'zh', {
      name: 'Mochila Boquete',
      slug: 'mochila-boquete',
      locale: 'es',
      path: '/zh/产品/双肩包/mochila-boquete',
    });
    mockApi({
      'GET /catalog/populars': { data: [summary(1, 'zh', { name: '蓝色双肩包' }), fallback] },
    });
    renderAt('/zh');
    const [translated, spanish] = await screen.findAllByTestId('product-card');
    expect(within(translated).queryByTestId('fallback-language')).not.toBeInTheDocument();
    expect(within(spanish).getByTestId('fallback-language')).toHaveTextContent('以西班牙语显示');
    expect(within(spanish).getByRole('heading', { name: 'Mochila Boquete' })).toHaveAttribute(
      'lang',
      'es-PA',
    );
    expect(within(spanish).getByRole('link')).toHaveAttribute(
      'href',
      '/zh/产品/双肩包/mochila-boquete',
    );
    expect(within(spanish).getByText('$49.90')).toBeInTheDocument();
  });

  it('keeps the page steady while loading: fixed-ratio skeletons, busy list', async () => {
    mockApi({ 'GET /catalog/populars': () => new Promise(() => undefined) });
    renderAt('/');
    const section = screen.getByTestId('popular-section');
    const list = within(section).getByRole('list', { hidden: true });
    expect(list).toHaveAttribute('aria-busy', 'true');
    const skeletons = within(section).getAllByTestId('product-skeleton');
    expect(skeletons).toHaveLength(8);
    for (const skeleton of skeletons) {
      expect(skeleton).toHaveAttribute('aria-hidden', 'true');
      expect(skeleton.querySelector('.sf-card__media')).not.toBeNull();
    }
    expect(within(section).getByText('Cargando…')).toBeInTheDocument();
  });

  it('says so when there are no popular products', async () => {
    mockApi({ 'GET /catalog/populars': { data: [] } });
    renderAt('/en');
    expect(await screen.findByTestId('popular-empty')).toHaveTextContent(
      'There are no products here yet.',
    );
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
  });

  it('shows an error that can be retried', async () => {
    let down = true;
    const api = mockApi({
      'GET /catalog/populars': () =>
        down ? apiError(503, { message: 'down' }) : { data: six('es') },
    });
    renderAt('/');
    expect(await screen.findByTestId('popular-error')).toHaveTextContent(
      'Ocurrió un error al cargar la página.',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(6);
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});
