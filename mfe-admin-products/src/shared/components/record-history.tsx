import { AuditHistory, formatDateTime, useAuditLabels, useRemoteData } from '@bolsos/admin-kit';
import type { AuditEntity, Locale } from '@bolsos/contracts';
import { useCallback, useState } from 'react';
import { getAudit } from '../api/audit-api';
import { useAdminProductsT } from '../i18n/use-admin-products-t';

/**
 * A record page's "History" panel: that record's audit entries, newest first, paged. A new
 * `version` (the record changed on this page) loads them again.
 */
export function RecordHistory({
  entity,
  id,
  locale,
  version = '',
}: {
  entity: AuditEntity;
  id: number;
  locale: Locale;
  version?: string;
}) {
  const { t } = useAdminProductsT();
  const labels = useAuditLabels();
  const [page, setPage] = useState(1);
  const load = useCallback(
    (signal: AbortSignal) => getAudit({ entity, entity_id: id, page }, signal),
    [entity, id, page],
  );
  const state = useRemoteData(`${entity}:${id}:${page}:${version}`, load);
  return (
    <AuditHistory
      title={t('admin.audit.history')}
      emptyText={t('admin.audit.empty')}
      state={state}
      labels={labels}
      formatTime={(iso) => formatDateTime(iso, locale)}
      onPage={setPage}
    />
  );
}
