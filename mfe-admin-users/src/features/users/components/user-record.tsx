import { RemoteRecord } from '@bolsos/admin-kit';
import { RECORD_ID_PATTERN, type StaffUser } from '@bolsos/contracts';
import { useParams } from '@bolsos/router';
import type { ReactNode } from 'react';
import { AdminNotFound } from '../../../shared/components/admin-not-found';
import { useUser } from '../hooks/use-user';

/**
 * The user named by the route's `:id`, handed to `children` once loaded. An id no user can have
 * and the API's 404 both give the remote's not-found page; other failures offer a retry.
 */
export function UserRecord({ children }: { children: (user: StaffUser) => ReactNode }) {
  const { id = '' } = useParams();
  if (!RECORD_ID_PATTERN.test(id)) return <AdminNotFound />;
  // Keyed: another user is another record, never the previous one shown while it loads.
  return (
    <LoadedUser key={id} id={Number(id)}>
      {children}
    </LoadedUser>
  );
}

function LoadedUser({ id, children }: { id: number; children: (user: StaffUser) => ReactNode }) {
  const state = useUser(id);
  return (
    <RemoteRecord state={state} notFound={<AdminNotFound />}>
      {children}
    </RemoteRecord>
  );
}
