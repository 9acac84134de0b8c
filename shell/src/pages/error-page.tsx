import { buildPath, prefixLocale } from '@bolsos/contracts';
import { useTranslation, type UiKey } from '@bolsos/i18n';
import { useEffect } from 'react';
import { Link, useLocation } from '@bolsos/router';
import { ErrorCard } from '../components/error-card';
import { clearFatalError } from '../errors/fatal-error';

/** The message under 'Error {code}' (spec §2 and §8). */
export function errorMessageKey(code: number): UiKey {
  if (code === 404) return 'error.not_found';
  if (code === 401 || code === 403) return 'error.permission_denied';
  return 'error.page_load';
}

export interface ErrorPageProps {
  /** HTTP-like status in the heading: 404, 401, 500… */
  code: number;
  /** Already translated; replaces the default message of the code. Never the raw error. */
  message?: string;
  /** Clears the error state of whoever shows the page (a boundary), before going home. */
  onReset?: () => void;
  /**
   * Where the button leads instead of Home, and its words: inside the back office, its
   * dashboard, so a refused page does not put staff out of it.
   */
  home?: { to: string; label: string };
}

/**
 * Spec §2 "Error page": centred card, alert icon, 'Error {code}', a translated message, and
 * 'Go to Home', which clears the error and goes home: '/' in Spanish, the URL's language's home
 * otherwise (an English 404 leads to /en). The page title is the 'Error {code}' label.
 */
export function ErrorPage({ code, message, onReset, home }: ErrorPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('error.title', { code });
  const languageHome = buildPath(prefixLocale(pathname) ?? 'es', { name: 'home' });

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = previous;
    };
  }, [title]);

  return (
    <ErrorCard title={title} message={message ?? t(errorMessageKey(code))} code={code}>
      {/* A link styled as the spec's button: it works before and without JavaScript too. */}
      <Link
        to={home?.to ?? languageHome}
        className="bl-button"
        onClick={() => {
          onReset?.();
          clearFatalError();
        }}
      >
        {home?.label ?? t('error.go_home')}
      </Link>
    </ErrorCard>
  );
}
