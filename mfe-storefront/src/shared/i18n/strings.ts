import { defineLazyStrings } from '@bolsos/i18n';
import type { StorefrontKey } from './es';

export type { StorefrontKey };

/**
 * The storefront's own strings, under its federation name, one chunk per language: a page
 * downloads its own language only (all three were about 2.6 KiB gzip of every first load). The
 * routes module registers them, so `changeLocale` downloads a language's before switching, and
 * `preload` downloads the page's before hydration; the server entry provides all three.
 */
export const STOREFRONT_STRINGS = defineLazyStrings<StorefrontKey>('storefront', {
  es: () => import(/* webpackChunkName: "storefront-strings-es" */ './es').then((m) => m.es),
  en: () => import(/* webpackChunkName: "storefront-strings-en" */ './en').then((m) => m.en),
  zh: () => import(/* webpackChunkName: "storefront-strings-zh" */ './zh').then((m) => m.zh),
});
