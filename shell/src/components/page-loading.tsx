import { useTranslation } from '@bolsos/i18n';

/** Placeholder while a remote or a lazy layout downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="bl-page-loading" role="status" aria-live="polite">
      <span className="bl-spinner" aria-hidden="true" />
      <span className="bl-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
