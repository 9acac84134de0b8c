import {
  popularsQuery,
  productListQuery,
  productQuery,
  searchQuery,
  type Locale,
  type PageState,
} from '@bolsos/contracts';
import { I18nextProvider, type I18n } from '@bolsos/i18n';
import { createI18n } from '@bolsos/i18n/server';
import { PageStateProvider } from '@bolsos/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, Route, Routes, StaticRouter } from '@bolsos/router';
import StorefrontRoutes, { preload } from '../src/storefront-routes';
import { catalogPage, detail, summary } from './fixtures';

export function localeOf(path: string): Locale {
  const first = path.split('/')[1];
  return first === 'en' || first === 'zh' ? first : 'es';
}

/** The storefront under the shell's language routes, as the shell mounts it. */
export function StorefrontTree({
  i18n,
  state,
  location,
}: {
  i18n: I18n;
  state: PageState | null;
  /** a static router at this path (server); the browser's location otherwise */
  location?: string;
}) {
  const routes: ReactNode = (
    <Routes>
      <Route path="/en/*" element={<StorefrontRoutes basename="/en" locale="en" />} />
      <Route path="/zh/*" element={<StorefrontRoutes basename="/zh" locale="zh" />} />
      <Route path="*" element={<StorefrontRoutes basename="" locale="es" />} />
    </Routes>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <PageStateProvider value={state}>
        {location === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routes}</StaticRouter>
        )}
      </PageStateProvider>
    </I18nextProvider>
  );
}

/**
 * What the server sends for `path`: the page's chunk loaded first (as the shell's server build
 * has it inlined), then one synchronous render with a request's own i18n and state.
 */
export async function serverHtml(
  path: string,
  state: PageState,
  i18n: I18n = createI18n(localeOf(path)),
): Promise<string> {
  await preload(path);
  return renderToString(<StorefrontTree i18n={i18n} state={state} location={path} />);
}

/** Page state the way the API preloads it, with products named after the language. */
export function stateFor(
  locale: Locale,
  page: 'home' | 'category' | 'product' | 'search',
): PageState {
  const name = (id: number) => `${locale.toUpperCase()} bag ${id}`;
  if (page === 'search') {
    return {
      locale,
      api: {
        [searchQuery(locale, 'bag').url]: catalogPage(
          [6, 7].map((id) => summary(id, locale, { name: name(id), price: `${id}9.5` })),
        ),
        [popularsQuery(locale).url]: { data: [] },
      },
    };
  }
  if (page === 'home') {
    return {
      locale,
      api: {
        [popularsQuery(locale).url]: {
          data: [1, 2].map((id) => summary(id, locale, { name: name(id), price: `${id}9.5` })),
        },
      },
    };
  }
  if (page === 'category') {
    return {
      locale,
      api: {
        [productListQuery(locale, 'backpacks', 1).url]: catalogPage(
          [3, 4].map((id) => summary(id, locale, { name: name(id), price: `${id}9.5` })),
        ),
      },
    };
  }
  const product = detail(5, locale, { name: name(5), price: '1234.5', slug: `slug-${locale}` });
  return { locale, api: { [productQuery(locale, product.slug).url]: { data: product } } };
}
