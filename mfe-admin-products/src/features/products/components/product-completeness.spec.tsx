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
    // Without a name or a description a language has no page in the shop: the view says so.
    expect(row('en')).toBe(
      'Missing:descriptionNot shown in the shop in this language until it has a name and a description.',
    );
    expect(row('zh')).toBe(
      'Missing:nameimage alt textNot shown in the shop in this language until it has a name and a description.',
    );
  });

  it('is worked out again on the edit page as the texts and alt texts are typed', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    renderAt('/admin/products/5/edit', 'es');
    await screen.findByTestId('product-completeness');
    expect(row('en')).toBe(
      'Falta:descripciónNo aparece en la tienda en este idioma hasta tener nombre y descripción.',
    );
    expect(row('zh')).toBe(
      'Falta:nombredirección (slug)descripcióntexto alternativo de imágenesNo aparece en la tienda en este idioma hasta tener nombre y descripción.',
    );

    fireEvent.change(within(section('English')).getByLabelText('Descripción'), {
      target: { value: 'Red leather' },
    });
    expect(row('en')).toBe('Completo');
    // A name alone is enough for the slug: the API makes one from it.
    fireEvent.change(within(section('中文')).getByLabelText('Nombre (中文)'), {
      target: { value: '红色背包' },
    });
    expect(row('zh')).toBe(
      'Falta:descripcióntexto alternativo de imágenesNo aparece en la tienda en este idioma hasta tener nombre y descripción.',
    );
    fireEvent.change(screen.getByLabelText('Texto alternativo (中文)'), {
      target: { value: '红色背包' },
    });
    expect(row('zh')).toBe(
      'Falta:descripciónNo aparece en la tienda en este idioma hasta tener nombre y descripción.',
    );
    fireEvent.change(within(section('Español')).getByLabelText('Descripción'), {
      target: { value: ' ' },
    });
    // Spanish is always in the shop: its lacks are only listed.
    expect(row('es')).toBe('Falta:descripción');
  });
});
