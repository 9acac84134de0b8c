import { LoadErrorAlert } from '@bolsos/admin-kit';
import { isApiError } from '@bolsos/api-client';
import type { Product } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { useParams } from '@bolsos/router';
import { Flex, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { AdminNotFound } from '../../../shared/components/admin-not-found';
import { useProduct } from '../hooks/use-product';

/** The API's own rule for ids (IdParamPipe): anything else names no product, so no call is made. */
const PRODUCT_ID = /^[1-9]\d{0,9}$/;

type RecordChildren = (product: Product, replace: (next: Product) => void) => ReactNode;

/**
 * The product named by the route's `:id`, handed to `children` once loaded, with `replace` for
 * changes the page already has the answer to (images) so it need not fetch again. An id no
 * product can have and the API's 404 both give the not-found page; other failures offer a retry.
 */
export function ProductRecord({ children }: { children: RecordChildren }) {
  const { id = '' } = useParams();
  if (!PRODUCT_ID.test(id)) return <AdminNotFound />;
  // Keyed: another product is another record, never the previous one shown while it loads.
  return (
    <LoadedProduct key={id} id={Number(id)}>
      {children}
    </LoadedProduct>
  );
}

function LoadedProduct({ id, children }: { id: number; children: RecordChildren }) {
  const { t } = useTranslation();
  const state = useProduct(id);
  const [replaced, setReplaced] = useState<Product | null>(null);
  if (state.status === 'failed') {
    return isApiError(state.error, 404) ? (
      <AdminNotFound />
    ) : (
      <LoadErrorAlert onRetry={state.reload} />
    );
  }
  if (!state.data) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  return <>{children(replaced ?? state.data.data, setReplaced)}</>;
}
