import type { ProductImage } from './models';
import { productMissing } from './product-completeness';

const image = (alt: ProductImage['alt']): ProductImage => ({
  id: 1,
  position: 0,
  alt,
  width: 10,
  height: 10,
  url: '/x.jpg',
  variants: [],
});

describe('productMissing', () => {
  it('lists per language the texts and image alts a product lacks', () => {
    const missing = productMissing({
      translations: {
        es: { name: 'Mochila', slug: 'mochila', description: 'Azul' },
        en: { name: 'Backpack', slug: 'backpack', description: '  ' },
      },
      images: [image({ es: 'Mochila azul', zh: '蓝色背包' }), image({ es: 'Detalle' })],
    });
    expect(missing).toEqual({
      es: [],
      en: ['description', 'alt'],
      zh: ['name', 'slug', 'description', 'alt'],
    });
  });

  it('counts a product without images as having every alt', () => {
    const missing = productMissing({
      translations: { es: { name: 'Mochila', slug: 'mochila', description: '' } },
      images: [],
    });
    expect(missing.es).toEqual(['description']);
  });
});
