import { useTranslation } from '@bolsos/i18n';
import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { isNotFound } from './api-refusal';
import { LoadErrorAlert } from './load-error-alert';
import type { RemoteData } from './use-remote-data';

/**
 * A detail or edit page's record (`GET /api/…/{id}` → `{data}`): handed to `children` once loaded;
 * the API's 404 shows `notFound`, any other failure a retry, and a spinner meanwhile.
 */
export function RemoteRecord<T>({
  state,
  notFound,
  children,
}: {
  state: RemoteData<{ data: T }>;
  notFound: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.status === 'failed') {
    return isNotFound(state.error) ? (
      notFound
    ) : (
      <LoadErrorAlert error={state.error} onRetry={state.reload} />
    );
  }
  if (!state.data) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  return children(state.data.data);
}
