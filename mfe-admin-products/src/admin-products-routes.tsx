import type { Locale } from '@bolsos/contracts';
import { Route, Routes } from '@bolsos/router';
import { PopularsPage } from './features/populars/components/populars-page';
import { ProductsListPage } from './features/products/components/products-list-page';
import { AdminNotFound } from './shared/components/admin-not-found';

/** Props the shell passes to every remote's `./routes` component. */
export interface AdminProductsRouteProps {
  /** Path the routes are mounted under: '/admin'. */
  basename: string;
  /** The admin UI's language (cookie / switcher). */
  locale: Locale;
}

/**
 * Exposed as `adminProducts/routes`; paths are relative to the shell's '/admin' route (any
 * signed-in staff member). Create, detail and edit (`products/create`, `products/:id`,
 * `products/:id/edit`) arrive with the products issue.
 */
export default function AdminProductsRoutes({ locale }: AdminProductsRouteProps) {
  return (
    <Routes>
      <Route path="products" element={<ProductsListPage locale={locale} />} />
      <Route path="populars" element={<PopularsPage locale={locale} />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
