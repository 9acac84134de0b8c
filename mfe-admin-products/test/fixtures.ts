import {
  productMissing,
  type ContactMessage,
  type MessageDetail,
  type Popular,
  type Product,
} from '@bolsos/contracts';

export function product(id: number, overrides: Partial<Product> = {}): Product {
  const item: Omit<Product, 'missing'> = {
    id,
    category: 'tote_bags',
    price: '1250.5',
    published: true,
    translations: {
      es: { name: `Bolso ${id}`, slug: `bolso-${id}`, description: '' },
      en: { name: `Bag ${id}`, slug: `bag-${id}`, description: '' },
    },
    images: [
      {
        id: id * 10,
        position: 0,
        alt: { es: `Bolso ${id} de frente` },
        width: 1200,
        height: 1200,
        url: `/media/products/p${id}-800.jpg`,
        variants: [
          { width: 400, url: `/media/products/p${id}-400.webp` },
          { width: 800, url: `/media/products/p${id}-800.webp` },
        ],
      },
    ],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
  return { ...item, missing: overrides.missing ?? productMissing(item) };
}

export function popular(id: number, item: Product, position = id): Popular {
  return { id, position, product_id: item.id, product: item };
}

export function contactMessage(
  id: number,
  overrides: Partial<ContactMessage> = {},
): ContactMessage {
  return {
    id,
    name: `Visitante ${id}`,
    email: `v${id}@example.com`,
    phone: '',
    message: `¿Tienen el bolso ${id} en azul?`,
    language: 'es',
    product_id: null,
    product: null,
    status: 'new',
    created_at: '2026-03-02T15:30:00Z',
    ...overrides,
  };
}

export function messageDetail(id: number, overrides: Partial<MessageDetail> = {}): MessageDetail {
  return { ...contactMessage(id), product: null, thread: [], ...overrides };
}
