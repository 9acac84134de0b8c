import { AuditHistory, formatDateTime, useAuditLabels, useRemoteData } from '@bolsos/admin-kit';
import type { AuditEntity, Locale } from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { useCallback, useState } from 'react';
import { getAudit } from '../api/audit-api';
import { useAdminUsersT } from '../i18n/use-admin-users-t';

/**
 * A record page's "History" panel: that record's audit entries, newest first, paged, with a
 * link to the audit log filtered to the record.
 */
export function RecordHistory({
  entity,
  id,
  locale,
  basename,
}: {
  entity: AuditEntity;
  id: number;
  locale: Locale;
  basename: string;
}) {
  const { t } = useAdminUsersT();
  const labels = useAuditLabels();
  const [page, setPage] = useState(1);
  const load = useCallback(
    (signal: AbortSignal) => getAudit({ entity, entity_id: id, page }, signal),
    [entity, id, page],
  );
  const state = useRemoteData(`${entity}:${id}:${page}`, load);
  return (
    <AuditHistory
      title={t('admin.audit.history')}
      emptyText={t('admin.audit.empty')}
      state={state}
      labels={labels}
      formatTime={(iso) => formatDateTime(iso, locale)}
      onPage={setPage}
      extra={
        <Link to={`${basename}/audit?entity=${entity}&entity_id=${id}`} data-testid="full-history">
          {t('admin.audit.full_history')}
        </Link>
      }
    />
  );
}
