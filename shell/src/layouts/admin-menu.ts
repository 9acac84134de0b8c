import { ADMIN_ROUTES, hasRoles, type RouteRoles } from '@bolsos/contracts';
import type { UiKey } from '@bolsos/i18n';

export interface AdminMenuEntry {
  key: string;
  label: UiKey;
  access: RouteRoles;
}

/** The entry's test id suffix: 'users', 'users-create', 'dashboard' for '/admin'. */
export function menuTestId(key: string): string {
  return key.split('/').slice(2).join('-') || 'dashboard';
}

/** The enquiries inbox's entry, which shows how many messages are new. */
export const MESSAGES_MENU_KEY = '/admin/messages';

/** The side menu, in order; each entry is shown only to those its route admits (spec §6). */
export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { key: '/admin', label: 'admin.menu.dashboard', access: ADMIN_ROUTES.home },
  { key: '/admin/users', label: 'admin.menu.users', access: ADMIN_ROUTES.users },
  // Managers may invite staff though not list them: the form is a menu entry of its own.
  { key: '/admin/users/create', label: 'admin.menu.invite', access: ADMIN_ROUTES.usersCreate },
  { key: '/admin/products', label: 'admin.menu.products', access: ADMIN_ROUTES.products },
  { key: '/admin/populars', label: 'admin.menu.populars', access: ADMIN_ROUTES.populars },
  { key: MESSAGES_MENU_KEY, label: 'admin.menu.messages', access: ADMIN_ROUTES.messages },
  { key: '/admin/audit', label: 'admin.menu.audit', access: ADMIN_ROUTES.audit },
  { key: '/admin/shop', label: 'admin.menu.shop', access: ADMIN_ROUTES.shop },
  { key: '/admin/releases', label: 'admin.menu.releases', access: ADMIN_ROUTES.releases },
  { key: '/admin/profile', label: 'admin.menu.profile', access: ADMIN_ROUTES.profile },
];

export function visibleMenu(roles: readonly string[]): AdminMenuEntry[] {
  return ADMIN_MENU.filter(({ access }) => hasRoles(roles, access.roles, access.mode));
}

/** The menu entry of a path: the longest key the path starts with. */
export function selectedMenuKey(pathname: string): string {
  const matches = ADMIN_MENU.map((item) => item.key).filter(
    (key) => pathname === key || pathname.startsWith(`${key}/`),
  );
  return matches.sort((a, b) => b.length - a.length)[0] ?? '/admin';
}
