import type { Locale } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@bolsos/router';
import AdminProductsRoutes from '../src/admin-products-routes';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Mounted the way the shell mounts the remote: under '/admin', in the admin language. */
export function renderAt(path: string, locale: Locale = 'en') {
  initI18n(locale);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={<AdminProductsRoutes basename="/admin" locale={locale} />}
        />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}
