import {
  breadcrumbs,
  buildPath,
  CATEGORY_NAMES,
  LOCALE_TAGS,
  LOCALES,
  SCHEMA_ORG_DAYS,
  SITE_NAME,
  DETAIL_IMAGE_SIZES,
  type CatalogImage,
  type CatalogProductDetail,
  type CatalogProductSummary,
  type Locale,
  type PageHeadMeta,
  type PublicRoute,
  type ShopDetails,
} from '@bolsos/contracts';

export interface HeadInput {
  appUrl: string;
  locale: Locale;
  route: PublicRoute;
  meta: PageHeadMeta;
  /** this page in every language (paths) */
  /** the page in each language that has it (a product: only those it is translated into) */
  alternates: Partial<Record<Locale, string>>;
  /** path (+ ?page=N) of this page, in this language */
  canonicalPath: string;
  product?: CatalogProductDetail;
  items?: CatalogProductSummary[];
  /** the link-preview picture of a page with no product or list of its own (Contact) */
  shareImage?: CatalogImage | null;
  shopEmail?: string;
  /** the shop's details as staff keep them (address, phone, hours, links) */
  shop?: ShopDetails;
}

/**
 * The shop as schema.org's Store (a LocalBusiness): where it is, how to call, when it opens
 * (each weekday, and the dates with other hours: closed all day is 00:00–00:00).
 */
function storeBlock(input: HeadInput, url: (path: string) => string): Record<string, unknown> {
  const shop = input.shop;
  const address = shop?.address;
  const hours = (shop?.hours ?? []).map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${SCHEMA_ORG_DAYS[h.day]}`,
    opens: h.opens,
    closes: h.closes,
  }));
  const exceptions = (shop?.exceptions ?? []).map((e) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: e.date,
    validThrough: e.date,
    opens: e.opens ?? '00:00',
    closes: e.opens ? (e.closes ?? '00:00') : '00:00',
  }));
  const sameAs = Object.values(shop?.social ?? {}).filter(Boolean);
  const email = shop?.email || input.shopEmail;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: SITE_NAME,
    url: url('/'),
    ...(email ? { email } : {}),
    ...(shop?.phone ? { telephone: shop.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(address?.street ? { streetAddress: address.street } : {}),
      ...(address?.city ? { addressLocality: address.city } : {}),
      ...(address?.region ? { addressRegion: address.region } : {}),
      ...(address?.postal_code ? { postalCode: address.postal_code } : {}),
      addressCountry: address?.country || 'PA',
    },
    ...(shop?.map_url ? { hasMap: shop.map_url } : {}),
    ...(hours.length || exceptions.length
      ? { openingHoursSpecification: [...hours, ...exceptions] }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
    areaServed: 'PA',
  };
}

/** Open Graph spells a language tag language_TERRITORY: the page's own tag, and en_US for "en". */
function ogLocale(locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  return tag.includes('-') ? tag.replace('-', '_') : `${tag}_US`;
}

export function escapeAttr(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** JSON inside <script>: "<" is escaped so no value can close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(appUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${appUrl}${encodeURI(path)}`;
}

/** schema.org blocks for the page: Product, ItemList, BreadcrumbList, Organization. */
export function jsonLd(input: HeadInput): object[] {
  const { appUrl, locale, route, product, items } = input;
  const blocks: object[] = [];
  const url = (path: string) => absolute(appUrl, path);
  if (route.name === 'product' && product) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: String(product.id),
      category: CATEGORY_NAMES[product.category][locale],
      image: product.images.map((image) => url(image.url)),
      brand: { '@type': 'Brand', name: SITE_NAME },
      offers: {
        '@type': 'Offer',
        url: url(product.path),
        priceCurrency: 'USD',
        price: product.price,
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  }
  if (items && items.length) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: url(item.path),
        name: item.name,
      })),
    });
  }
  if (route.name !== 'home') {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs(locale, route, product?.name).map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: url(crumb.path),
      })),
    });
  }
  if (route.name === 'home') {
    // Lets a search engine offer the shop's own search box for its results (sitelinks search box).
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: url(buildPath(locale, { name: 'home' })),
      inLanguage: LOCALE_TAGS[locale],
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${url(buildPath(locale, { name: 'search' }))}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
  }
  if (route.name === 'contact' || route.name === 'home') blocks.push(storeBlock(input, url));
  return blocks;
}

/** Everything a crawler or a link preview reads from <head>, in the page's language. */
export function renderHead(input: HeadInput): string {
  const { appUrl, locale, route, meta, alternates, product } = input;
  const translated = LOCALES.filter((l) => alternates[l] !== undefined);
  const lcpImage = route.name === 'product' ? product?.images[0] : undefined;
  const tags = [
    // Results pages are for visitors, not for an index; their links (products) are to follow.
    ...(route.name === 'search' ? ['<meta name="robots" content="noindex, follow">'] : []),
    // The product page's largest paint is its photo: start it before the scripts and styles
    // ask for bandwidth, with the same srcset/sizes so the <img> reuses the response.
    ...(lcpImage
      ? [
          `<link rel="preload" as="image" href="${escapeAttr(lcpImage.url)}"${lcpImage.srcset ? ` imagesrcset="${escapeAttr(lcpImage.srcset)}" imagesizes="${DETAIL_IMAGE_SIZES}"` : ''} fetchpriority="high">`,
        ]
      : []),
    `<title>${escapeAttr(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    `<link rel="canonical" href="${escapeAttr(absolute(appUrl, input.canonicalPath))}">`,
    ...translated.map(
      (l) =>
        `<link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${escapeAttr(absolute(appUrl, alternates[l] as string))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(absolute(appUrl, alternates.es ?? input.canonicalPath))}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${product ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    `<meta property="og:url" content="${escapeAttr(absolute(appUrl, input.canonicalPath))}">`,
    `<meta property="og:locale" content="${ogLocale(locale)}">`,
    ...translated
      .filter((l) => l !== locale)
      .map((l) => `<meta property="og:locale:alternate" content="${ogLocale(l)}">`),
  ];
  const image =
    product?.images[0] ??
    input.items?.find((item) => item.image)?.image ??
    input.shareImage ??
    null;
  if (image) {
    tags.push(
      `<meta property="og:image" content="${escapeAttr(absolute(appUrl, image.url))}">`,
      `<meta property="og:image:width" content="${image.width}">`,
      `<meta property="og:image:height" content="${image.height}">`,
      `<meta property="og:image:alt" content="${escapeAttr(image.alt)}">`,
      '<meta name="twitter:card" content="summary_large_image">',
    );
  }
  if (product) {
    tags.push(
      `<meta property="product:price:amount" content="${product.price}">`,
      '<meta property="product:price:currency" content="USD">',
    );
  }
  for (const block of jsonLd(input))
    tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  return tags.join('\n    ');
}
