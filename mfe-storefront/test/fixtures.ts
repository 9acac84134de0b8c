import {
  buildPath,
  type CatalogProductDetail,
  type CatalogProductSummary,
  type Category,
  type Locale,
  type Paginated,
} from '@bolsos/contracts';

/** A catalogue summary the way the API sends it for `asked`; `locale` differs on a Spanish fallback. */
export function summary(
  id: number,
  asked: Locale,
  overrides: Partial<CatalogProductSummary> = {},
): CatalogProductSummary {
  const category: Category = overrides.category ?? 'backpacks';
  const slug = overrides.slug ?? `bag-${id}`;
  return {
    id,
    category,
    price: '49.9',
    name: `Bag ${id}`,
    slug,
    locale: asked,
    path: buildPath(asked, { name: 'product', category, slug }),
    image: {
      url: `/media/products/p${id}-800.jpg`,
      srcset: `/media/products/p${id}-400.webp 400w, /media/products/p${id}-800.webp 800w`,
      width: 800,
      height: 600,
      alt: `Bag ${id} seen from the front`,
    },
    ...overrides,
  };
}

export function catalogPage(
  data: CatalogProductSummary[],
  meta: Partial<Paginated<CatalogProductSummary>['meta']> = {},
): Paginated<CatalogProductSummary> {
  return {
    data,
    meta: {
      total: data.length,
      page: 1,
      per_page: 24,
      from: data.length ? 1 : 0,
      to: data.length,
      ...meta,
    },
  };
}

/** A product page's answer: the summary plus description, pictures and the page in each language. */
export function detail(
  id: number,
  asked: Locale,
  overrides: Partial<CatalogProductDetail> = {},
): CatalogProductDetail {
  const base = summary(id, asked, overrides);
  const category = base.category;
  return {
    ...base,
    description: 'Sturdy canvas.\n\nTwo pockets inside.',
    images: base.image
      ? [
          base.image,
          { ...base.image, url: `/media/products/p${id}b-800.jpg`, alt: `Bag ${id} inside` },
        ]
      : [],
    alternates: {
      es: buildPath('es', { name: 'product', category, slug: `bolso-${id}` }),
      en: buildPath('en', { name: 'product', category, slug: `bag-${id}` }),
      zh: buildPath('zh', { name: 'product', category, slug: `bao-${id}` }),
    },
    translations: ['es', 'en', 'zh'],
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
