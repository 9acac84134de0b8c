import type { Locale } from '@bolsos/contracts';
import { Route, Routes } from '@bolsos/router';
import { UserCreatePage } from './features/users/components/user-create-page';
import { UsersListPage } from './features/users/components/users-list-page';
import { AdminNotFound } from './shared/components/admin-not-found';

/** Props the shell passes to every remote's `./routes` component. */
export interface AdminUsersRouteProps {
  /** Path the routes are mounted under: '/admin'. */
  basename: string;
  /** The admin UI's language (cookie / switcher). */
  locale: Locale;
}

/**
 * Exposed as `adminUsers/routes`; paths are relative to the shell's '/admin' route. The shell
 * guards roles (contracts ADMIN_ROUTES) before rendering, the API enforces them again.
 * Detail (`users/:id`) and edit (`users/:id/edit`) arrive with the users issue.
 */
export default function AdminUsersRoutes({ basename, locale }: AdminUsersRouteProps) {
  return (
    <Routes>
      <Route path="users" element={<UsersListPage basename={basename} locale={locale} />} />
      <Route path="users/create" element={<UserCreatePage basename={basename} />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
