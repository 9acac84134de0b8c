import { api } from '@bolsos/api-client';
import {
  API_PATHS,
  buildPath,
  passwordResetSchema,
  type ApiMessage,
  type Locale,
  type PasswordResetRequest,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@bolsos/router';
import { useSchemaForm } from '../../forms/use-schema-form';
import { FormSummary } from './form-summary';
import { NewPasswordFields } from './new-password-fields';
import type { LoginNotice } from './login-page';
import { Button } from '../../components/ui/button';
import { Alert, TextField } from '../../components/ui/form-fields';

/** Reached from the e-mailed link `…/auth/password-reset?token=…&email=…`. */
export function PasswordResetPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useSchemaForm(
    passwordResetSchema,
    { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
    ['token'],
  );
  const [busy, setBusy] = useState(false);
  const forgot = buildPath(locale, { name: 'auth', page: 'password-forgot' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate<PasswordResetRequest>();
    if (!body) return;
    setBusy(true);
    try {
      const { message } = await api.post<ApiMessage>(API_PATHS.passwordReset, body, {
        silent: true,
      });
      const state: LoginNotice = { notice: message || t('messages.password_reset_done') };
      navigate(buildPath(locale, { name: 'auth', page: 'login' }), { replace: true, state });
    } catch (error) {
      setBusy(false);
      form.applyError(error);
    }
  };

  if (!token) {
    return (
      <>
        <h1 className="bl-auth-title">{t('auth.reset.title')}</h1>
        <Alert kind="error">{t('errors.token_invalid')}</Alert>
        <p className="bl-auth-links">
          <Link to={forgot}>{t('auth.reset.request_new')}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className="bl-auth-title">{t('auth.reset.title')}</h1>
      <form noValidate onSubmit={submit} aria-label={t('auth.reset.title')}>
        <FormSummary show={form.hasErrors} message={form.formError} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          {...form.text('email')}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" block loading={busy}>
          {t('auth.reset.submit')}
        </Button>
      </form>
      <p className="bl-auth-links">
        <Link to={forgot}>{t('auth.reset.request_new')}</Link>
      </p>
    </>
  );
}
