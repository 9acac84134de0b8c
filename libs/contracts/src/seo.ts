/**
 * Page titles, descriptions and names used in <head>, by the server (first
 * HTML) and by the storefront (document.title on navigation) alike.
 */
import type { Category, Locale } from './enums';
import type { PublicRoute } from './routes';
import { buildPath } from './routes';

export const SITE_NAME = 'Bolsos';

export const CATEGORY_NAMES: Record<Category, Record<Locale, string>> = {
  backpacks: { es: 'Mochilas', en: 'Backpacks', zh: '双肩包' },
  laptop_bags: { es: 'Maletines', en: 'Laptop bags', zh: '电脑包' },
  tote_bags: { es: 'Tote bags', en: 'Tote bags', zh: '托特包' },
  fanny_packs: { es: 'Cangureras', en: 'Fanny packs', zh: '腰包' },
  crossbody: { es: 'Bolsos cruzados', en: 'Crossbody bags', zh: '斜挎包' },
};

/**
 * The words of <head> in each language. A text that names a value (a category, a query, a status
 * code) is a function of it, not a template: contracts has no translation runtime (i18next is the
 * front ends' and the API's), and these are code shared by both sides rather than catalogue data.
 */
interface MetaCopy {
  home: { title: string; description: string };
  catalog: { title: string; description: string };
  all: { title: string; description: string };
  /** a category page's description; its title is the category's name */
  categoryDescription: (category: string) => string;
  contact: { title: string; description: string };
  /** `titleFor`: the title of a results page, naming its query (the page's heading) */
  search: { title: string; titleFor: (query: string) => string; description: string };
  /** the title of an error page, as the shell's 'error.title' says it */
  errorTitle: (code: number) => string;
  productsLabel: string;
  homeLabel: string;
}

const COPY: Record<Locale, MetaCopy> = {
  es: {
    home: {
      title: 'Bolsos: mochilas, maletines y más en Panamá',
      description:
        'Mochilas, maletines, tote bags, cangureras y bolsos cruzados para el día a día en Panamá.',
    },
    catalog: {
      title: 'Productos',
      description:
        'Todo el catálogo de Bolsos: mochilas, maletines, tote bags, cangureras y bolsos cruzados.',
    },
    all: {
      title: 'Todos los productos',
      description: 'Todos los bolsos de la tienda, del más nuevo al más antiguo.',
    },
    categoryDescription: (category) =>
      `${category} de Bolsos: precios en dólares y entrega en Panamá.`,
    contact: {
      title: 'Contacto',
      description: 'Escriba a Bolsos: preguntas sobre un bolso, pedidos o lo que necesite.',
    },
    search: {
      title: 'Resultados de búsqueda',
      titleFor: (query) => `Resultados para «${query}»`,
      description: 'Busque bolsos en el catálogo de Bolsos por nombre, categoría o descripción.',
    },
    errorTitle: (code) => `Error ${code}`,
    productsLabel: 'Productos',
    homeLabel: 'Inicio',
  },
  en: {
    home: {
      title: 'Bolsos: backpacks, laptop bags and more in Panama',
      description:
        'Backpacks, laptop bags, tote bags, fanny packs and crossbody bags for every day in Panama.',
    },
    catalog: {
      title: 'Products',
      description:
        'The whole Bolsos catalogue: backpacks, laptop bags, tote bags, fanny packs and crossbody bags.',
    },
    all: { title: 'All products', description: 'Every bag in the shop, newest first.' },
    categoryDescription: (category) =>
      `${category} from Bolsos: prices in US dollars, delivery in Panama.`,
    contact: {
      title: 'Contact',
      description: 'Write to Bolsos: questions about a bag, orders or anything else.',
    },
    search: {
      title: 'Search results',
      titleFor: (query) => `Results for “${query}”`,
      description: 'Search the Bolsos catalogue by name, category or description.',
    },
    errorTitle: (code) => `Error ${code}`,
    productsLabel: 'Products',
    homeLabel: 'Home',
  },
  zh: {
    home: {
      title: 'Bolsos：双肩包、电脑包等｜巴拿马',
      description: '巴拿马日常好包：双肩包、电脑包、托特包、腰包和斜挎包。',
    },
    catalog: {
      title: '产品',
      description: 'Bolsos 全部商品：双肩包、电脑包、托特包、腰包和斜挎包。',
    },
    all: { title: '全部产品', description: '店内全部包袋，按上新时间排列。' },
    categoryDescription: (category) => `Bolsos 的${category}：美元标价，巴拿马配送。`,
    contact: { title: '联系我们', description: '联系 Bolsos：商品咨询、订单或其他问题。' },
    search: {
      title: '搜索结果',
      titleFor: (query) => `“${query}”的搜索结果`,
      description: '按名称、类别或描述搜索 Bolsos 的商品。',
    },
    errorTitle: (code) => `错误 ${code}`,
    productsLabel: '产品',
    homeLabel: '首页',
  },
};

export interface PageHeadMeta {
  title: string;
  description: string;
}

/** Shortens descriptions for meta tags on a word boundary (search engines cut near 160). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,.;:]$/, '')}…`;
}

/**
 * Title (with the site name) and description of a public page; a results page's title names its
 * query (`query`, already trimmed; none: the search prompt).
 */
export function pageMeta(
  locale: Locale,
  route: PublicRoute,
  product?: { name: string; description: string },
  query?: string,
): PageHeadMeta {
  const copy = COPY[locale];
  const withSite = (title: string) =>
    title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  switch (route.name) {
    case 'home':
      return { title: copy.home.title, description: copy.home.description };
    case 'catalog':
      return { title: withSite(copy.catalog.title), description: copy.catalog.description };
    case 'all':
      return { title: withSite(copy.all.title), description: copy.all.description };
    case 'category': {
      const category = CATEGORY_NAMES[route.category][locale];
      return { title: withSite(category), description: copy.categoryDescription(category) };
    }
    case 'product':
      return {
        title: withSite(product?.name ?? CATEGORY_NAMES[route.category][locale]),
        description: clip(product?.description || CATEGORY_NAMES[route.category][locale]),
      };
    case 'contact':
      return { title: withSite(copy.contact.title), description: copy.contact.description };
    case 'search':
      return {
        title: withSite(query ? copy.search.titleFor(query) : copy.search.title),
        description: copy.search.description,
      };
    case 'auth':
      return { title: SITE_NAME, description: copy.home.description };
  }
}

/** The <title> of an error page the server renders (a 404): 'Error 404' in the page's language. */
export function errorPageTitle(locale: Locale, code: number): string {
  return COPY[locale].errorTitle(code);
}

/** Breadcrumb trail of a public page: name and path of each level. */
export function breadcrumbs(
  locale: Locale,
  route: PublicRoute,
  productName?: string,
): { name: string; path: string }[] {
  const copy = COPY[locale];
  const trail = [{ name: copy.homeLabel, path: buildPath(locale, { name: 'home' }) }];
  if (
    route.name === 'home' ||
    route.name === 'contact' ||
    route.name === 'search' ||
    route.name === 'auth'
  ) {
    if (route.name === 'contact' || route.name === 'search')
      trail.push({ name: copy[route.name].title, path: buildPath(locale, route) });
    return trail;
  }
  trail.push({ name: copy.productsLabel, path: buildPath(locale, { name: 'catalog' }) });
  if (route.name === 'all') trail.push({ name: copy.all.title, path: buildPath(locale, route) });
  if (route.name === 'category' || route.name === 'product') {
    trail.push({
      name: CATEGORY_NAMES[route.category][locale],
      path: buildPath(locale, { name: 'category', category: route.category }),
    });
  }
  if (route.name === 'product')
    trail.push({ name: productName ?? route.slug, path: buildPath(locale, route) });
  return trail;
}
