import type { AuthPage as AuthPageName } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';

const TITLES = {
  login: 'auth.login.title',
  'password-forgot': 'auth.forgot.title',
  'password-reset': 'auth.reset.title',
  'password-set': 'auth.set.title',
} as const satisfies Record<AuthPageName, string>;

/** Heading of each auth page; the forms arrive with the auth flows. */
export function AuthPage({ page }: { page: AuthPageName }) {
  const { t } = useTranslation();
  return <h1 className="bl-auth-title">{t(TITLES[page])}</h1>;
}
