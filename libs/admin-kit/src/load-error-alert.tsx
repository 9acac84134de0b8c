import { useTranslation } from '@bolsos/i18n';
import { Alert, Button } from 'antd';

/** The server's own message ("The service is unavailable right now…"), when it sent one. */
function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return typeof status === 'number' && status > 0 && typeof message === 'string' && message
    ? message
    : undefined;
}

/**
 * A staff page whose data did not load: what the server said (or the generic request error when
 * it said nothing, as when the network failed) and a way to try again.
 */
export function LoadErrorAlert({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="load-error"
      title={serverMessage(error) ?? t('error.request')}
      action={
        <Button size="small" onClick={onRetry} data-testid="load-error-retry">
          {t('error.retry')}
        </Button>
      }
    />
  );
}
