import type { Locale } from '@bolsos/contracts';
import { Route, Routes } from 'react-router';
import { AdminNotFound } from './pages/admin-not-found';
import { UsersListPage } from './pages/users-list-page';

/** Props the shell passes to every remote's `./routes` component. */
export interface AdminUsersRouteProps {
  /** Path the routes are mounted under: '/admin'. */
  basename: string;
  locale: Locale;
}

/** Exposed as `adminUsers/routes`; paths are relative to the shell's '/admin' route. */
export default function AdminUsersRoutes({ basename }: AdminUsersRouteProps) {
  return (
    <Routes>
      <Route path="users" element={<UsersListPage basename={basename} />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
