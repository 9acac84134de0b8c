import { useTranslation } from '@bolsos/i18n';
import { ErrorCard } from '../components/error-card';

/**
 * Shown in place of a remote released for another platform version than this page's shell: the
 * visitor's next full load gets a matching shell and remote, so Reload is the one useful action.
 */
export function VersionSkewPage({
  reload = () => globalThis.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="version-skew">
      <ErrorCard title={t('remote.updated.title')} message={t('remote.updated.body')}>
        <button type="button" className="bl-button" onClick={() => reload()}>
          {t('version.reload')}
        </button>
      </ErrorCard>
    </div>
  );
}
