import type { Locale } from '@bolsos/contracts';
import { Route, Routes } from 'react-router';
import { AdminNotFound } from './pages/admin-not-found';
import { PopularsPage } from './pages/populars-page';
import { ProductsListPage } from './pages/products-list-page';

/** Props the shell passes to every remote's `./routes` component. */
export interface AdminProductsRouteProps {
  /** Path the routes are mounted under: '/admin'. */
  basename: string;
  locale: Locale;
}

/** Exposed as `adminProducts/routes`; paths are relative to the shell's '/admin' route. */
export default function AdminProductsRoutes({ basename, locale }: AdminProductsRouteProps) {
  return (
    <Routes>
      <Route path="products" element={<ProductsListPage basename={basename} locale={locale} />} />
      <Route path="populars" element={<PopularsPage locale={locale} />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
