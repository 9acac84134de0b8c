import { useTranslation } from '@bolsos/i18n';
import { useLocation } from 'react-router';

/** A storefront path with no page in this release. */
export function StorefrontNotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // keep the raw path
  }
  return (
    <section className="sf-not-found" role="alert">
      <h1>{t('error.title', { code: 404 })}</h1>
      <p>{t('error.not_found_path', { path })}</p>
    </section>
  );
}
