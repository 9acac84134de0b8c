import { ADMIN_ROUTES, type Locale } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { RemoteSlot } from '../federation/remote-slot';
import { AdminLayout } from '../layouts/admin-layout';
import { AdminHomePage } from '../pages/admin/admin-home-page';
import { ProfilePage } from '../pages/admin/profile-page';
import { ErrorPage } from '../pages/error-page';
import { NotFoundRoute } from '../routing/not-found-route';
import type { RouteResolution } from '../routing/resolve-route';

export interface AdminAreaProps {
  resolution: RouteResolution;
  locale: Locale;
  /** Set by the guard: the error page to show inside the layout (401 for a missing role). */
  deniedCode?: number;
}

function AdminContent({ resolution, locale, deniedCode }: AdminAreaProps) {
  const { t } = useTranslation();
  if (deniedCode !== undefined)
    return (
      <ErrorPage
        code={deniedCode}
        home={{ to: ADMIN_ROUTES.home.path, label: t('error.go_dashboard') }}
      />
    );
  switch (resolution.kind) {
    case 'remote':
      return (
        <RemoteSlot section={resolution.section} basename={resolution.basename} locale={locale} />
      );
    case 'not-found':
      return <NotFoundRoute path={resolution.path} />;
    case 'page':
      return resolution.page === 'profile' ? <ProfilePage /> : <AdminHomePage locale={locale} />;
  }
}

/** The back office: this chunk brings antd, so it loads only once the guard let the user in. */
export default function AdminArea(props: AdminAreaProps) {
  return (
    <AdminLayout locale={props.locale}>
      <AdminContent {...props} />
    </AdminLayout>
  );
}
