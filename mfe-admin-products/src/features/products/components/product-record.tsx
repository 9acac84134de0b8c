import { RemoteRecord } from '@bolsos/admin-kit';
import { RECORD_ID_PATTERN, type Product } from '@bolsos/contracts';
import { useParams } from '@bolsos/router';
import { useState, type ReactNode } from 'react';
import { AdminNotFound } from '../../../shared/components/admin-not-found';
import { useProduct } from '../hooks/use-product';

type RecordChildren = (product: Product, replace: (next: Product) => void) => ReactNode;

/**
 * The product named by the route's `:id`, handed to `children` once loaded, with `replace` for
 * changes the page already has the answer to (images) so it need not fetch again. An id no
 * product can have and the API's 404 both give the not-found page; other failures offer a retry.
 */
export function ProductRecord({ children }: { children: RecordChildren }) {
  const { id = '' } = useParams();
  if (!RECORD_ID_PATTERN.test(id)) return <AdminNotFound />;
  // Keyed: another product is another record, never the previous one shown while it loads.
  return (
    <LoadedProduct key={id} id={Number(id)}>
      {children}
    </LoadedProduct>
  );
}

function LoadedProduct({ id, children }: { id: number; children: RecordChildren }) {
  const state = useProduct(id);
  const [replaced, setReplaced] = useState<Product | null>(null);
  return (
    <RemoteRecord state={state} notFound={<AdminNotFound />}>
      {(product) => children(replaced ?? product, setReplaced)}
    </RemoteRecord>
  );
}
