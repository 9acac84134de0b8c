import type { Category, Locale } from '@bolsos/contracts';
import { ResponseCache } from '../common/cache/response-cache';
import type { AppConfig } from '../config/app-config';
import type { Product } from '../products/entities/product.entity';
import type { ProductTranslation } from '../products/entities/product-translation.entity';
import { ProductPresenter } from '../products/product-presenter';
import type { ProductsService } from '../products/products.service';
import type { StorageService } from '../storage/storage.service';
import { SeoService } from './seo.service';
import type { SitemapSlugRow, SitemapSlugs } from './sitemap-slugs';

const APP_URL = 'https://bolsos.example';

/** The public pages of design.md §2, written out by hand rather than rebuilt with buildPath. */
const STATIC_PAGES: Record<Locale, string>[] = [
  { es: '/', en: '/en', zh: '/zh' },
  { es: '/productos', en: '/en/products', zh: '/zh/产品' },
  { es: '/productos/todos', en: '/en/products/all', zh: '/zh/产品/全部' },
  { es: '/productos/mochilas', en: '/en/products/backpacks', zh: '/zh/产品/双肩包' },
  { es: '/productos/maletines', en: '/en/products/laptop-bags', zh: '/zh/产品/电脑包' },
  { es: '/productos/tote-bags', en: '/en/products/tote-bags', zh: '/zh/产品/托特包' },
  { es: '/productos/cangureras', en: '/en/products/fanny-packs', zh: '/zh/产品/腰包' },
  {
    es: '/productos/bolsos-cruzados',
    en: '/en/products/crossbody-bags',
    zh: '/zh/产品/斜挎包',
  },
  { es: '/contacto', en: '/en/contact', zh: '/zh/联系' },
];

function product(
  id: number,
  category: Category,
  slugs: Partial<Record<Locale, string>>,
  options: { published?: boolean; updatedAt?: string } = {},
): Product {
  const translations = Object.entries(slugs).map(
    ([locale, slug]) =>
      ({
        productId: id,
        locale,
        slug,
        name: `Name ${slug}`,
        description: 'Description',
      }) as ProductTranslation,
  );
  return {
    id,
    category,
    price: '10.00',
    published: options.published ?? true,
    translations,
    images: [],
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date(options.updatedAt ?? '2026-02-03T04:05:06Z'),
  } as Product;
}

/** Stands in for the database: published ids first, then rows for whatever ids are asked. */
class StubProducts {
  readonly hydrated: number[][] = [];
  constructor(
    private readonly rows: Product[],
    private readonly publishedIds: number[],
  ) {}

  publishedProductStamps = async () =>
    this.publishedIds.map((id) => ({
      id,
      updatedAt: this.rows.find((row) => row.id === id)?.updatedAt ?? new Date(0),
    }));

  hydrate = async (ids: number[]) => {
    this.hydrated.push(ids);
    return ids
      .map((id) => this.rows.find((row) => row.id === id))
      .filter((row): row is Product => Boolean(row));
  };
}

/** Stands in for the slugs query: each asked product's category and slug per language. */
class StubSlugs {
  readonly asked: number[][] = [];
  constructor(private readonly rows: Product[]) {}

  slugs = async (ids: number[]): Promise<SitemapSlugRow[]> => {
    this.asked.push(ids);
    return this.rows
      .filter((row) => ids.includes(row.id))
      .map((row) => ({
        id: row.id,
        category: row.category,
        slugs: Object.fromEntries(row.translations.map((t) => [t.locale, t.slug])),
      }));
  };
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  links: [hreflang: string, href: string][];
}

function unescapeXml(text: string): string {
  return text.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name] as string,
  );
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
    links: [
      ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g),
    ].map(([, hreflang, href]) => [hreflang, unescapeXml(href)]),
  }));
}

const absolute = (path: string) => `${APP_URL}${encodeURI(path)}`;

describe('SeoService', () => {
  function seoWith(rows: Product[], publishedIds: number[], sitemapMaxUrls = 50_000) {
    const products = new StubProducts(rows, publishedIds);
    const slugs = new StubSlugs(rows);
    const cache = new ResponseCache();
    const presenter = new ProductPresenter({
      url: (key: string) => `/media/${key}`,
    } as unknown as StorageService);
    const seo = new SeoService(
      products as unknown as ProductsService,
      presenter,
      { appUrl: APP_URL, sitemapMaxUrls } as AppConfig,
      slugs as unknown as SitemapSlugs,
      cache,
    );
    return { seo, products, slugs, cache };
  }

  describe('sitemap()', () => {
    const bag = product(1, 'backpacks', {
      es: 'mochila-azul',
      en: 'blue-backpack',
      zh: '蓝色双肩包',
    });
    // Spanish only: no English or Chinese page, so none in the sitemap or its alternates.
    const spanishOnly = product(
      2,
      'tote_bags',
      { es: 'tote-playa' },
      { updatedAt: '2026-05-06T23:59:59Z' },
    );
    const hidden = product(3, 'crossbody', { es: 'bolso-oculto' }, { published: false });
    // Listed as published, then unpublished before its rows were read.
    const justHidden = product(4, 'crossbody', { es: 'recien-oculto' }, { published: false });

    it('lists every public page and published product in the languages it has, with alternates', async () => {
      const { seo, products } = seoWith([bag, spanishOnly, hidden, justHidden], [1, 2, 4]);
      const urls = parseSitemap(await seo.sitemap());
      expect(products.hydrated).toEqual([[1, 2, 4]]);
      expect(urls.length).toBeLessThanOrEqual(50_000);

      const pages: Record<Locale, string>[] = [
        ...STATIC_PAGES,
        {
          es: '/productos/mochilas/mochila-azul',
          en: '/en/products/backpacks/blue-backpack',
          zh: '/zh/产品/双肩包/蓝色双肩包',
        },
      ];
      const spanishPage = '/productos/tote-bags/tote-playa';
      expect(urls).toHaveLength(pages.length * 3 + 1);
      expect(urls.map((u) => u.loc).sort()).toEqual(
        [...pages.flatMap((p) => [p.es, p.en, p.zh]), spanishPage].map(absolute).sort(),
      );
      expect(urls.find((u) => u.loc === absolute(spanishPage))?.links).toEqual([
        ['es-PA', absolute(spanishPage)],
        ['x-default', absolute(spanishPage)],
      ]);
      expect(
        urls.some((u) => u.loc.includes('tote-playa') && u.loc !== absolute(spanishPage)),
      ).toBe(false);
      for (const page of pages) {
        const alternates = [
          ['es-PA', absolute(page.es)],
          ['en', absolute(page.en)],
          ['zh-CN', absolute(page.zh)],
          ['x-default', absolute(page.es)],
        ];
        for (const locale of ['es', 'en', 'zh'] as const) {
          const entry = urls.find((u) => u.loc === absolute(page[locale]));
          expect([page[locale], entry?.links]).toEqual([page[locale], alternates]);
        }
      }
    });

    it('dates product pages by their last change and leaves static pages undated', async () => {
      const { seo } = seoWith([bag, spanishOnly], [1, 2]);
      const urls = parseSitemap(await seo.sitemap());
      const lastmod = (path: string) => urls.find((u) => u.loc === absolute(path))?.lastmod;
      expect(lastmod('/productos/tote-bags/tote-playa')).toBe('2026-05-06');
      expect(lastmod('/en/products/backpacks/blue-backpack')).toBe('2026-02-03');
      expect(lastmod('/en/contact')).toBeUndefined();
    });

    it('leaves out unpublished products, even one unpublished after its id was listed', async () => {
      const { seo } = seoWith([bag, hidden, justHidden], [1, 4]);
      const xml = await seo.sitemap();
      expect(xml).toContain('mochila-azul');
      expect(xml).not.toContain('bolso-oculto');
      expect(xml).not.toContain('recien-oculto');
      expect(parseSitemap(xml)).toHaveLength((STATIC_PAGES.length + 1) * 3);
    });

    it('escapes XML special characters and percent-encodes non-ASCII paths', async () => {
      const odd = product(7, 'fanny_packs', { es: `riñonera-"ana"-&-co's`, zh: '安娜腰包' });
      const { seo } = seoWith([odd], [7]);
      const xml = await seo.sitemap();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      // encodeURI keeps & and ' as they are; the XML must not.
      expect(xml).toContain(
        `<loc>${APP_URL}/productos/cangureras/ri%C3%B1onera-%22ana%22-&amp;-co&apos;s</loc>`,
      );
      expect(xml).toContain(`<loc>${APP_URL}/zh/%E4%BA%A7%E5%93%81/%E8%85%B0%E5%8C%85/`);
      // Every & starts an entity; no raw quote or apostrophe sits inside an attribute value.
      expect(xml.match(/&(?!(?:amp|lt|gt|apos|quot);)/g)).toBeNull();
      for (const [, value] of xml.matchAll(/href="([^"]*)"/g)) expect(value).not.toMatch(/['<>]/);
      expect(xml.match(/<url>/g)).toHaveLength(xml.match(/<\/url>/g)?.length ?? -1);
    });
  });

  describe('a catalogue past one file (SITEMAP_MAX_URLS)', () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      product(
        i + 1,
        'backpacks',
        { es: `mochila-${i + 1}`, en: `backpack-${i + 1}` },
        { updatedAt: `2026-03-0${i + 1}T10:00:00Z` },
      ),
    );
    const ids = many.map((p) => p.id);
    // Three languages a product: 9 URLs hold three products a part.
    const limit = 9;

    it('stays one file while everything fits', async () => {
      const { seo } = seoWith(many, ids, STATIC_PAGES.length * 3 + 7 * 3);
      expect(await seo.sitemap()).toMatch(/<urlset /);
    });

    it('becomes an index of the pages and of the products a part at a time, each dated', async () => {
      const { seo } = seoWith(many, ids, limit);
      const index = await seo.sitemap();
      expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
      const parts = [...index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)</g)].map(
        ([, loc, lastmod]) => [loc, lastmod],
      );
      expect(parts).toEqual([
        [`${APP_URL}/sitemaps/pages.xml`, '2026-03-07'],
        [`${APP_URL}/sitemaps/products-1.xml`, '2026-03-03'],
        [`${APP_URL}/sitemaps/products-2.xml`, '2026-03-06'],
        [`${APP_URL}/sitemaps/products-3.xml`, '2026-03-07'],
      ]);
    });

    it('serves each part with its own pages, within the limit, and no part past the last', async () => {
      const { seo, products } = seoWith(many, ids, limit);
      const pages = parseSitemap((await seo.sitemapPart('pages')) ?? '');
      expect(pages).toHaveLength(STATIC_PAGES.length * 3);
      const second = parseSitemap((await seo.sitemapPart('products-2')) ?? '');
      expect(second.map((u) => u.loc)).toEqual(
        [4, 5, 6].flatMap((n) => [
          absolute(`/productos/mochilas/mochila-${n}`),
          absolute(`/en/products/backpacks/backpack-${n}`),
        ]),
      );
      expect(second.length).toBeLessThanOrEqual(limit);
      expect(products.hydrated.at(-1)).toEqual([4, 5, 6]);
      expect(await seo.sitemapPart('products-3')).toContain('mochila-7');
      expect(await seo.sitemapPart('products-4')).toBeUndefined();
      expect(await seo.sitemapPart('products-0')).toBeUndefined();
      expect(await seo.sitemapPart('otra-cosa')).toBeUndefined();
    });

    it('reads products a chunk at a time, never the whole catalogue at once', async () => {
      const big = Array.from({ length: 1201 }, (_, i) =>
        product(i + 1, 'backpacks', { es: `m-${i + 1}` }),
      );
      const { seo, products } = seoWith(
        big,
        big.map((p) => p.id),
      );
      expect(parseSitemap(await seo.sitemap())).toHaveLength(STATIC_PAGES.length * 3 + 1201);
      expect(products.hydrated.map((chunk) => chunk.length)).toEqual([500, 500, 201]);
    });
  });

  describe('a catalogue past one file’s bytes (maxBytes)', () => {
    // Long Chinese slugs: each character is nine bytes once percent-encoded.
    const wide = Array.from({ length: 9 }, (_, i) =>
      product(
        i + 1,
        'backpacks',
        { es: `mochila-${i + 1}`, en: `backpack-${i + 1}`, zh: `${'大'.repeat(100)}${i + 1}` },
        { updatedAt: `2026-04-0${i + 1}T10:00:00Z` },
      ),
    );
    const ids = wide.map((p) => p.id);
    const bytes = (text: string) => Buffer.byteLength(text);

    it('cuts the products where the next one would pass the limit, well under the URL limit', async () => {
      const { seo } = seoWith(wide, ids);
      const whole = await seo.sitemap();
      expect(whole).toMatch(/<urlset /);
      seo.maxBytes = 20_000;
      const index = await seo.sitemap();
      expect(index).toMatch(/<sitemapindex /);
      const names = [...index.matchAll(/\/sitemaps\/([a-z0-9-]+)\.xml/g)].map(([, n]) => n);
      expect(names.length).toBeGreaterThan(2);
      const seen: string[] = [];
      for (const [i, name] of names.entries()) {
        const part = (await seo.sitemapPart(name)) as string;
        expect(bytes(part)).toBeLessThanOrEqual(20_000);
        const urls = parseSitemap(part);
        seen.push(...urls.map((u) => u.loc));
        if (i === 0 || i === names.length - 1) continue;
        // Full: the next part's first product (its <url> in each language) would not have fitted.
        const next = (await seo.sitemapPart(names[i + 1] as string)) as string;
        const entries = [...next.matchAll(/ {2}<url>[\s\S]*?<\/url>/g)].map(([e]) => e);
        const xDefault = (entry: string) => /hreflang="x-default" href="([^"]+)"/.exec(entry)?.[1];
        const first = entries.filter((e) => xDefault(e) === xDefault(entries[0] as string));
        expect(first).toHaveLength(3);
        expect(bytes(part) + 1 + bytes(first.join('\n'))).toBeGreaterThan(20_000);
      }
      expect(seen.filter((loc) => loc.includes('/productos/mochilas/'))).toHaveLength(9);
      expect(await seo.sitemapPart(`products-${names.length}`)).toBeUndefined();
    });
  });

  describe('the cut into parts', () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      product(i + 1, 'backpacks', { es: `mochila-${i + 1}` }),
    );

    it('is read once for the index and its parts, and again after a write the sitemap shows', async () => {
      const { seo, slugs, cache } = seoWith(
        many,
        many.map((p) => p.id),
        9,
      );
      await seo.sitemap();
      await seo.sitemapPart('products-1');
      await seo.sitemapPart('products-2');
      expect(slugs.asked).toHaveLength(1);
      // A new build, or a write the sitemap does not show (a picture): the same parts.
      cache.invalidate('everything', 'build');
      cache.invalidate({ tags: ['product:3', 'card:3', 'list:all', 'search'] });
      await seo.sitemapPart('products-1');
      expect(slugs.asked).toHaveLength(1);
      cache.invalidate({ tags: ['product:3', 'sitemap'] });
      await seo.sitemapPart('products-1');
      expect(slugs.asked).toHaveLength(2);
      // New limits cut again too.
      seo.maxBytes = 100_000;
      await seo.sitemap();
      expect(slugs.asked).toHaveLength(3);
    });
  });

  describe('robots()', () => {
    /** Google's rule: the longest matching rule wins, Allow on a tie; no rule means allowed. */
    function allowed(robots: string, path: string): boolean {
      const rules = robots
        .split('\n')
        .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
        .filter((m): m is RegExpExecArray => Boolean(m))
        .map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix }))
        .filter((rule) => encodeURI(path).startsWith(rule.prefix))
        .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
      return rules[0]?.allow ?? true;
    }

    it('keeps crawlers out of the back office, sign-in pages and private API', () => {
      const robots = seoWith([], []).seo.robots();
      expect(robots.split('\n')[0]).toBe('User-agent: *');
      for (const path of [
        '/admin',
        '/admin/users/3/edit',
        '/auth/login',
        '/auth/password-reset',
        '/en/auth/login',
        '/zh/auth/password-set',
        '/api/users',
        '/api/account',
      ]) {
        expect([path, allowed(robots, path)]).toEqual([path, false]);
      }
    });

    it('lets crawlers read every public page, the catalogue API and images, and finds the sitemap', () => {
      const robots = seoWith([], []).seo.robots();
      for (const path of [
        ...STATIC_PAGES.flatMap((p) => [p.es, p.en, p.zh]),
        '/productos/mochilas/mochila-azul',
        '/zh/产品/双肩包/蓝色双肩包',
        '/api/catalog/products',
        '/media/abc123-640.webp',
      ]) {
        expect([path, allowed(robots, path)]).toEqual([path, true]);
      }
      expect(robots).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    });
  });
});
