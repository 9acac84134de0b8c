import type { Locale } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { render } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from '@bolsos/router';
import AdminProductsRoutes from '../src/admin-products-routes';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Mounted the way the shell mounts the remote: under '/admin', in the admin language. */
export function renderAt(path: string, locale: Locale = 'en') {
  initI18n(locale);
  // A data router, as the shell's: the forms' unsaved-changes guard needs one.
  const routes = (
    <>
      <Routes>
        <Route
          path="/admin/*"
          element={<AdminProductsRoutes basename="/admin" locale={locale} />}
        />
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
