import type { Locale } from '@bolsos/contracts';
import { I18nextProvider, changeLocale, i18n, initI18n } from '@bolsos/i18n';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@bolsos/router';
import StorefrontRoutes from './storefront-routes';

function Standalone({ basename, locale }: { basename: string; locale: Locale }) {
  useLayoutEffect(() => {
    void changeLocale(locale);
  }, [locale]);
  return <StorefrontRoutes basename={basename} locale={locale} />;
}

/**
 * Standalone development page (`nx serve mfe-storefront`): the remote's routes under the same
 * language prefixes the shell uses, without the shell's layouts.
 */
initI18n('es');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter basename={process.env.PUBLIC_STANDALONE_BASENAME}>
          <Routes>
            <Route path="/en/*" element={<Standalone basename="/en" locale="en" />} />
            <Route path="/zh/*" element={<Standalone basename="/zh" locale="zh" />} />
            <Route path="*" element={<Standalone basename="" locale="es" />} />
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}
