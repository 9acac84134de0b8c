import { emptyShopDetails, shopQuery, type ShopDetails } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { PageStateProvider } from '@bolsos/ui';
import { render, screen, within } from '@testing-library/react';
import { ShopFooter } from './shop-footer';

const shop: ShopDetails = {
  ...emptyShopDetails(),
  address: { ...emptyShopDetails().address, street: 'Calle 50, Local 3', city: 'Panamá' },
  map_url: 'https://maps.example/bolsos',
  phone: '+507 222-3344',
  whatsapp: '+507 6123-4567',
  hours: [
    ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
      day,
      opens: '09:00',
      closes: '18:00',
    })),
    { day: 'sat', opens: '10:00', closes: '14:00' },
  ],
  social: { facebook: '', instagram: 'https://instagram.com/bolsos', tiktok: '' },
};

describe('ShopFooter', () => {
  it('shows the preloaded details as plain links, the week grouped, blank fields left out', async () => {
    await initI18n('es');
    render(
      <PageStateProvider value={{ locale: 'es', api: { [shopQuery().url]: { data: shop } } }}>
        <ShopFooter />
      </PageStateProvider>,
    );
    const footer = screen.getByTestId('shop-footer');
    expect(footer).toHaveTextContent('Calle 50, Local 3, Panamá');
    expect(within(footer).getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute(
      'href',
      'https://maps.example/bolsos',
    );
    expect(within(footer).getByRole('link', { name: '+507 222-3344' })).toHaveAttribute(
      'href',
      'tel:+5072223344',
    );
    expect(screen.getByTestId('shop-whatsapp')).toHaveAttribute(
      'href',
      'https://wa.me/50761234567',
    );
    expect(screen.getByTestId('shop-hours')).toHaveTextContent('Lun–Vie09:00–18:00Sáb10:00–14:00');
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('shows nothing but leaves the page whole when the server sent no details', async () => {
    await initI18n('en');
    const { container } = render(
      <PageStateProvider value={null}>
        <ShopFooter />
      </PageStateProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
