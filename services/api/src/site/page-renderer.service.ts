import {
  API_PATHS,
  buildPath,
  contactPath,
  contactProductSlug,
  errorPageTitle,
  LOCALES,
  matchPath,
  pageMeta,
  PAGE_STATE_ID,
  popularsQuery,
  prefixLocale,
  redirectLookupUrl,
  searchParams,
  shopQuery,
  storefrontQueries,
  type StorefrontQuery,
  type CatalogImage,
  type CatalogProductDetail,
  type CatalogProductSummary,
  type Locale,
  type Paginated,
  type PageState,
  type PublicRoute,
  type ShopDetails,
  type ShopDetailsResponse,
} from '@bolsos/contracts';
import { Inject, Injectable } from '@nestjs/common';
import path from 'node:path';
import { rawCacheKey, ResponseCache, type CachedResponse } from '../common/cache/response-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PopularsService } from '../populars/populars.service';
import { ProductsService } from '../products/products.service';
import { RedirectsService } from '../redirects/redirects.service';
import { CatalogSearchService } from '../search/catalog-search.service';
import { ShopService } from '../shop/shop.service';
import { escapeAttr, renderHead, scriptJson } from './seo-head';
import { ServerRenderer } from './server-renderer';
import { localRemoteBuild } from './remote-builds';
import type { ReleaseVariant } from './release-bucket';

export interface RenderedPage {
  status: number;
  /** set for 301s and 302s: where the page lives now */
  location?: string;
  head: string;
  /** inner HTML of #root, when the server could render it */
  body: string | null;
  stateScript: string;
  /** ms spent reading the catalogue and rendering React, for Server-Timing */
  timings?: { data: number; render: number };
  /** what the page shows, as the cache tags of the answers it was built from (cache-tags.ts) */
  tags?: string[];
}

/** The tags of the answers a page is built from; none once one of them did not say. */
class PageTags {
  private readonly tags = new Set<string>();
  private known = true;

  add(entry: CachedResponse): CachedResponse {
    if (!entry.tags) this.known = false;
    else for (const tag of entry.tags) this.tags.add(tag);
    return entry;
  }

  get value(): string[] | undefined {
    return this.known ? [...this.tags] : undefined;
  }
}

/**
 * Server side of a storefront page: loads the API reads it needs (through the
 * same byte cache as the API), builds <head> for crawlers and link previews,
 * and asks the shell's server bundle for the markup the browser will hydrate.
 */
@Injectable()
export class PageRenderer {
  private readonly renderer: ServerRenderer;

  constructor(
    private readonly products: ProductsService,
    private readonly populars: PopularsService,
    private readonly cache: ResponseCache,
    private readonly redirects: RedirectsService,
    private readonly search: CatalogSearchService,
    private readonly shop: ShopService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.renderer = new ServerRenderer(config.webRoot, (variant) => {
      // The storefront build the remotes config names (its default dist/ or a release), so the
      // server renders with the same code the browser then hydrates with.
      // One on another origin has no server bundle here: render with the default build's.
      const build = localRemoteBuild(config, 'storefront', variant);
      const dir = build?.dir ?? path.join(config.webRoot, 'mfe-storefront', 'dist');
      return path.join(dir, 'server', 'index.js');
    });
  }

  private load(
    query: StorefrontQuery,
    route: PublicRoute,
    locale: Locale,
    search: URLSearchParams,
  ): Promise<CachedResponse> {
    // The API's own key for the same read (its spelling of the query: `+` for spaces), so a
    // page and an API call share one entry.
    return this.cache.resolve(rawCacheKey(query.url), async () => {
      if (route.name === 'product') return this.products.productAnswer(locale, route.slug);
      if (route.name === 'contact')
        return this.products.productAnswer(locale, contactProductSlug(search) ?? '');
      if (query.path === API_PATHS.catalogPopulars)
        return { body: await this.populars.catalog(locale) };
      if (query.path === API_PATHS.catalogSearch) {
        const { q, page } = searchParams(search);
        return {
          body: await this.search.search({
            q,
            lang: locale,
            page,
            per_page: Number(query.params.per_page),
          }),
        };
      }
      return {
        body: await this.products.catalog({
          category: route.name === 'category' ? route.category : undefined,
          lang: locale,
          page: Number(query.params.page ?? 1),
          per_page: Number(query.params.per_page),
          sort: query.params.sort as 'price_asc' | 'price_desc' | undefined,
          min_price: query.params.min_price as number | undefined,
          max_price: query.params.max_price as number | undefined,
        }),
      };
    });
  }

  /**
   * Where `pathname` finally lives, for a redirect that should be the only one: a product page
   * reached under another language's slug moves to its own slug (the rest are where they are).
   * null: a product with no text in that language, whose Spanish page the visitor already asked for.
   */
  async finalPath(pathname: string): Promise<string | null> {
    const match = matchPath(pathname);
    if (!match || match.route.name !== 'product') return pathname;
    const { locale, route } = match;
    const [query] = storefrontQueries(locale, route, new URLSearchParams());
    const entry = await this.load(query, route, locale, new URLSearchParams());
    if (entry.status === 302) return null;
    if (entry.status !== 301) return pathname;
    return (JSON.parse(entry.body.toString()) as { redirect: string }).redirect;
  }

  /**
   * null: a page the shell renders alone (auth pages, the back office). `visitorLocale` is the
   * language of a path with no page and no language prefix (static-site's pageLocale).
   */
  async render(
    pathname: string,
    search: string,
    visitorLocale: Locale = 'es',
    /** a refused contact form to show again (posted without JavaScript) */
    contactForm?: PageState['contactForm'],
    /** the canary releases the visitor's bucket gets (release-bucket.ts) */
    variant: ReleaseVariant = [],
  ): Promise<RenderedPage | null> {
    if (/^\/admin(\/|$)/.test(pathname)) return null;
    const match = matchPath(pathname);
    if (!match) return this.unknownPath(pathname, search, visitorLocale, variant);
    if (match.route.name === 'auth') return null;
    const { locale, route } = match;
    const params = new URLSearchParams(search);
    const state: PageState = { locale, api: {}, ...(contactForm ? { contactForm } : {}) };
    const started = performance.now();
    let product: CatalogProductDetail | undefined;
    let items: CatalogProductSummary[] | undefined;
    let shareImage: CatalogImage | undefined;
    const tags = new PageTags();
    // The footer's address, phone and hours, and Contact's details and texts: on every page,
    // a 404 included.
    const shop = await this.shopDetails(state, tags);
    for (const query of storefrontQueries(locale, route, params)) {
      const entry = tags.add(await this.load(query, route, locale, params));
      if (route.name === 'contact') {
        // The bag a message is about: an old or foreign slug moves Contact to the current one,
        // a bag that is gone leaves a plain Contact page (the visitor still wants to write).
        if (entry.status === 301) {
          const { redirect } = JSON.parse(entry.body.toString()) as { redirect: string };
          return this.moved(contactPath(locale, redirect.slice(redirect.lastIndexOf('/') + 1)), '');
        }
        if (entry.status === 200) {
          state.api[query.url] = JSON.parse(entry.body.toString());
          shareImage = (state.api[query.url] as { data: CatalogProductDetail }).data.images[0];
        }
        continue;
      }
      if (entry.status === 301) {
        const { redirect } = JSON.parse(entry.body.toString()) as { redirect: string };
        return this.moved(redirect, search);
      }
      if (entry.status === 302) {
        // A language without the product's text: its Spanish page, with a note in this language.
        const { redirect } = JSON.parse(entry.body.toString()) as { redirect: string };
        return { status: 302, location: redirect, head: '', body: null, stateScript: '' };
      }
      if (entry.status === 404) {
        // A product that is gone: its page renders the storefront's 404 from this answer.
        if (route.name !== 'product') return this.notFound(state, null);
        state.api[query.url] = { data: null };
        return this.notFound(state, await this.renderBody(pathname, search, state, variant));
      }
      const body = JSON.parse(entry.body.toString()) as { data: unknown };
      state.api[query.url] = body;
      if (route.name === 'product') product = (body as { data: CatalogProductDetail }).data;
      // A search page's list is its results, not the Popular section beside them.
      else if (!items) items = (body as Paginated<CatalogProductSummary>).data;
    }
    // A link to Contact shared in a chat still shows a bag: the first Popular one.
    if (route.name === 'contact' && !shareImage) shareImage = await this.popularImage(locale, tags);
    // The slug is right but the category segment is not (an edited category, a hand-made link).
    if (route.name === 'product' && product && product.category !== route.category)
      return this.moved(product.path, search);
    const page = route.name === 'all' || route.name === 'category' ? Number(params.get('page')) : 0;
    // Results pages are the same search in every language, and page 2 of a list is page 2 in
    // every language: the query goes along, so each page is in an alternate set of its own.
    const query =
      route.name === 'search' ? this.searchQueryString(params) : page > 1 ? `?page=${page}` : '';
    // A product names only the languages it is translated into: the others are no page of theirs.
    const alternates: Partial<Record<Locale, string>> = product
      ? Object.fromEntries(product.translations.map((l) => [l, product?.alternates[l]]))
      : Object.fromEntries(LOCALES.map((l) => [l, `${buildPath(l, route)}${query}`]));
    const canonicalPath =
      route.name === 'search'
        ? `${buildPath(locale, route)}${query}`
        : `${buildPath(locale, route.name === 'product' && product ? { ...route, slug: product.slug } : route)}${page > 1 ? `?page=${page}` : ''}`;
    const head = renderHead({
      appUrl: this.config.appUrl,
      locale,
      route,
      meta: pageMeta(
        locale,
        route,
        product,
        route.name === 'search' ? this.titledQuery(params) : undefined,
      ),
      alternates,
      canonicalPath,
      product,
      items,
      shareImage,
      shopEmail: this.config.mail.shopAddress,
      shop,
    });
    const rendering = performance.now();
    const body = await this.renderBody(pathname, search, state, variant);
    return {
      status: 200,
      head,
      body,
      stateScript: this.stateScript(state),
      timings: { data: rendering - started, render: performance.now() - rendering },
      tags: tags.value,
    };
  }

  private renderBody(
    pathname: string,
    search: string,
    state: PageState,
    variant: ReleaseVariant,
  ): Promise<string | null> {
    return this.renderer.render(
      { url: `${pathname}${search ? `?${search}` : ''}`, locale: state.locale, state },
      variant,
    );
  }

  /** The query a results page's title names (none while it asks for one or refuses it). */
  private titledQuery(params: URLSearchParams): string | undefined {
    const { q, problem } = searchParams(params);
    return problem ? undefined : q;
  }

  /** `?q=…&page=…` of a results page as the page reads them (trimmed; page 1 left out). */
  private searchQueryString(params: URLSearchParams): string {
    const { q, page } = searchParams(params);
    if (!q) return '';
    const query = new URLSearchParams({ q });
    if (page > 1) query.set('page', String(page));
    return `?${query.toString()}`;
  }

  /**
   * Crawlers and link checkers judge a URL by its status, not by the page the shell draws: a
   * staff-made redirect is answered as one, anything else is a real 404, rendered in the
   * language the path names (its prefix, else the visitor's) so it reads without scripts. The
   * lookup's answer goes in the page state: the shell's 404 hydrates without asking again.
   */
  private async unknownPath(
    pathname: string,
    search: string,
    visitorLocale: Locale,
    variant: ReleaseVariant,
  ): Promise<RenderedPage> {
    const lookup = await this.redirects.lookup(pathname);
    const { redirect } = lookup;
    if (redirect) {
      const location = redirect.external ? redirect.to : redirect.to + (search ? `?${search}` : '');
      return { status: redirect.status, location, head: '', body: null, stateScript: '' };
    }
    const state: PageState = {
      locale: prefixLocale(pathname) ?? visitorLocale,
      api: { [redirectLookupUrl(pathname)]: lookup },
    };
    await this.shopDetails(state, new PageTags());
    return this.notFound(state, await this.renderBody(pathname, search, state, variant));
  }

  /** The shop's details, from the byte cache, put in the page state for the footer. */
  private async shopDetails(state: PageState, tags: PageTags): Promise<ShopDetails | undefined> {
    const query = shopQuery();
    const entry = tags.add(
      await this.cache.resolve(rawCacheKey(query.url), async () => ({
        body: await this.shop.get(),
      })),
    );
    if (entry.status !== 200) return undefined;
    const answer = JSON.parse(entry.body.toString()) as ShopDetailsResponse;
    state.api[query.url] = answer;
    return answer.data;
  }

  private async popularImage(locale: Locale, tags: PageTags): Promise<CatalogImage | undefined> {
    const query = popularsQuery(locale);
    const entry = tags.add(await this.load(query, { name: 'home' }, locale, new URLSearchParams()));
    if (entry.status !== 200) return undefined;
    const { data } = JSON.parse(entry.body.toString()) as { data: CatalogProductSummary[] };
    return data.find((item) => item.image)?.image ?? undefined;
  }

  /** A permanent move to the page's canonical address, keeping the query (tracking tags…). */
  private moved(location: string, search: string): RenderedPage {
    return {
      status: 301,
      location: location + (search ? `?${search}` : ''),
      head: '',
      body: null,
      stateScript: '',
    };
  }

  /** A 404 page: its title in the page's language, kept out of search results. */
  private notFound(state: PageState, body: string | null): RenderedPage {
    return {
      status: 404,
      head:
        `<title>${escapeAttr(errorPageTitle(state.locale, 404))}</title>` +
        '<meta name="robots" content="noindex">',
      body,
      stateScript: this.stateScript(state),
    };
  }

  private stateScript(state: PageState): string {
    return `<script id="${PAGE_STATE_ID}" type="application/json">${scriptJson(state)}</script>`;
  }
}
