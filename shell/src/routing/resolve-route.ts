import {
  ADMIN_ROUTES,
  LOCALE_PREFIX,
  matchPath as matchPublicPath,
  prefixLocale,
  type AuthPage,
  type Locale,
  type RouteRoles,
} from '@bolsos/contracts';
import { matchPath as matchPattern } from '@bolsos/router';

/**
 * The part of the site a remote owns, as named by the `routes` field of /remotes.config.json.
 * The shell maps paths to sections; the config maps sections to remotes, so a remote can be
 * renamed or moved without rebuilding the shell.
 */
export type RemoteSection = 'public' | '/admin/users' | '/admin/products';

export type AdminRouteKey = keyof typeof ADMIN_ROUTES;

/** Admin pages the shell renders itself (design §1: admin landing, My profile). */
export type AdminPage = 'admin-home' | 'profile';

/** Pages the shell renders itself: the auth pages and the admin pages above. */
export type ShellPage = AuthPage | AdminPage;

export type Layout = 'default' | 'auth' | 'admin';

export type RouteResolution =
  | {
      kind: 'remote';
      section: RemoteSection;
      layout: 'default' | 'admin';
      /** Path the remote's own `<Routes>` are relative to: '', '/en', '/zh' or '/admin'. */
      basename: string;
      /** Language from the URL; admin pages have none (they follow the cookie). */
      locale?: Locale;
      access?: RouteRoles;
    }
  | { kind: 'page'; page: AuthPage; layout: 'auth'; locale: Locale; access?: undefined }
  | {
      kind: 'page';
      page: AdminPage;
      layout: 'admin';
      locale?: undefined;
      access?: RouteRoles;
    }
  | { kind: 'not-found'; layout: 'default' | 'admin'; path: string; locale?: Locale };

export const ADMIN_BASENAME = '/admin';

const ADMIN_OWNERS: Record<AdminRouteKey, RemoteSection | AdminPage> = {
  home: 'admin-home',
  profile: 'profile',
  users: '/admin/users',
  usersCreate: '/admin/users',
  usersShow: '/admin/users',
  usersEdit: '/admin/users',
  products: '/admin/products',
  productsCreate: '/admin/products',
  productsImport: '/admin/products',
  productsShow: '/admin/products',
  productsEdit: '/admin/products',
  populars: '/admin/products',
  messages: '/admin/products',
  messagesShow: '/admin/products',
  // The users remote owns the audit log: it is about staff and what they did.
  audit: '/admin/users',
  // And the shop's details: the administration of the shop as a whole, like its staff.
  shop: '/admin/users',
  // And the remotes' releases: the platform's administration.
  releases: '/admin/users',
};

// Static segments win over parameters: '/admin/users/create' is not user 'create'.
const ADMIN_PATTERNS = (Object.keys(ADMIN_ROUTES) as AdminRouteKey[]).sort(
  (a, b) => Number(ADMIN_ROUTES[a].path.includes(':')) - Number(ADMIN_ROUTES[b].path.includes(':')),
);

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isSection(owner: RemoteSection | AdminPage): owner is RemoteSection {
  return owner.startsWith('/');
}

function resolveAdmin(path: string): RouteResolution {
  for (const key of ADMIN_PATTERNS) {
    const access: RouteRoles = ADMIN_ROUTES[key];
    if (!matchPattern({ path: access.path, end: true }, path)) continue;
    const owner = ADMIN_OWNERS[key];
    return isSection(owner)
      ? { kind: 'remote', section: owner, layout: 'admin', basename: ADMIN_BASENAME, access }
      : { kind: 'page', page: owner, layout: 'admin', access };
  }
  return { kind: 'not-found', layout: 'admin', path: safeDecode(path) };
}

/** Decides which layout and which remote or shell page renders a URL path. */
export function resolveRoute(pathname: string): RouteResolution {
  const path = normalize(pathname);
  if (path === ADMIN_BASENAME || path.startsWith(`${ADMIN_BASENAME}/`)) return resolveAdmin(path);

  const match = matchPublicPath(path);
  if (!match) {
    return {
      kind: 'not-found',
      layout: 'default',
      path: safeDecode(path),
      locale: prefixLocale(path),
    };
  }
  if (match.route.name === 'auth') {
    return { kind: 'page', page: match.route.page, layout: 'auth', locale: match.locale };
  }
  return {
    kind: 'remote',
    section: 'public',
    layout: 'default',
    basename: LOCALE_PREFIX[match.locale],
    locale: match.locale,
  };
}
