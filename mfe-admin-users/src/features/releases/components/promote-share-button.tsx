import { refusalMessage } from '@bolsos/admin-kit';
import { useTranslation } from '@bolsos/i18n';
import { Alert, Button, Flex, Modal, Radio, Typography, type ButtonProps } from 'antd';
import { useId, useState } from 'react';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';

/** The shares a release can be promoted to from the page; 100 makes it live for everyone. */
export const PROMOTE_SHARES = [10, 25, 50, 100] as const;

export type PromoteShareButtonProps = Omit<ButtonProps, 'onClick' | 'loading' | 'href'> & {
  /** The dialog's title: 'Promote 0.1.0-a of Users…' */
  title: string;
  /** Promotes to the chosen share; a rejection keeps the dialog open with the server's reason. */
  onPromote: (share: number) => Promise<unknown>;
};

/**
 * Promote with a choice of share: 100 % makes the release live for every visitor, less starts a
 * canary for that share. Behaves as ConfirmButton does (a controlled Modal that stays open until
 * the request settles, the refusal read inside it), with the share asked in the dialog; 100 % is
 * preselected so the plain Promote keeps its meaning.
 */
export function PromoteShareButton({ title, onPromote, ...button }: PromoteShareButtonProps) {
  const { t } = useAdminUsersT();
  // The common catalogue's t: refusalMessage's fallbacks (errors.*) are common strings.
  const { t: commonT } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  // One name makes the choices one radio group: one tab stop, arrow keys move the choice.
  const groupName = useId();
  const [open, setOpen] = useState(false);
  const [share, setShare] = useState<number>(100);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onPromote(share);
      setOpen(false);
    } catch (error) {
      setFailure(refusalMessage(error, commonT));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        {...button}
        onClick={() => {
          setFailure(null);
          setShare(100);
          setOpen(true);
        }}
      />
      <Modal
        open={open}
        title={title}
        okText={share === 100 ? t('admin.releases.promote') : t('admin.releases.start_canary')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        cancelButtonProps={{ disabled: busy }}
        closable={!busy}
        mask={{ closable: !busy }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Flex vertical gap="small">
          <Typography.Text strong id={labelId}>
            {t('admin.releases.share_label')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={labelId}
            aria-describedby={hintId}
            name={groupName}
            optionType="button"
            buttonStyle="solid"
            value={share}
            disabled={busy}
            onChange={(event) => setShare(event.target.value as number)}
            options={PROMOTE_SHARES.map((value) => ({
              value,
              label: t('admin.releases.share_option', { share: value }),
            }))}
            style={{ display: 'flex', flexWrap: 'wrap' }}
          />
          <Typography.Text type="secondary" id={hintId}>
            {share === 100
              ? t('admin.releases.share_hint_all')
              : t('admin.releases.share_hint_canary', { share })}
          </Typography.Text>
          {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
        </Flex>
      </Modal>
    </>
  );
}
