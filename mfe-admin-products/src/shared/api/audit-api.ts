import { api } from '@bolsos/api-client';
import {
  API_PATHS,
  LIMITS,
  type AuditEntry,
  type AuditQuery,
  type Paginated,
} from '@bolsos/contracts';

export const AUDIT_PER_PAGE = LIMITS.staffPerPage;

/**
 * GET /api/audit (admin), newest first. Silent: the page or panel shows its own error, a toast
 * on top would say the same twice.
 */
export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<Paginated<AuditEntry>> {
  return api.get<Paginated<AuditEntry>>(API_PATHS.audit, {
    params: { per_page: AUDIT_PER_PAGE, ...query },
    silent: true,
    signal,
  });
}
