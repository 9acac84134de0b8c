import type { Locale } from '@bolsos/contracts';
import { registerStrings } from '@bolsos/i18n';
import { Route, Routes } from '@bolsos/router';
import { MessageDetailPage } from './features/messages/components/message-detail-page';
import { MessagesListPage } from './features/messages/components/messages-list-page';
import { ProductImportPage } from './features/product-import/components/product-import-page';
import { PopularsPage } from './features/populars/components/populars-page';
import { ProductCreatePage } from './features/products/components/product-create-page';
import { ProductDetailPage } from './features/products/components/product-detail-page';
import { ProductEditPage } from './features/products/components/product-edit-page';
import { ProductsListPage } from './features/products/components/products-list-page';
import { AdminNotFound } from './shared/components/admin-not-found';
import { ADMIN_PRODUCTS_STRINGS } from './shared/i18n/strings';

// Before any page renders: the shell's i18n no longer ships these strings, so they join it here.
registerStrings(ADMIN_PRODUCTS_STRINGS);

/** Props the shell passes to every remote's `./routes` component. */
export interface AdminProductsRouteProps {
  /** Path the routes are mounted under: '/admin'. */
  basename: string;
  /** The admin UI's language (cookie / switcher). */
  locale: Locale;
}

/**
 * Exposed as `adminProducts/routes`; paths are relative to the shell's '/admin' route (any
 * signed-in staff member; the shell's guard holds the messages pages and the products import to
 * admins and managers).
 */
export default function AdminProductsRoutes({ basename, locale }: AdminProductsRouteProps) {
  return (
    <Routes>
      <Route path="products" element={<ProductsListPage basename={basename} locale={locale} />} />
      <Route path="products/create" element={<ProductCreatePage basename={basename} />} />
      <Route path="products/import" element={<ProductImportPage basename={basename} />} />
      <Route
        path="products/:id"
        element={<ProductDetailPage basename={basename} locale={locale} />}
      />
      <Route path="products/:id/edit" element={<ProductEditPage basename={basename} />} />
      <Route path="populars" element={<PopularsPage basename={basename} locale={locale} />} />
      <Route path="messages" element={<MessagesListPage basename={basename} locale={locale} />} />
      <Route
        path="messages/:id"
        element={<MessageDetailPage basename={basename} locale={locale} />}
      />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
