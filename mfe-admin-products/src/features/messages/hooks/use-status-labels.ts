import type { MessageStatus } from '@bolsos/contracts';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/** Each status's name in the admin language (one literal key each, so the catalogue check sees them). */
export function useStatusLabels(): Record<MessageStatus, string> {
  const { t } = useAdminProductsT();
  return {
    new: t('admin.messages.status.new'),
    open: t('admin.messages.status.open'),
    answered: t('admin.messages.status.answered'),
    archived: t('admin.messages.status.archived'),
    spam: t('admin.messages.status.spam'),
  };
}
