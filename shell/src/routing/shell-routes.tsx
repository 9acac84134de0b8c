import { DEFAULT_LOCALE, isLocale, type Locale } from '@bolsos/contracts';
import { changeLocale, readLocaleCookie, useTranslation } from '@bolsos/i18n';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from '@bolsos/router';
import { PageLoading } from '../components/page-loading';
import { RemoteBoundary } from '../federation/remote-boundary';
import { RemoteSlot } from '../federation/remote-slot';
import { DefaultLayout } from '../layouts/default-layout';
import { NotFoundRoute } from './not-found-route';
import { resolveRoute } from './resolve-route';
import { ScrollToTop } from './scroll-to-top';

// Auth and admin pages need the account store, forms and (admin) antd: none of it is downloaded
// on public pages.
const GuardedArea = lazy(() => import('../areas/guarded-area'));

/**
 * The URL decides the language on public and auth routes (design §2); the cookie and <html lang>
 * follow whenever it differs from the one in use or from the cookie.
 */
export function shouldApplyUrlLocale(
  urlLocale: Locale | undefined,
  current: string,
  cookie: Locale | undefined,
): urlLocale is Locale {
  return urlLocale !== undefined && (urlLocale !== current || cookie !== urlLocale);
}

function useUrlLocale(urlLocale: Locale | undefined, current: string) {
  useLayoutEffect(() => {
    if (shouldApplyUrlLocale(urlLocale, current, readLocaleCookie())) void changeLocale(urlLocale);
  }, [urlLocale, current]);
}

function ResolvedArea() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const resolution = resolveRoute(pathname);
  const current = i18n.language;
  useUrlLocale(resolution.locale, current);
  const locale = resolution.locale ?? (isLocale(current) ? current : DEFAULT_LOCALE);

  if (resolution.layout === 'default') {
    return (
      <DefaultLayout locale={locale}>
        {resolution.kind === 'remote' ? (
          <RemoteSlot section={resolution.section} basename={resolution.basename} locale={locale} />
        ) : (
          <NotFoundRoute path={resolution.path} />
        )}
      </DefaultLayout>
    );
  }
  return (
    <RemoteBoundary name="guarded-area" resetKey={resolution.layout}>
      <Suspense fallback={<PageLoading />}>
        <GuardedArea resolution={resolution} locale={locale} />
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * The shell's route table. Each prefix is its own route so that a remote's `<Routes>` nested in it
 * match relative to that prefix ('/en', '/zh', '/admin'; '/' for Spanish); what renders inside is
 * decided by resolveRoute. The scroll to the top lives here, above the layouts.
 */
export function ShellRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route path="/admin/*" element={<ResolvedArea />} />
        <Route path="/en/*" element={<ResolvedArea />} />
        <Route path="/zh/*" element={<ResolvedArea />} />
        <Route path="*" element={<ResolvedArea />} />
      </Routes>
    </>
  );
}
