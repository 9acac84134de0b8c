import { useTranslation } from '@bolsos/i18n';
import { Alert, Button, Modal, type ButtonProps } from 'antd';
import { useId, useState } from 'react';
import { refusalMessage } from './api-refusal';

export type ConfirmButtonProps = Omit<ButtonProps, 'onClick' | 'loading' | 'href'> & {
  /** The dialog's question: 'Delete the user Ana?' */
  question: string;
  /** Label of the dialog's confirming button ('Delete'). */
  confirmText: string;
  /** The action; a rejection keeps the dialog open with `errorMessage(error)` in it. */
  onConfirm: () => Promise<unknown>;
  /** What to tell the user when `onConfirm` rejects; by default refusalMessage (the server's). */
  errorMessage?: (error: unknown) => string;
};

/**
 * A button that asks before it acts (deleting a record, removing an image). The dialog stays
 * open until the action settles: a refusal from the server ("you cannot delete your own
 * account") is read next to the question it answers, not in a toast that outlives the dialog.
 * A controlled <Modal>, not Modal.confirm, so the dialog gets the layout's ConfigProvider.
 */
export function ConfirmButton({
  question,
  confirmText,
  onConfirm,
  errorMessage,
  danger,
  ...button
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const okId = `${useId()}-confirm`;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setFailure(errorMessage ? errorMessage(error) : refusalMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        {...button}
        danger={danger}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      />
      <Modal
        open={open}
        title={question}
        okText={confirmText}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger, id: okId }}
        confirmLoading={busy}
        cancelButtonProps={{ disabled: busy }}
        closable={!busy}
        mask={{ closable: !busy }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        // The user opened it to confirm: Enter confirms. antd focuses the dialog's close button
        // first, so Enter cancelled (issue 45 §6).
        afterOpenChange={(opened) => {
          if (opened) document.getElementById(okId)?.focus();
        }}
        destroyOnHidden
      >
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      </Modal>
    </>
  );
}
