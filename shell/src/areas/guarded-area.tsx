import { useAuthStore } from '@bolsos/auth-store';
import type { AuthPage, Locale } from '@bolsos/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from '@bolsos/router';
import { PageLoading } from '../components/page-loading';
import { RemoteBoundary } from '../federation/remote-boundary';
import { AuthLayout } from '../layouts/auth-layout';
import { InvitationPage } from '../pages/auth/invitation-page';
import { LoginPage } from '../pages/auth/login-page';
import { PasswordForgotPage } from '../pages/auth/password-forgot-page';
import { PasswordResetPage } from '../pages/auth/password-reset-page';
import { PasswordSetPage } from '../pages/auth/password-set-page';
import { guardRoute } from '../routing/guards';
import type { RouteResolution } from '../routing/resolve-route';

// antd comes with this chunk only: the guard decides first, so a visitor who is sent to the login
// page never downloads it.
const AdminArea = lazy(() => import('./admin-area'));

function AuthPageContent({ page, locale }: { page: AuthPage; locale: Locale }) {
  switch (page) {
    case 'login':
      return <LoginPage locale={locale} />;
    case 'password-forgot':
      return <PasswordForgotPage locale={locale} />;
    case 'password-reset':
      return <PasswordResetPage locale={locale} />;
    case 'password-set':
      return <PasswordSetPage />;
    case 'invitation':
      return <InvitationPage locale={locale} />;
  }
}

export interface GuardedAreaProps {
  resolution: RouteResolution;
  locale: Locale;
}

/**
 * Auth and admin pages: the only ones that need the account. Fetches it once (the store caches
 * it), applies the navigation rules, then renders the auth layout or the lazy admin area.
 */
export default function GuardedArea({ resolution, locale }: GuardedAreaProps) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const error = useAuthStore((state) => state.error);
  const fetchAccount = useAuthStore((state) => state.fetchAccount);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status === 'idle' && !error) void fetchAccount();
  }, [status, error, fetchAccount]);

  const decision = guardRoute({
    resolution,
    auth: { status, user, error },
    location: `${pathname}${search}`,
    locale,
  });

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;

  if (resolution.kind === 'page' && resolution.layout === 'auth') {
    return (
      <AuthLayout locale={locale}>
        {decision.action === 'wait' ? (
          <PageLoading />
        ) : (
          <AuthPageContent page={resolution.page} locale={locale} />
        )}
      </AuthLayout>
    );
  }

  if (decision.action === 'wait') return <PageLoading />;
  return (
    <RemoteBoundary name="admin-area" resetKey="admin-area">
      <Suspense fallback={<PageLoading />}>
        <AdminArea
          resolution={resolution}
          locale={locale}
          deniedCode={decision.action === 'deny' ? decision.code : undefined}
        />
      </Suspense>
    </RemoteBoundary>
  );
}
