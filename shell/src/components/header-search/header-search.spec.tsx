import { mockApi } from '@bolsos/api-client/testing';
import { buildPath, type CatalogProductSummary, type Locale } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { MemoryRouter } from '@bolsos/router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe } from '../../../test/location-probe';
import { HeaderSearch } from './header-search';

const bag = (id: number, name: string, locale: Locale = 'es'): CatalogProductSummary => ({
  id,
  category: 'laptop_bags',
  price: '89.00',
  name,
  slug: `bag-${id}`,
  locale,
  path: buildPath(locale, { name: 'product', category: 'laptop_bags', slug: `bag-${id}` }),
  image: {
    url: `/media/products/p${id}-800.jpg`,
    srcset: `/media/products/p${id}-400.webp 400w`,
    width: 800,
    height: 600,
    alt: name,
  },
});

function renderAt(path: string, locale: Locale) {
  initI18n(locale);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HeaderSearch locale={locale} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('HeaderSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a plain GET form to the results page of the page language', () => {
    renderAt('/zh/产品', 'zh');
    const box = screen.getByRole('combobox', { name: '搜索' });
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveAttribute('maxlength', '100');
    const form = box.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/zh/搜索');
    expect(screen.getByRole('search')).toBe(form);
  });

  it('shows the query of the results page being shown', () => {
    renderAt('/en/search?q=%20laptop%20bag', 'en');
    expect(screen.getByRole('combobox')).toHaveValue('laptop bag');
  });

  it('suggests up to 6 products once typing pauses for 500 ms, trimmed', async () => {
    const asked: unknown[] = [];
    mockApi({
      'GET /catalog/search': ({ params }: { params?: unknown }) => {
        asked.push(params);
        return { data: [bag(1, 'Maletín Ejecutivo'), bag(2, 'Maletín Cóndor')], meta: {} };
      },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/', 'es');
    const box = screen.getByRole('combobox', { name: 'Buscar' });
    // Valid HTML: a combobox is a text input (no role is allowed on type="search").
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAttribute('inputmode', 'search');
    await user.type(box, '  maletin ');
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(asked).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(asked).toEqual([{ lang: 'es', per_page: 6, q: 'maletin' }]);
    const list = await screen.findByRole('listbox');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^Maletín Ejecutivo.*89\.00/),
      expect.stringMatching(/^Maletín Cóndor.*89\.00/),
      'Ver todos los resultados de «maletin»',
    ]);
    // Another space is the same search: nothing is asked again.
    await user.type(box, ' ');
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(asked).toHaveLength(1);
  });

  it('moves through suggestions with the arrows, opens one with Enter, closes with Escape', async () => {
    mockApi({
      'GET /catalog/search': { data: [bag(1, 'Alpha'), bag(2, 'Beta')], meta: {} },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/productos', 'es');
    const box = screen.getByRole('combobox');
    await user.type(box, 'a');
    await act(() => jest.advanceTimersByTimeAsync(500));
    await screen.findByRole('listbox');

    // Two products and "see all results": the fourth step comes back to the first.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(location()).toBe('/productos');

    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/productos/maletines/bag-1');
  });

  it('ends the suggestions with all the results for what was typed', async () => {
    mockApi({ 'GET /catalog/search': { data: [bag(1, 'Alpha', 'en')], meta: {} } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/en', 'en');
    await user.type(screen.getByRole('combobox'), 'alp');
    await act(() => jest.advanceTimersByTimeAsync(500));
    await user.click(await screen.findByRole('option', { name: 'See all results for “alp”' }));
    expect(location()).toBe('/en/search?q=alp');
    // By keyboard: the last option, Enter.
    await user.type(screen.getByRole('combobox'), 'x');
    await act(() => jest.advanceTimersByTimeAsync(500));
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toBe('/en/search?q=alpx');
  });

  it('goes to the results page at once on Enter, without waiting for suggestions', async () => {
    const searched = jest.fn(() => ({ data: [bag(1, 'Green Backpack', 'en')], meta: {} }));
    mockApi({ 'GET /catalog/search': searched });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/en', 'en');
    await user.type(screen.getByRole('combobox'), '  green backpack {Enter}');
    expect(location()).toBe('/en/search?q=green+backpack');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(searched).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    // A blank box goes nowhere.
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), '   {Enter}');
    expect(location()).toBe('/en/search?q=green+backpack');
  });
});
