import { useStrings } from '@bolsos/i18n';
import { useNavigationGuard } from '@bolsos/router';
import { Modal } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { ADMIN_KIT_STRINGS } from './i18n/admin-kit-strings';

export interface UnsavedChanges {
  /** Render it in the form's page: the dialog that asks before leaving. */
  prompt: ReactNode;
  /** Call before a successful save navigates away, so that navigation is not asked about. */
  release(): void;
}

/**
 * Warns before a form's unsaved changes are lost: an in-app link or navigation opens a dialog
 * (leave or keep editing), a tab close or reload makes the browser ask. A controlled <Modal>,
 * so the dialog follows the layout's theme and language.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const { t } = useStrings(ADMIN_KIT_STRINGS);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback((proceed: () => void) => setPending(() => proceed), []);
  const guard = useNavigationGuard(dirty, ask);

  const prompt = (
    <Modal
      open={pending !== null}
      title={t('unsaved.title')}
      okText={t('unsaved.leave')}
      cancelText={t('unsaved.stay')}
      okButtonProps={{ danger: true }}
      onOk={() => {
        const proceed = pending;
        setPending(null);
        proceed?.();
      }}
      onCancel={() => setPending(null)}
      data-testid="unsaved-dialog"
    >
      {t('unsaved.body')}
    </Modal>
  );
  return { prompt, release: guard.release };
}
