import { useTranslation } from '@bolsos/i18n';
import { useNavigationGuard } from '@bolsos/router';
import { Modal } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';

/**
 * The shell's copy of admin-kit's useUnsavedChanges: the module boundaries keep the shell off the
 * admin remotes' kit, so the profile page asks with the same router guard and the same words,
 * from the shell's own catalogue. An in-app link opens the dialog; a tab close makes the browser ask.
 */
export function useUnsavedChanges(dirty: boolean): { prompt: ReactNode } {
  const { t } = useTranslation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback((proceed: () => void) => setPending(() => proceed), []);
  useNavigationGuard(dirty, ask);

  const prompt = (
    <Modal
      open={pending !== null}
      title={t('admin.unsaved.title')}
      okText={t('admin.unsaved.leave')}
      cancelText={t('admin.unsaved.stay')}
      okButtonProps={{ danger: true }}
      onOk={() => {
        const proceed = pending;
        setPending(null);
        proceed?.();
      }}
      onCancel={() => setPending(null)}
      data-testid="unsaved-dialog"
    >
      {t('admin.unsaved.body')}
    </Modal>
  );
  return { prompt };
}
