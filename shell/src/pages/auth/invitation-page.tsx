import { api, isApiError } from '@bolsos/api-client';
import { useAuthStore } from '@bolsos/auth-store';
import {
  API_PATHS,
  buildPath,
  passwordSetSchema,
  type InvitationAcceptResponse,
  type InvitationResponse,
  type Locale,
  type PasswordSetRequest,
} from '@bolsos/contracts';
import { useTranslation, type TFunction } from '@bolsos/i18n';
import { toast } from '@bolsos/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@bolsos/router';
import { useSchemaForm } from '../../forms/use-schema-form';
import { ADMIN_HOME } from '../../routing/redirect-target';
import { FormSummary } from './form-summary';
import { NewPasswordFields } from './new-password-fields';
import { PageLoading } from '../../components/page-loading';
import { Button } from '../../components/ui/button';
import { Alert, TextField } from '../../components/ui/form-fields';

type Invitation =
  | { state: 'loading' }
  | { state: 'live'; user: InvitationResponse['user'] }
  /** unknown, expired or already used: the API does not say which */
  | { state: 'dead' }
  /** the link could not be checked (throttled, server down): it may still be good */
  | { state: 'failed'; error: unknown };

/** 410 (and a 404 from an older server) both mean the link can no longer be used. */
function isDeadLink(error: unknown): boolean {
  return isApiError(error, 410) || isApiError(error, 404);
}

function failureMessage(error: unknown, t: TFunction): string {
  if (isApiError(error, 429)) return t('errors.too_many_attempts');
  return isApiError(error) && error.message ? error.message : t('error.request');
}

/**
 * Reached from the e-mailed invitation `…/auth/invitation?token=…`. Opening it only reads whose
 * invitation it is (a mail scanner's prefetch or a forwarded link changes nothing); the form's
 * POST uses the token up, sets the first password and signs the invited user in.
 */
export function InvitationPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const current = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const form = useSchemaForm(passwordSetSchema, { password: '', password_confirmation: '' });
  const [invitation, setInvitation] = useState<Invitation>(
    token ? { state: 'loading' } : { state: 'dead' },
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let active = true;
    // Not cached: after the form is sent, a reload must ask again and learn the link is used.
    api
      .get<InvitationResponse>(API_PATHS.invitation(token), { silent: true, cache: false })
      .then(({ user }) => active && setInvitation({ state: 'live', user }))
      .catch((error: unknown) => {
        if (active)
          setInvitation(isDeadLink(error) ? { state: 'dead' } : { state: 'failed', error });
      });
    return () => {
      active = false;
    };
  }, [token]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate<PasswordSetRequest>();
    if (!body) return;
    setBusy(true);
    try {
      const answer = await api.post<InvitationAcceptResponse>(API_PATHS.invitation(token), body, {
        silent: true,
      });
      toast.success(answer.message || t('messages.password_set_done'));
      setUser(answer.user);
      navigate(ADMIN_HOME, { replace: true });
    } catch (error) {
      setBusy(false);
      if (isDeadLink(error)) setInvitation({ state: 'dead' });
      else form.applyError(error);
    }
  };

  const title = <h1 className="bl-auth-title">{t('auth.invitation.title')}</h1>;
  const toLogin = (
    <p className="bl-auth-links">
      <Link to={buildPath(locale, { name: 'auth', page: 'login' })}>{t('auth.back_to_login')}</Link>
    </p>
  );

  if (invitation.state === 'loading') return <PageLoading />;
  if (invitation.state === 'dead' || invitation.state === 'failed') {
    return (
      <>
        {title}
        <Alert kind="error" testId="invitation-invalid">
          {invitation.state === 'dead'
            ? t('errors.invitation_invalid')
            : failureMessage(invitation.error, t)}
        </Alert>
        {toLogin}
      </>
    );
  }

  const { user: invited } = invitation;
  return (
    <>
      {title}
      <p className="bl-auth-intro">{t('auth.invitation.intro', { name: invited.name })}</p>
      {current && current.email !== invited.email ? (
        <Alert kind="info">{t('auth.invitation.signed_in_as', { name: current.name })}</Alert>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={t('auth.invitation.title')}>
        <FormSummary show={form.hasErrors} message={form.formError} />
        {/* Shown, not typed: it names the account, and password managers file the new password under it. */}
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={invited.email}
          readOnly
        />
        <NewPasswordFields form={form} />
        <Button type="submit" block loading={busy}>
          {t('auth.invitation.submit')}
        </Button>
      </form>
    </>
  );
}
