import { useTranslation } from '@bolsos/i18n';
import { Alert } from '../../components/ui/form-fields';

/** 'Fields pending completion' (spec §5) above a form with errors, plus a form-wide message. */
export function FormSummary({ show, message }: { show: boolean; message: string | null }) {
  const { t } = useTranslation();
  if (!show && !message) return null;
  return (
    <Alert kind="error" testId="form-errors">
      {show ? <strong className="bl-form-summary">{t('common.fields_pending')}</strong> : null}
      {message ? <p className="bl-form-summary__message">{message}</p> : null}
    </Alert>
  );
}
