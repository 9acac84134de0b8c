import { mockApi } from '@bolsos/api-client/testing';
import { screen, within } from '@testing-library/react';
import { catalogPage, summary } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

describe('search results page', () => {
  it('shows the results as catalogue cards, asking the API in the page language', async () => {
    const asked: Record<string, unknown>[] = [];
    mockApi({
      'GET /catalog/search': ({ params }: { params?: Record<string, unknown> }) => {
        asked.push(params ?? {});
        return catalogPage([summary(7, 'zh', { name: '旅行双肩包' })], { total: 30 });
      },
      'GET /catalog/populars': { data: [] },
    });
    renderAt(`/zh/搜索?q=${encodeURIComponent(' 双肩 ')}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '“双肩”的搜索结果' }),
    ).toBeInTheDocument();
    const grid = await screen.findByTestId('search-grid');
    expect(within(grid).getByRole('heading', { name: '旅行双肩包' })).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('30');
    // 30 results, 24 a page: the pager keeps q in its links.
    expect(
      within(screen.getByTestId('catalog-pager')).getByRole('link', { name: '下一页' }),
    ).toHaveAttribute('href', '/zh/搜索?q=+%E5%8F%8C%E8%82%A9+&page=2');
    expect(asked).toEqual([{ lang: 'zh', per_page: 24, q: '双肩' }]);
    // The tab and the bookmark name the search, as the heading does.
    expect(document.title).toBe('“双肩”的搜索结果 | Bolsos');
    expect(screen.queryByTestId('popular-section')).not.toBeInTheDocument();
  });

  it('says so in the page language when nothing matches, with categories and Popular', async () => {
    mockApi({
      'GET /catalog/search': catalogPage([]),
      'GET /catalog/populars': { data: [summary(3, 'en')] },
    });
    renderAt('/en/search?q=purple%20unicorn');
    expect(await screen.findByTestId('search-none')).toHaveTextContent(
      'We found no bags for “purple unicorn”.',
    );
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
    const popular = await screen.findByTestId('popular');
    expect(within(popular).getByRole('heading', { name: 'Bag 3' })).toBeInTheDocument();
  });

  it('offers the corrected spelling as a search of its own', async () => {
    mockApi({
      'GET /catalog/search': {
        ...catalogPage([summary(4, 'es', { name: 'Mochila de viaje' })]),
        did_you_mean: 'mochila',
      },
      'GET /catalog/populars': { data: [] },
    });
    renderAt('/buscar?q=mochilla');
    const grid = await screen.findByTestId('search-grid');
    expect(within(grid).getByRole('heading', { name: 'Mochila de viaje' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('search-did-you-mean')).getByRole('link', {
        name: '¿Quiso decir «mochila»?',
      }),
    ).toHaveAttribute('href', '/buscar?q=mochila');
  });

  it('asks nothing for a blank or too long query, and says why', async () => {
    const searched = jest.fn();
    mockApi({
      'GET /catalog/search': () => {
        searched();
        return catalogPage([]);
      },
      'GET /catalog/populars': { data: [] },
    });
    const blank = renderAt('/buscar?q=%20%20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByText(/Escriba en el buscador/)).toBeInTheDocument();
    await screen.findByTestId('popular-empty');
    blank.unmount();
    renderAt(`/buscar?q=${'a'.repeat(101)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Debe tener como máximo 100 caracteres',
    );
    expect(searched).not.toHaveBeenCalled();
  });
});
