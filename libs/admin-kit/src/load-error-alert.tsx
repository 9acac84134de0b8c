import { useTranslation } from '@bolsos/i18n';
import { Alert, Button } from 'antd';

/** A staff page whose data did not load: the generic request error and a way to try again. */
export function LoadErrorAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('error.request')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    />
  );
}
