import { api } from '@bolsos/api-client';
import { useAuthStore } from '@bolsos/auth-store';
import {
  API_PATHS,
  buildPath,
  loginSchema,
  type AccountResponse,
  type Locale,
  type LoginRequest,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from '@bolsos/router';
import { useSchemaForm } from '../../forms/use-schema-form';
import { FormSummary } from './form-summary';
import { Button } from '../../components/ui/button';
import { Alert, CheckboxField, TextField } from '../../components/ui/form-fields';

/** What other pages hand the login page in the history state (e.g. after a password reset). */
export interface LoginNotice {
  notice?: string;
}

/**
 * Sign in. On success the user is stored and the route guard takes over: back to the `redirect`
 * parameter, to /admin, or to password-set for a user who has none yet.
 */
export function LoginPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  const setUser = useAuthStore((state) => state.setUser);
  const form = useSchemaForm(loginSchema, { email: '', password: '', remember: false });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate<LoginRequest>();
    if (!body) return;
    setBusy(true);
    try {
      // Silent: a wrong password belongs on the form, not in a toast.
      const { user } = await api.post<AccountResponse>(API_PATHS.login, body, { silent: true });
      setUser(user);
    } catch (error) {
      setBusy(false);
      form.applyError(error);
    }
  };

  return (
    <>
      <h1 className="bl-auth-title">{t('auth.login.title')}</h1>
      {notice ? (
        <Alert kind="success" testId="login-notice">
          {notice}
        </Alert>
      ) : null}
      {params.has('redirect') && !notice ? <Alert kind="info">{t('auth.signed_out')}</Alert> : null}
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('auth.login.title')}
        data-testid="login-form"
      >
        <FormSummary show={form.hasErrors} message={form.formError} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          {...form.text('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.text('password')}
        />
        <CheckboxField
          label={t('auth.remember')}
          name="remember"
          checked={form.values.remember}
          onChange={(event) => form.set('remember', event.target.checked)}
        />
        <Button type="submit" block loading={busy}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="bl-auth-links">
        <Link to={buildPath(locale, { name: 'auth', page: 'password-forgot' })}>
          {t('auth.forgot.link')}
        </Link>
      </p>
    </>
  );
}
