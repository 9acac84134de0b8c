import type { Locale } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@bolsos/router';
import StorefrontRoutes from '../src/storefront-routes';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Mounted the way the shell mounts the remote: under the language route, in the language of the
 * URL (the shell switches the shared i18n instance before rendering).
 */
export function renderAt(path: string) {
  const first = path.split('/')[1];
  const locale: Locale = first === 'en' || first === 'zh' ? first : 'es';
  initI18n(locale);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/en/*" element={<StorefrontRoutes basename="/en" locale="en" />} />
        <Route path="/zh/*" element={<StorefrontRoutes basename="/zh" locale="zh" />} />
        <Route path="*" element={<StorefrontRoutes basename="" locale="es" />} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}
