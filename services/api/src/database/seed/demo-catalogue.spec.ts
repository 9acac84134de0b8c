import {
  CATEGORIES,
  LIMITS,
  LOCALES,
  SLUG_PATTERN,
  buildPath,
  matchPath,
  slugify,
} from '@bolsos/contracts';
import { DEMO_POPULAR_KEYS, DEMO_PRODUCTS, DEMO_REDIRECTS } from './demo-catalogue';

const HEX = /^#[0-9a-f]{6}$/i;

describe('DEMO_PRODUCTS', () => {
  it('has at least 36 products and at least 7 in every category', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(36);
    for (const category of CATEGORIES) {
      expect(DEMO_PRODUCTS.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(7);
    }
  });

  it('has unique keys', () => {
    const keys = DEMO_PRODUCTS.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(LOCALES)('has unique, valid %s slugs made from the names', (locale) => {
    const translations = DEMO_PRODUCTS.flatMap((p) => p.translations[locale] ?? []);
    const slugs = translations.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const t of translations) {
      expect(t.slug).toMatch(SLUG_PATTERN);
      expect(t.slug.length).toBeLessThanOrEqual(LIMITS.slugMax);
      expect(t.slug).toBe(slugify(t.name));
    }
  });

  it('keeps Chinese characters in Chinese slugs', () => {
    for (const p of DEMO_PRODUCTS) {
      if (p.translations.zh) expect(p.translations.zh.slug).toMatch(/\p{Script=Han}/u);
    }
  });

  it('has prices in USD with two decimals, within a bag shop range', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.price)).toBeGreaterThanOrEqual(15);
      expect(Number(p.price)).toBeLessThanOrEqual(250);
    }
  });

  it('has names and 2–4 sentence descriptions within the product limits', () => {
    for (const p of DEMO_PRODUCTS) {
      for (const t of Object.values(p.translations)) {
        expect(t.name.length).toBeGreaterThanOrEqual(2);
        expect(t.name.length).toBeLessThanOrEqual(LIMITS.productNameMax);
        expect(t.description.length).toBeLessThanOrEqual(LIMITS.descriptionMax);
        const sentences = t.description.split(/(?<=[.!?。！？])\s*/u).filter(Boolean);
        expect(sentences.length).toBeGreaterThanOrEqual(2);
        expect(sentences.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('leaves exactly two products in Spanish only, to show the fallback', () => {
    const spanishOnly = DEMO_PRODUCTS.filter((p) => !p.translations.en && !p.translations.zh);
    expect(spanishOnly).toHaveLength(2);
    expect(spanishOnly.every((p) => p.published)).toBe(true);
    const partial = DEMO_PRODUCTS.filter((p) => !p.translations.en !== !p.translations.zh);
    expect(partial).toHaveLength(0);
  });

  it('has exactly two unpublished products', () => {
    expect(DEMO_PRODUCTS.filter((p) => !p.published)).toHaveLength(2);
  });

  it('has a hex palette and 1–3 images with alt texts for every translated language', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.palette.primary).toMatch(HEX);
      expect(p.palette.secondary).toMatch(HEX);
      expect(p.palette.accent).toMatch(HEX);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(3);
      expect(p.images[0].view).toBe('front');
      expect(new Set(p.images.map((i) => i.view)).size).toBe(p.images.length);
      for (const image of p.images) {
        expect(image.alt.es.trim()).not.toBe('');
        expect(image.alt.es.length).toBeLessThanOrEqual(LIMITS.altMax);
        for (const locale of ['en', 'zh'] as const) {
          expect(Boolean(image.alt[locale])).toBe(Boolean(p.translations[locale]));
        }
      }
    }
  });

  it('gives product paths that the route table reads back in every language', () => {
    for (const p of DEMO_PRODUCTS) {
      for (const locale of LOCALES) {
        const slug = p.translations[locale]?.slug;
        if (!slug) continue;
        const route = { name: 'product' as const, category: p.category, slug };
        expect(matchPath(encodeURI(buildPath(locale, route)))).toEqual({
          locale,
          prefixed: locale !== 'es',
          route,
        });
      }
    }
  });
});

describe('DEMO_POPULAR_KEYS', () => {
  it('lists 6–8 distinct published products across categories', () => {
    expect(DEMO_POPULAR_KEYS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_POPULAR_KEYS.length).toBeLessThanOrEqual(8);
    expect(new Set(DEMO_POPULAR_KEYS).size).toBe(DEMO_POPULAR_KEYS.length);
    const products = DEMO_POPULAR_KEYS.map((key) => DEMO_PRODUCTS.find((p) => p.key === key));
    for (const product of products) {
      expect(product).toBeDefined();
      expect(product?.published).toBe(true);
    }
    expect(new Set(products.map((p) => p?.category)).size).toBe(CATEGORIES.length);
  });
});

describe('DEMO_REDIRECTS', () => {
  it('has three redirects from unknown paths, one of them external', () => {
    expect(DEMO_REDIRECTS).toHaveLength(3);
    for (const redirect of DEMO_REDIRECTS) {
      expect(redirect.from).toMatch(/^\/[a-z0-9-]+$/);
      expect(matchPath(redirect.from)).toBeUndefined();
      expect([301, 302]).toContain(redirect.status);
    }
    const internal = DEMO_REDIRECTS.filter((r) => r.to.startsWith('/'));
    for (const redirect of internal) expect(matchPath(redirect.to)).toBeDefined();
    expect(DEMO_REDIRECTS.filter((r) => /^https:\/\//.test(r.to))).toHaveLength(1);
  });
});
