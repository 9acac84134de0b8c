import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@bolsos/router';
import { useStorefrontT } from '../i18n/use-storefront-t';

/** A storefront path with no page, or a product that is gone: 404 inside the default layout. */
export function StorefrontNotFound({
  message,
  children,
}: {
  message?: string;
  children?: ReactNode;
}) {
  const { t } = useStorefrontT();
  const { pathname } = useLocation();
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // keep the raw path
  }
  const title = t('error.title', { code: 404 });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="sf-not-found" role="alert">
      <h1>{title}</h1>
      <p>{message ?? t('error.not_found_path', { path })}</p>
      {children}
    </section>
  );
}
