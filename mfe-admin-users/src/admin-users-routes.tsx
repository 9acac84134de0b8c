import type { Locale } from '@bolsos/contracts';
import { registerStrings } from '@bolsos/i18n';
import { Route, Routes } from '@bolsos/router';
import { AuditLogPage } from './features/audit/components/audit-log-page';
import { UserCreatePage } from './features/users/components/user-create-page';
import { UserDetailPage } from './features/users/components/user-detail-page';
import { UserEditPage } from './features/users/components/user-edit-page';
import { UsersListPage } from './features/users/components/users-list-page';
import { ShopDetailsPage } from './features/shop/components/shop-details-page';
import { ReleasesPage } from './features/releases/components/releases-page';
import { AdminNotFound } from './shared/components/admin-not-found';
import { ADMIN_USERS_STRINGS } from './shared/i18n/strings';

// At load, before any render: the namespace joins the shared i18n singleton and later instances.
registerStrings(ADMIN_USERS_STRINGS);

/** Props the shell passes to every remote's `./routes` component. */
export interface AdminUsersRouteProps {
  /** Path the routes are mounted under: '/admin'. */
  basename: string;
  /** The admin UI's language (cookie / switcher). */
  locale: Locale;
}

/**
 * Exposed as `adminUsers/routes`; paths are relative to the shell's '/admin' route. The shell
 * guards roles (contracts ADMIN_ROUTES: list, detail and edit for admins, create for admins and
 * managers, the audit log for admins) before rendering; the API enforces them again. 'users/create' outranks 'users/:id'.
 */
export default function AdminUsersRoutes({ basename, locale }: AdminUsersRouteProps) {
  return (
    <Routes>
      <Route path="users" element={<UsersListPage basename={basename} locale={locale} />} />
      <Route path="users/create" element={<UserCreatePage basename={basename} />} />
      <Route path="users/:id" element={<UserDetailPage basename={basename} locale={locale} />} />
      <Route path="users/:id/edit" element={<UserEditPage basename={basename} />} />
      <Route path="audit" element={<AuditLogPage basename={basename} locale={locale} />} />
      <Route path="shop" element={<ShopDetailsPage />} />
      <Route path="releases" element={<ReleasesPage locale={locale} />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
