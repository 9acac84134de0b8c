import {
  buildPath,
  LOCALE_TAGS,
  LOCALES,
  staticPublicRoutes,
  type Locale,
  type PublicRoute,
} from '@bolsos/contracts';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { touches } from '../common/cache/cache-tags';
import { TextCollector, type TextSink } from '../common/cache/compressed-body';
import { ResponseCache } from '../common/cache/response-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ProductPresenter } from '../products/product-presenter';
import { ProductsService } from '../products/products.service';
import { SitemapSlugs, type SitemapSlugRow } from './sitemap-slugs';

function xml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );
}

/** Products hydrated per query while writing a sitemap: memory stays flat at any catalogue size. */
const HYDRATE_CHUNK = 500;

/** The name of a sitemap part: the pages, or the n-th part of the products. */
export const SITEMAP_PART = /^(?:pages|products-([1-9]\d{0,5}))$/;

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '\n</urlset>\n';

/** A <urlset> written to `out` as its entries come: one line break between entries. */
class UrlsetWriter {
  private first = true;

  constructor(private readonly out: TextSink) {}

  open(): void | Promise<void> {
    return this.out.write(URLSET_OPEN);
  }

  add(entry: string): void | Promise<void> {
    const separated = this.first ? entry : `\n${entry}`;
    this.first = false;
    return this.out.write(separated);
  }

  close(): void | Promise<void> {
    return this.out.write(URLSET_CLOSE);
  }
}

/** Bytes one sitemap file may hold, uncompressed: the protocol's 50 MB. */
export const SITEMAP_MAX_BYTES = 52_428_800;

/** What the sitemap's cut depends on: a write naming it cuts the parts again. */
const SITEMAP_TAGS: ReadonlySet<string> = new Set(['sitemap']);

/** A part of the sitemap's products: their ids, by id, and the newest change among them. */
interface ProductPart {
  ids: number[];
  newest: Date;
}

interface SitemapPlan {
  parts: ProductPart[];
  /** Everything fits one file: no index. */
  oneFile: boolean;
  /** The newest change of any published product. */
  newest: Date;
}

/** sitemap.xml and robots.txt for crawlers: every public page in three languages, with alternates. */
@Injectable()
export class SeoService implements OnModuleDestroy {
  /** Bytes one sitemap file may hold (SITEMAP_MAX_BYTES); a test sets less to see the cut. */
  maxBytes = SITEMAP_MAX_BYTES;
  /**
   * The parts as last cut, for the limits they were cut at, until a write the sitemap shows
   * (here or on another replica: the same invalidations as its cached answers) drops them: the
   * index and each part are served from one reading of the catalogue's slugs.
   */
  private planned?: { limits: string; plan: Promise<SitemapPlan> };
  private readonly unsubscribe: () => void;

  constructor(
    private readonly products: ProductsService,
    private readonly presenter: ProductPresenter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly slugs: SitemapSlugs,
    cache: ResponseCache,
  ) {
    this.unsubscribe = cache.onInvalidate((change, cause) => {
      // A new build or release lists the same pages.
      if (cause === 'catalogue' && touches(SITEMAP_TAGS, change)) this.planned = undefined;
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  private url(path: string): string {
    return `${this.config.appUrl}${encodeURI(path)}`;
  }

  /** One <url> per language in `paths` (a product: those it is translated into), each naming all. */
  private entry(paths: Partial<Record<Locale, string>> & { es: string }, lastmod?: string): string {
    const locales = LOCALES.filter((l) => paths[l] !== undefined);
    const links = [
      ...locales.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${xml(this.url(paths[l] as string))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(this.url(paths.es))}"/>`,
    ].join('\n');
    return locales
      .map(
        (l) =>
          `  <url>\n    <loc>${xml(this.url(paths[l] as string))}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}${links}\n  </url>`,
      )
      .join('\n');
  }

  /** The public pages that are not products, in every language. */
  private pageEntries(): string[] {
    return staticPublicRoutes().map((route) =>
      this.entry(
        Object.fromEntries(LOCALES.map((l) => [l, buildPath(l, route as PublicRoute)])) as Record<
          Locale,
          string
        >,
      ),
    );
  }

  /**
   * Adds the entries of published products `ids` to `urlset`, read a chunk at a time (their
   * texts, not their pictures): memory stays flat at any catalogue size.
   */
  private async addProducts(urlset: UrlsetWriter, ids: number[]): Promise<void> {
    for (let from = 0; from < ids.length; from += HYDRATE_CHUNK) {
      const chunk = ids.slice(from, from + HYDRATE_CHUNK);
      for (const product of await this.products.hydrate(chunk, undefined, { images: false })) {
        // Unpublished between the id query and hydration: it stays out of this sitemap too.
        if (!product.published) continue;
        const es = this.presenter.pagePath(product, 'es');
        if (!es) continue;
        // The languages with the product's own name and description (es first), each its page.
        const paths = Object.fromEntries(
          this.presenter
            .translatedLocales(product)
            .map((locale) => [locale, this.presenter.pagePath(product, locale)]),
        );
        await urlset.add(
          this.entry({ ...paths, es }, product.updatedAt.toISOString().slice(0, 10)),
        );
      }
    }
  }

  /** Products per part by URLs: each has at most one URL per language. */
  private get partSize(): number {
    return Math.floor(this.config.sitemapMaxUrls / LOCALES.length);
  }

  /**
   * The bytes a product's entries take at most: those of every language it has a slug in (the
   * ones without their own name and description are left out of the sitemap, never added).
   */
  private entryBytes(row: SitemapSlugRow, lastmod: string): number {
    const es = row.slugs.es;
    if (es === undefined) return 0;
    const path = (locale: Locale, slug: string) =>
      buildPath(locale, { name: 'product', category: row.category, slug });
    const paths = Object.fromEntries(
      LOCALES.filter((l) => row.slugs[l] !== undefined).map((l) => [
        l,
        path(l, row.slugs[l] as string),
      ]),
    );
    return Buffer.byteLength(this.entry({ ...paths, es: path('es', es) }, lastmod));
  }

  /** The sitemap's parts: as last cut, or cut again after a write it shows. */
  private plan(): Promise<SitemapPlan> {
    const limits = `${this.config.sitemapMaxUrls} URLs, ${this.maxBytes} bytes`;
    if (this.planned?.limits !== limits) {
      const plan = this.cut();
      const planned = { limits, plan };
      this.planned = planned;
      // A failed reading is not kept.
      plan.catch(() => {
        if (this.planned === planned) this.planned = undefined;
      });
    }
    return this.planned.plan;
  }

  /**
   * The sitemap cut into parts: the pages, then the published products by id, each part within
   * the URL limit (SITEMAP_MAX_URLS) and the byte limit (maxBytes, uncompressed), each with its
   * newest change. Sizes come from the products' slugs, not their texts.
   */
  private async cut(): Promise<SitemapPlan> {
    const stamps = await this.products.publishedProductStamps();
    const overhead = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
    const pages = this.pageEntries();
    // Every entry after a file's first has a line break before it.
    let oneFileBytes = overhead + pages.reduce((sum, e) => sum + Buffer.byteLength(e) + 1, -1);
    const parts: ProductPart[] = [];
    let part: ProductPart & { bytes: number } = { ids: [], newest: new Date(0), bytes: overhead };
    const day = (date: Date) => date.toISOString().slice(0, 10);
    for (let from = 0; from < stamps.length; from += HYDRATE_CHUNK) {
      const chunk = stamps.slice(from, from + HYDRATE_CHUNK);
      const rows = new Map(
        (await this.slugs.slugs(ids(chunk))).map((row) => [row.id, row] as const),
      );
      for (const stamp of chunk) {
        const row = rows.get(stamp.id);
        const bytes = row ? this.entryBytes(row, day(stamp.updatedAt)) : 0;
        oneFileBytes += bytes + 1;
        const full = part.ids.length >= this.partSize || part.bytes + 1 + bytes > this.maxBytes;
        if (part.ids.length > 0 && full) {
          parts.push({ ids: part.ids, newest: part.newest });
          part = { ids: [], newest: new Date(0), bytes: overhead };
        }
        part.bytes += (part.ids.length > 0 ? 1 : 0) + bytes;
        part.ids.push(stamp.id);
        if (stamp.updatedAt > part.newest) part.newest = stamp.updatedAt;
      }
    }
    if (part.ids.length > 0) parts.push({ ids: part.ids, newest: part.newest });
    const urls = pages.length + stamps.length * LOCALES.length;
    return {
      parts,
      oneFile: urls <= this.config.sitemapMaxUrls && oneFileBytes <= this.maxBytes,
      newest: stamps.reduce((a, b) => (b.updatedAt > a ? b.updatedAt : a), new Date(0)),
    };
  }

  /**
   * /sitemap.xml: every public page while they fit one file (SITEMAP_MAX_URLS, the protocol's
   * 50,000 URLs, and maxBytes, its 50 MB), else an index of parts (the pages, then the products
   * by id, as many as fit a file each) with each part's last change.
   */
  async sitemap(): Promise<string> {
    const text = new TextCollector();
    await this.writeSitemap(text);
    return text.text;
  }

  /** sitemap(), written to `out` as it is made (the route compresses it on the way). */
  async writeSitemap(out: TextSink): Promise<void> {
    const plan = await this.plan();
    if (plan.oneFile) {
      const urlset = new UrlsetWriter(out);
      await urlset.open();
      for (const entry of this.pageEntries()) await urlset.add(entry);
      for (const part of plan.parts) await this.addProducts(urlset, part.ids);
      await urlset.close();
      return;
    }
    const day = (date: Date) => date.toISOString().slice(0, 10);
    // Lists and Home change with any product, so the pages' part is as new as the newest one.
    const parts = [
      { name: 'pages', lastmod: day(plan.newest) },
      ...plan.parts.map((part, i) => ({ name: `products-${i + 1}`, lastmod: day(part.newest) })),
    ];
    const list = parts.map(
      (part) =>
        `  <sitemap>\n    <loc>${xml(`${this.config.appUrl}/sitemaps/${part.name}.xml`)}</loc>\n    <lastmod>${part.lastmod}</lastmod>\n  </sitemap>`,
    );
    await out.write(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list.join('\n')}\n</sitemapindex>\n`,
    );
  }

  /** A part the index lists (`pages`, `products-N`), or undefined when there is no such part. */
  async sitemapPart(name: string): Promise<string | undefined> {
    const text = new TextCollector();
    return (await this.writeSitemapPart(name, text)) ? text.text : undefined;
  }

  /** sitemapPart(), written to `out` as it is made; false (nothing written) for no such part. */
  async writeSitemapPart(name: string, out: TextSink): Promise<boolean> {
    let products: number[] = [];
    if (name !== 'pages') {
      const match = SITEMAP_PART.exec(name);
      if (!match?.[1]) return false;
      const part = (await this.plan()).parts[Number(match[1]) - 1];
      if (!part) return false;
      products = part.ids;
    }
    const urlset = new UrlsetWriter(out);
    await urlset.open();
    if (name === 'pages') for (const entry of this.pageEntries()) await urlset.add(entry);
    await this.addProducts(urlset, products);
    await urlset.close();
    return true;
  }

  robots(): string {
    const disallow = [
      '/admin',
      ...LOCALES.map(
        (l) => `${buildPath(l, { name: 'auth', page: 'login' }).replace(/login$/, '')}`,
      ),
      '/api/',
    ];
    return [
      'User-agent: *',
      // Crawlers that run scripts may read the public catalogue API and images.
      'Allow: /api/catalog/',
      'Allow: /media/',
      ...disallow.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.config.appUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
