import { AuditHistory, formatDateTime, useAuditLabels, useRemoteData } from '@bolsos/admin-kit';
import { useAuthStore } from '@bolsos/auth-store';
import { ADMIN_ROUTES, type AuditEntity, type Locale } from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { useCallback, useState } from 'react';
import { getAudit } from '../api/audit-api';
import { useAdminProductsT } from '../i18n/use-admin-products-t';

interface RecordHistoryProps {
  entity: AuditEntity;
  id: number;
  locale: Locale;
  version?: string;
}

/**
 * A record page's "History" panel: that record's audit entries, newest first, paged, with a
 * link to the audit log filtered to the record. A new `version` (the record changed on this
 * page) loads them again.
 *
 * Only for those who may read the audit log (admins, as its page and `GET /api/audit`): a
 * manager opens products too, and a panel whose every load is refused showed them "Permission
 * denied / Try again" on every product. The panel is left out for them, not asked for.
 */
export function RecordHistory(props: RecordHistoryProps) {
  const mayRead = useAuthStore((auth) => auth.hasRoles(ADMIN_ROUTES.audit.roles));
  return mayRead ? <AuditPanel {...props} /> : null;
}

function AuditPanel({ entity, id, locale, version = '' }: RecordHistoryProps) {
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
      extra={
        <Link
          to={`${ADMIN_ROUTES.audit.path}?entity=${entity}&entity_id=${id}`}
          data-testid="full-history"
        >
          {t('admin.audit.full_history')}
        </Link>
      }
    />
  );
}
