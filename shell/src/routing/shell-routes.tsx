import { DEFAULT_LOCALE, isLocale, type Locale } from '@bolsos/contracts';
import { changeLocale, readLocaleCookie, useTranslation } from '@bolsos/i18n';
import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { RemoteBoundary } from '../federation/remote-boundary';
import { RemoteSlot } from '../federation/remote-slot';
import { AuthLayout } from '../layouts/auth-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { AdminHomePage, ProfilePage } from '../pages/admin-pages';
import { AuthPage } from '../pages/auth-page';
import { NotFoundPage } from '../pages/error-page';
import { resolveRoute, type RouteResolution } from './resolve-route';

// antd comes with this chunk only, so public pages never download it.
const AdminLayout = lazy(() => import('../layouts/admin-layout'));

function Content({ resolution, locale }: { resolution: RouteResolution; locale: Locale }) {
  switch (resolution.kind) {
    case 'remote':
      return (
        <RemoteSlot section={resolution.section} basename={resolution.basename} locale={locale} />
      );
    case 'not-found':
      return <NotFoundPage path={resolution.path} />;
    case 'page':
      switch (resolution.page) {
        case 'admin-home':
          return <AdminHomePage />;
        case 'profile':
          return <ProfilePage />;
        default:
          return <AuthPage page={resolution.page} />;
      }
  }
}

/**
 * The URL decides the language on public and auth routes (design §2), and the cookie follows it so
 * the admin pages speak it too. An unprefixed page with no cookie yet leaves the cookie unset:
 * that visitor is still to be sent to their browser's language.
 */
export function shouldApplyUrlLocale(
  urlLocale: Locale | undefined,
  current: string,
  cookie: Locale | undefined,
): urlLocale is Locale {
  if (!urlLocale) return false;
  if (urlLocale !== current) return true;
  if (cookie === undefined) return urlLocale !== DEFAULT_LOCALE;
  return cookie !== urlLocale;
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
  const content: ReactNode = <Content resolution={resolution} locale={locale} />;

  switch (resolution.layout) {
    case 'admin':
      return (
        <RemoteBoundary name="admin-layout" resetKey="admin-layout">
          <Suspense fallback={<PageLoading />}>
            <AdminLayout locale={locale}>{content}</AdminLayout>
          </Suspense>
        </RemoteBoundary>
      );
    case 'auth':
      return <AuthLayout locale={locale}>{content}</AuthLayout>;
    default:
      return <DefaultLayout locale={locale}>{content}</DefaultLayout>;
  }
}

/**
 * The shell's route table. Each prefix is its own route so that a remote's `<Routes>` nested in it
 * match relative to that prefix ('/en', '/zh', '/admin'; '/' for Spanish); what renders inside is
 * decided by resolveRoute.
 */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<ResolvedArea />} />
      <Route path="/en/*" element={<ResolvedArea />} />
      <Route path="/zh/*" element={<ResolvedArea />} />
      <Route path="*" element={<ResolvedArea />} />
    </Routes>
  );
}
