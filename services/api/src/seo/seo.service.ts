import {
  buildPath,
  LOCALE_TAGS,
  LOCALES,
  staticPublicRoutes,
  type Locale,
  type PublicRoute,
} from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ProductPresenter } from '../products/product-presenter';
import { ProductsService } from '../products/products.service';

function xml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );
}

/** sitemap.xml and robots.txt for crawlers: every public page in three languages, with alternates. */
@Injectable()
export class SeoService {
  constructor(
    private readonly products: ProductsService,
    private readonly presenter: ProductPresenter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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

  async sitemap(): Promise<string> {
    const entries: string[] = [];
    for (const route of staticPublicRoutes()) {
      const paths = Object.fromEntries(
        LOCALES.map((l) => [l, buildPath(l, route as PublicRoute)]),
      ) as Record<Locale, string>;
      entries.push(this.entry(paths));
    }
    const products = await this.products.hydrate(await this.products.publishedProductIds());
    for (const product of products) {
      // Unpublished between the id query and hydration: it stays out of this sitemap too.
      if (!product.published) continue;
      const detail = this.presenter.detail(product, 'es');
      if (!detail) continue;
      const paths = Object.fromEntries(detail.translations.map((l) => [l, detail.alternates[l]]));
      entries.push(
        this.entry({ ...paths, es: detail.alternates.es }, detail.updated_at.slice(0, 10)),
      );
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
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
