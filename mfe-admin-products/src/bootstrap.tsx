import { useAuthStore } from '@bolsos/auth-store';
import { isLocale } from '@bolsos/contracts';
import { I18nextProvider, i18n, initI18n, readLocaleCookie } from '@bolsos/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from '@bolsos/router';
import AdminProductsRoutes from './admin-products-routes';

/**
 * Standalone development page (`nx serve mfe-admin-products`): the remote's routes under '/admin',
 * without the shell's admin layout, in the language of the cookie.
 */
initI18n(readLocaleCookie() ?? 'es');
const locale = isLocale(i18n.language) ? i18n.language : 'es';
// The shell's admin layout loads the account; standalone, the pages need the session too.
void useAuthStore.getState().fetchAccount();
// A data router, as the shell's: the forms' unsaved-changes guard (useBlocker) needs one.
const router = createBrowserRouter(
  [
    {
      path: '*',
      element: (
        <Routes>
          <Route
            path="/admin/*"
            element={<AdminProductsRoutes basename="/admin" locale={locale} />}
          />
          <Route path="*" element={<Navigate to="/admin/products" replace />} />
        </Routes>
      ),
    },
  ],
  { basename: process.env.PUBLIC_STANDALONE_BASENAME },
);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}
