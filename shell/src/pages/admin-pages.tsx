import { useTranslation } from '@bolsos/i18n';

/** Admin landing page; the dashboard widgets arrive with GET /api/dashboard. */
export function AdminHomePage() {
  const { t } = useTranslation();
  return <h1 className="bl-page-title">{t('admin.dashboard.title')}</h1>;
}

/** My profile; the forms arrive with PUT /api/profile and /api/profile/password. */
export function ProfilePage() {
  const { t } = useTranslation();
  return <h1 className="bl-page-title">{t('admin.profile.title')}</h1>;
}
