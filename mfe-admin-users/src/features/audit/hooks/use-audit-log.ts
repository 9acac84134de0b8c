import { useRemoteData } from '@bolsos/admin-kit';
import type { AuditQuery } from '@bolsos/contracts';
import { useCallback } from 'react';
import { getAudit } from '../../../shared/api/audit-api';

/** One page of the audit log for the filters; loads again whenever they or the page change. */
export function useAuditLog(query: AuditQuery) {
  const key = JSON.stringify(query);
  const load = useCallback(
    (signal: AbortSignal) => getAudit(JSON.parse(key) as AuditQuery, signal),
    [key],
  );
  return useRemoteData(key, load);
}
