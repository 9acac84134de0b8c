import type { Locale } from '@bolsos/contracts';
import { Route, Routes } from 'react-router';
import { HomePage } from './pages/home-page';
import { StorefrontNotFound } from './pages/storefront-not-found';
import './styles/storefront.css';

/** Props the shell passes to every remote's `./routes` component. */
export interface StorefrontRouteProps {
  /** Language prefix the routes are mounted under: '' (Spanish), '/en' or '/zh'. */
  basename: string;
  locale: Locale;
}

/**
 * Exposed as `storefront/routes`. Paths are relative to the shell's language route, so the same
 * table serves '/', '/en' and '/zh'.
 */
export default function StorefrontRoutes({ locale }: StorefrontRouteProps) {
  return (
    <Routes>
      <Route index element={<HomePage locale={locale} />} />
      <Route path="*" element={<StorefrontNotFound />} />
    </Routes>
  );
}
