import { screen, within } from '@testing-library/react';
import { summary } from '../../../../test/fixtures';
import { mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../../../../test/render-at';

describe('Home', () => {
  it('has one h1 in the hero, then h2 sections and h3 cards', async () => {
    mockApi({ 'GET /catalog/populars': { data: [summary(1, 'en')] } });
    renderAt('/en');
    await screen.findByTestId('product-card');
    const headings = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName}:${heading.textContent}`);
    expect(headings).toEqual(['H1:Bags for every day', 'H2:Categories', 'H2:Popular', 'H3:Bag 1']);
    expect(
      within(screen.getByTestId('home-hero')).getByRole('link', { name: 'See the catalogue' }),
    ).toHaveAttribute('href', '/en/products');
    expect(document.title).toBe('Bolsos: backpacks, laptop bags and more in Panama');
  });

  it.each([
    [
      '/',
      [
        ['Mochilas', '/productos/mochilas'],
        ['Maletines', '/productos/maletines'],
        ['Tote bags', '/productos/tote-bags'],
        ['Cangureras', '/productos/cangureras'],
        ['Bolsos cruzados', '/productos/bolsos-cruzados'],
      ],
    ],
    [
      '/en',
      [
        ['Backpacks', '/en/products/backpacks'],
        ['Laptop bags', '/en/products/laptop-bags'],
        ['Tote bags', '/en/products/tote-bags'],
        ['Fanny packs', '/en/products/fanny-packs'],
        ['Crossbody bags', '/en/products/crossbody-bags'],
      ],
    ],
    [
      '/zh',
      [
        ['双肩包', '/zh/产品/双肩包'],
        ['电脑包', '/zh/产品/电脑包'],
        ['托特包', '/zh/产品/托特包'],
        ['腰包', '/zh/产品/腰包'],
        ['斜挎包', '/zh/产品/斜挎包'],
      ],
    ],
  ])('links the five categories with localized names and slugs at %s', async (path, expected) => {
    mockApi({ 'GET /catalog/populars': { data: [] } });
    renderAt(path);
    const nav = screen.getByRole('navigation', { name: /^(Categorías|Categories|分类)$/ });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    await screen.findByTestId('popular-empty');
  });
});
