import { mockApi } from '@bolsos/api-client/testing';
import { i18n } from '@bolsos/i18n';
import { act, screen, within } from '@testing-library/react';
import { summary } from '../test/fixtures';

/**
 * The standalone page of `nx serve mfe-storefront` (production builds have none: they borrow the
 * shell's MF runtime). Runs the real bootstrap the way its HTML page does: a #root, a URL.
 */
describe('standalone bootstrap', () => {
  it('mounts the routes into #root and shows Home in the language of the URL', async () => {
    const api = mockApi({ 'GET /catalog/populars': { data: [summary(1, 'en')] } });
    window.history.replaceState(null, '', '/en');
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;

    await act(async () => {
      await import('./bootstrap');
    });

    const hero = await within(root).findByRole('heading', {
      level: 1,
      name: 'Bags for every day',
    });
    expect(hero).toBeInTheDocument();
    expect(await within(root).findByText('Bag 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the catalogue' })).toHaveAttribute(
      'href',
      '/en/products',
    );
    expect(i18n.language).toBe('en');
    expect(api.get).toHaveBeenCalledWith('/catalog/populars', expect.anything());
  });
});
