import { mockApi } from '@bolsos/api-client/testing';
import type { ProductImage } from '@bolsos/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

// The edit page: a form of some twenty antd fields, slow under jsdom on a busy machine.
jest.setTimeout(60000);

const image = (alt: ProductImage['alt']): ProductImage => ({
  id: 1,
  position: 0,
  alt,
  width: 800,
  height: 800,
  url: '/media/1.jpg',
  variants: [],
});
const bag = product(5, {
  translations: {
    es: { name: 'Mochila Roja', slug: 'mochila-roja', description: 'Cuero rojo' },
    en: { name: 'Red Backpack', slug: 'red-backpack', description: '' },
  },
  images: [image({ es: 'Mochila roja', en: 'Red backpack' })],
});
const row = (locale: string) => screen.getByTestId(`completeness-${locale}`).textContent;
const section = (language: string) => screen.getByRole('group', { name: language });

describe('translation completeness', () => {
  it('shows on the detail page what the API says each language lacks', async () => {
    // What the API answers, not recomputed: the page trusts Product.missing.
    mockApi({
      'GET /products/5': {
        data: { ...bag, missing: { es: [], en: ['description'], zh: ['name', 'alt'] } },
      },
    });
    renderAt('/admin/products/5');
    const card = await screen.findByTestId('product-completeness');
    expect(within(card).getByRole('heading', { name: 'Translation completeness' })).toBeVisible();
    expect(row('es')).toBe('Complete');
    expect(row('en')).toBe('Missing:description');
    expect(row('zh')).toBe('Missing:nameimage alt text');
  });

  it('is worked out again on the edit page as the texts and alt texts are typed', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    renderAt('/admin/products/5/edit', 'es');
    await screen.findByTestId('product-completeness');
    expect(row('en')).toBe('Falta:descripción');
    expect(row('zh')).toBe('Falta:nombredirección (slug)descripcióntexto alternativo de imágenes');

    fireEvent.change(within(section('English')).getByLabelText('Descripción'), {
      target: { value: 'Red leather' },
    });
    expect(row('en')).toBe('Completo');
    // A name alone is enough for the slug: the API makes one from it.
    fireEvent.change(within(section('中文')).getByLabelText('Nombre (中文)'), {
      target: { value: '红色背包' },
    });
    expect(row('zh')).toBe('Falta:descripcióntexto alternativo de imágenes');
    fireEvent.change(screen.getByLabelText('Texto alternativo (中文)'), {
      target: { value: '红色背包' },
    });
    expect(row('zh')).toBe('Falta:descripción');
    fireEvent.change(within(section('Español')).getByLabelText('Descripción'), {
      target: { value: ' ' },
    });
    expect(row('es')).toBe('Falta:descripción');
  });
});
