import {
  CATEGORIES,
  CATEGORY_SLUGS,
  DEFAULT_LOCALE,
  PAGE_SLUGS,
  categoryFromSlug,
  isLocale,
  matchPath,
  type Category,
  type Locale,
} from '@bolsos/contracts';
import { loadStrings, registerStrings } from '@bolsos/i18n';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useParams } from '@bolsos/router';
import { CatalogPage } from './features/catalog/components/catalog-page';
import { HomePage } from './features/home/components/home-page';
import { StorefrontNotFound } from './shared/components/storefront-not-found';
import { STOREFRONT_STRINGS } from './shared/i18n/strings';
import { preloadableLazy } from './shared/lib/preloadable-lazy';
import './styles/storefront.css';

// On load (server.ts re-exports this module): the browser singleton starts downloading its
// language's strings now, and changeLocale downloads a new language's before switching to it.
registerStrings(STOREFRONT_STRINGS);

/*
 * Home (and the catalogue, which reuses Home's sections) ship in the exposed chunk: Home's first
 * load is the budgeted one (design §7). The other pages are separate chunks, fetched when a
 * visitor lands on one, or as soon as they point at or focus a link, so the click finds them.
 */
const listPage = preloadableLazy(
  () => import('./features/catalog/components/product-list-page'),
  (m) => m.ProductListPage,
);
const productPage = preloadableLazy(
  () => import('./features/product/components/product-page'),
  (m) => m.ProductPage,
);
const contactPage = preloadableLazy(
  () => import('./features/contact/components/contact-page'),
  (m) => m.ContactPage,
);
const searchPage = preloadableLazy(
  () => import('./features/search/components/search-page'),
  (m) => m.SearchPage,
);
const ProductListPage = listPage.Component;
const ProductPage = productPage.Component;
const ContactPage = contactPage.Component;
const SearchPage = searchPage.Component;

function prefetchPages() {
  void Promise.all([listPage.preload(), productPage.preload(), contactPage.preload()]).catch(() => {
    // A failed prefetch is retried by the navigation that needs it (and its error boundary).
  });
}

/** The language of a full path: its prefix, also on a path no page matches (not found). */
function localeOfPath(pathname: string): Locale {
  const first = pathname.split(/[?#]/)[0].split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

function preloadPage(pathname: string): Promise<void> | undefined {
  const match = matchPath(pathname);
  if (!match) return undefined;
  switch (match.route.name) {
    case 'all':
    case 'category':
      return listPage.preload();
    case 'product':
      return productPage.preload();
    case 'contact':
      return contactPage.preload();
    case 'search':
      return searchPage.preload();
    default:
      return undefined;
  }
}

/**
 * Loads the chunk of the page at `pathname` (a full path, language prefix included) and the
 * storefront's strings in its language. The shell awaits it before hydrating server-rendered
 * HTML, so hydration renders the page at once, in the server's words.
 */
export async function preload(pathname: string): Promise<void> {
  await Promise.all([
    loadStrings(STOREFRONT_STRINGS, localeOfPath(pathname)),
    preloadPage(pathname),
  ]);
}

/** Holds the page's height while a page chunk arrives, so the footer does not jump. */
function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="sf-page sf-page--pending" aria-busy="true" />}>
      {children}
    </Suspense>
  );
}

/** Props the shell passes to every remote's `./routes` component. */
export interface StorefrontRouteProps {
  /** Language prefix the routes are mounted under: '' (Spanish), '/en' or '/zh'. */
  basename: string;
  locale: Locale;
}

export type StorefrontPage =
  'home' | 'catalog' | 'all' | 'category' | 'product' | 'contact' | 'search';

export interface StorefrontRoute {
  page: StorefrontPage;
  /** Relative to the language prefix; '' is the index (Home). */
  path: string;
  category?: Category;
}

/**
 * Every public page of design §2 in one language, with the slugs of contracts' PAGE_SLUGS and
 * CATEGORY_SLUGS (the same tables the shell resolves URLs and builds links with).
 */
export function storefrontRouteTable(locale: Locale): StorefrontRoute[] {
  const products = PAGE_SLUGS.products[locale];
  return [
    { page: 'home', path: '' },
    { page: 'catalog', path: products },
    { page: 'all', path: `${products}/${PAGE_SLUGS.all[locale]}` },
    ...CATEGORIES.map((category): StorefrontRoute => ({
      page: 'category',
      path: `${products}/${CATEGORY_SLUGS[category][locale]}`,
      category,
    })),
    { page: 'product', path: `${products}/:category/:slug` },
    { page: 'contact', path: PAGE_SLUGS.contact[locale] },
    { page: 'search', path: PAGE_SLUGS.search[locale] },
  ];
}

function ProductRoute({ locale }: { locale: Locale }) {
  const params = useParams();
  const category = categoryFromSlug(locale, params.category ?? '');
  if (!category || !params.slug) return <StorefrontNotFound />;
  return <ProductPage locale={locale} category={category} slug={params.slug} />;
}

function element(route: StorefrontRoute, locale: Locale) {
  switch (route.page) {
    case 'home':
      return <HomePage locale={locale} />;
    case 'catalog':
      return <CatalogPage locale={locale} />;
    case 'all':
      return (
        <Deferred>
          <ProductListPage locale={locale} />
        </Deferred>
      );
    case 'category':
      return (
        <Deferred>
          <ProductListPage key={route.category} locale={locale} category={route.category} />
        </Deferred>
      );
    case 'product':
      return (
        <Deferred>
          <ProductRoute locale={locale} />
        </Deferred>
      );
    case 'contact':
      return (
        <Deferred>
          <ContactPage locale={locale} />
        </Deferred>
      );
    case 'search':
      return (
        <Deferred>
          <SearchPage locale={locale} />
        </Deferred>
      );
  }
}

/**
 * Exposed as `storefront/routes`. Paths are relative to the shell's language route, so the same
 * component serves '/', '/en' and '/zh'; the table follows the language it is given.
 */
export default function StorefrontRoutes({ locale }: StorefrontRouteProps) {
  useEffect(() => {
    // Not on idle: a prefetch nobody asked for would count in Home's first load.
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
      stop();
      prefetchPages();
    };
    const stop = () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return stop;
  }, []);
  return (
    <Routes>
      {storefrontRouteTable(locale).map((route) =>
        route.path === '' ? (
          <Route key={route.page} index element={element(route, locale)} />
        ) : (
          <Route key={route.path} path={route.path} element={element(route, locale)} />
        ),
      )}
      <Route path="*" element={<StorefrontNotFound />} />
    </Routes>
  );
}
