import { CATEGORIES, DEFAULT_LOCALE, LOCALES, type Category, type Locale } from './enums';

/** Path prefix per language: Spanish is the unprefixed default. */
export const LOCALE_PREFIX: Record<Locale, string> = { es: '', en: '/en', zh: '/zh' };

/**
 * The query parameter of a product's Spanish page reached from a language it is not translated
 * into ('?untranslated=en'): the page says so in that language.
 */
export const UNTRANSLATED_PARAM = 'untranslated';

/** Where a product's page in `locale` leads while `locale` lacks its name and description. */
export function untranslatedPath(spanishPath: string, locale: Locale): string {
  return `${spanishPath}?${UNTRANSLATED_PARAM}=${locale}`;
}

/** The language a path names by its prefix ('/en/…', '/zh/…'), page or not; undefined without one. */
export function prefixLocale(pathname: string): Locale | undefined {
  const first = pathname.split(/[?#]/)[0].split('/')[1];
  return LOCALES.find((locale) => LOCALE_PREFIX[locale] !== '' && first === locale);
}

export const PAGE_SLUGS = {
  contact: { es: 'contacto', en: 'contact', zh: '联系' },
  products: { es: 'productos', en: 'products', zh: '产品' },
  all: { es: 'todos', en: 'all', zh: '全部' },
  search: { es: 'buscar', en: 'search', zh: '搜索' },
} as const satisfies Record<string, Record<Locale, string>>;

export const CATEGORY_SLUGS: Record<Category, Record<Locale, string>> = {
  backpacks: { es: 'mochilas', en: 'backpacks', zh: '双肩包' },
  laptop_bags: { es: 'maletines', en: 'laptop-bags', zh: '电脑包' },
  tote_bags: { es: 'tote-bags', en: 'tote-bags', zh: '托特包' },
  fanny_packs: { es: 'cangureras', en: 'fanny-packs', zh: '腰包' },
  crossbody: { es: 'bolsos-cruzados', en: 'crossbody-bags', zh: '斜挎包' },
};

/**
 * `invitation` is where an e-mailed invitation lands (`?token=…`): it asks the invited user for a
 * first password; only that form's POST uses the token up.
 */
export const AUTH_PAGES = [
  'login',
  'password-forgot',
  'password-reset',
  'password-set',
  'invitation',
] as const;
export type AuthPage = (typeof AUTH_PAGES)[number];

/** A public or auth page, independent of language. */
export type PublicRoute =
  | { name: 'home' }
  | { name: 'contact' }
  | { name: 'catalog' }
  | { name: 'all' }
  /** search results; the query (`?q=`) is not part of the route */
  | { name: 'search' }
  | { name: 'category'; category: Category }
  | { name: 'product'; category: Category; slug: string }
  | { name: 'auth'; page: AuthPage };

export interface LocalizedMatch {
  locale: Locale;
  /** true when the URL carried an explicit language prefix */
  prefixed: boolean;
  route: PublicRoute;
}

export function categoryFromSlug(locale: Locale, slug: string): Category | undefined {
  return CATEGORIES.find((category) => CATEGORY_SLUGS[category][locale] === slug);
}

/** Builds the path of a page in a language. Product slugs must already be in that language. */
export function buildPath(locale: Locale, route: PublicRoute): string {
  const prefix = LOCALE_PREFIX[locale];
  const products = `${prefix}/${PAGE_SLUGS.products[locale]}`;
  switch (route.name) {
    case 'home':
      return prefix || '/';
    case 'contact':
      return `${prefix}/${PAGE_SLUGS.contact[locale]}`;
    case 'catalog':
      return products;
    case 'all':
      return `${products}/${PAGE_SLUGS.all[locale]}`;
    case 'search':
      return `${prefix}/${PAGE_SLUGS.search[locale]}`;
    case 'category':
      return `${products}/${CATEGORY_SLUGS[route.category][locale]}`;
    case 'product':
      return `${products}/${CATEGORY_SLUGS[route.category][locale]}/${route.slug}`;
    case 'auth':
      return `${prefix}/auth/${route.page}`;
  }
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Reads a pathname (encoded or not) back into a page and language; undefined when unknown. */
export function matchPath(pathname: string): LocalizedMatch | undefined {
  const raw = pathname.split(/[?#]/)[0];
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    if (!part) continue;
    const decoded = safeDecode(part);
    if (decoded === undefined) return undefined;
    segments.push(decoded);
  }
  let locale: Locale = DEFAULT_LOCALE;
  let prefixed = false;
  const first = segments[0];
  if (first && first !== DEFAULT_LOCALE && (LOCALES as readonly string[]).includes(first)) {
    locale = first as Locale;
    prefixed = true;
    segments.shift();
  }
  const found = (route: PublicRoute): LocalizedMatch => ({ locale, prefixed, route });
  const [a, b, c, ...rest] = segments;
  if (rest.length > 0) return undefined;
  if (a === undefined) return found({ name: 'home' });
  if (a === 'auth') {
    if (c === undefined && (AUTH_PAGES as readonly string[]).includes(b ?? '')) {
      return found({ name: 'auth', page: b as AuthPage });
    }
    return undefined;
  }
  if (a === PAGE_SLUGS.contact[locale] && b === undefined) return found({ name: 'contact' });
  if (a === PAGE_SLUGS.search[locale] && b === undefined) return found({ name: 'search' });
  if (a !== PAGE_SLUGS.products[locale]) return undefined;
  if (b === undefined) return found({ name: 'catalog' });
  if (b === PAGE_SLUGS.all[locale] && c === undefined) return found({ name: 'all' });
  const category = categoryFromSlug(locale, b);
  if (!category) return undefined;
  if (c === undefined) return found({ name: 'category', category });
  return found({ name: 'product', category, slug: c });
}

/**
 * The same page in another language. Product slugs differ per language, so a
 * product page needs the twin's slug (the storefront asks the API for it).
 */
export function twinPath(match: LocalizedMatch, target: Locale, productSlug?: string): string {
  if (match.route.name === 'product') {
    return buildPath(target, { ...match.route, slug: productSlug ?? match.route.slug });
  }
  return buildPath(target, match.route);
}

/**
 * Every language-independent page that has no parameters, for sitemaps and tests. Search results
 * are left out: they depend on `?q=` and are `noindex`.
 */
export function staticPublicRoutes(): PublicRoute[] {
  return [
    { name: 'home' },
    { name: 'catalog' },
    { name: 'all' },
    ...CATEGORIES.map((category): PublicRoute => ({ name: 'category', category })),
    { name: 'contact' },
  ];
}

/** Admin routes and the roles they need (spec §6); any-of unless `all` is set. */
export interface RouteRoles {
  path: string;
  roles?: readonly ('admin' | 'manager')[];
  mode?: 'any' | 'all';
}

export const ADMIN_ROUTES = {
  home: { path: '/admin' },
  profile: { path: '/admin/profile' },
  users: { path: '/admin/users', roles: ['admin'] },
  usersCreate: { path: '/admin/users/create', roles: ['admin', 'manager'] },
  usersShow: { path: '/admin/users/:id', roles: ['admin'] },
  usersEdit: { path: '/admin/users/:id/edit', roles: ['admin'] },
  products: { path: '/admin/products' },
  productsCreate: { path: '/admin/products/create' },
  productsImport: { path: '/admin/products/import', roles: ['admin', 'manager'] },
  productsShow: { path: '/admin/products/:id' },
  productsEdit: { path: '/admin/products/:id/edit' },
  populars: { path: '/admin/populars' },
  messages: { path: '/admin/messages', roles: ['admin', 'manager'] },
  messagesShow: { path: '/admin/messages/:id', roles: ['admin', 'manager'] },
  audit: { path: '/admin/audit', roles: ['admin'] },
  shop: { path: '/admin/shop', roles: ['admin'] },
  releases: { path: '/admin/releases', roles: ['admin'] },
} as const satisfies Record<string, RouteRoles>;

/** Any-of or all-of role check used by route guards on both sides. */
export function hasRoles(
  userRoles: readonly string[],
  required: readonly string[] | undefined,
  mode: 'any' | 'all' = 'any',
): boolean {
  if (!required || required.length === 0) return true;
  return mode === 'all'
    ? required.every((role) => userRoles.includes(role))
    : required.some((role) => userRoles.includes(role));
}
