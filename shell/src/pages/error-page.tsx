import { useTranslation } from '@bolsos/i18n';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ErrorCard } from '../components/error-card';

export interface ErrorPageProps {
  /** HTTP-like status shown in the heading: 404, 401, 500… */
  code: number;
  /** Already translated; the raw error detail is never shown. */
  message: string;
}

export function ErrorPage({ code, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const title = t('error.title', { code });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <ErrorCard title={title} message={message}>
      <Link className="bl-button" to="/">
        {t('error.go_home')}
      </Link>
    </ErrorCard>
  );
}

export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation();
  return <ErrorPage code={404} message={t('error.not_found_path', { path })} />;
}
