import { LoadErrorAlert } from '@bolsos/admin-kit';
import { isApiError } from '@bolsos/api-client';
import type { User } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { useParams } from '@bolsos/router';
import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { AdminNotFound } from '../../../shared/components/admin-not-found';
import { useUser } from '../hooks/use-user';

/** The API's own rule for ids (IdParamPipe): anything else names no user, so no call is made. */
const USER_ID = /^[1-9]\d{0,9}$/;

/**
 * The user named by the route's `:id`, handed to `children` once loaded. An id no user can have
 * and the API's 404 both give the remote's not-found page; other failures offer a retry.
 */
export function UserRecord({ children }: { children: (user: User) => ReactNode }) {
  const { id = '' } = useParams();
  if (!USER_ID.test(id)) return <AdminNotFound />;
  // Keyed: another user is another record, never the previous one shown while it loads.
  return (
    <LoadedUser key={id} id={Number(id)}>
      {children}
    </LoadedUser>
  );
}

function LoadedUser({ id, children }: { id: number; children: (user: User) => ReactNode }) {
  const { t } = useTranslation();
  const state = useUser(id);
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
  return <>{children(state.data.data)}</>;
}
