import { useAuthStore } from '@bolsos/auth-store';
import type { Locale, User } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from '@bolsos/router';
import AdminUsersRoutes from '../src/admin-users-routes';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Mounted the way the shell mounts the remote: under '/admin', with the signed-in user in the shared store. */
export function renderAt(path: string, options: { user?: User | null; locale?: Locale } = {}) {
  const locale = options.locale ?? 'en';
  initI18n(locale);
  act(() => useAuthStore.getState().setUser(options.user ?? null));
  // A data router, as the shell's: the forms' unsaved-changes guard needs one.
  const routes = (
    <>
      <Routes>
        <Route path="/admin/*" element={<AdminUsersRoutes basename="/admin" locale={locale} />} />
        <Route path="*" element={<p>outside the remote</p>} />
      </Routes>
      <Location />
    </>
  );
  return render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: routes }], { initialEntries: [path] })}
    />,
  );
}
