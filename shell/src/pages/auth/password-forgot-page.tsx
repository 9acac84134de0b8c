import { api } from '@bolsos/api-client';
import {
  API_PATHS,
  buildPath,
  passwordForgotSchema,
  type Locale,
  type PasswordForgotRequest,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { useState, type FormEvent } from 'react';
import { Link } from '@bolsos/router';
import { useSchemaForm } from '../../forms/use-schema-form';
import { FormSummary } from './form-summary';
import { Button } from '../../components/ui/button';
import { Alert, TextField } from '../../components/ui/form-fields';

/**
 * Asks for a reset link. The confirmation is the same fixed text whatever the server knows, so
 * the page never tells whether an e-mail has an account.
 */
export function PasswordForgotPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const form = useSchemaForm(passwordForgotSchema, { email: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const login = buildPath(locale, { name: 'auth', page: 'login' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate<PasswordForgotRequest>();
    if (!body) return;
    setBusy(true);
    try {
      await api.post(API_PATHS.passwordForgot, body, { silent: true });
      setSent(true);
    } catch (error) {
      form.applyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="bl-auth-title">{t('auth.forgot.title')}</h1>
      {sent ? (
        <Alert kind="success" testId="forgot-sent">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('auth.forgot.title')}>
          <p className="bl-auth-intro">{t('auth.forgot.intro')}</p>
          <FormSummary show={form.hasErrors} message={form.formError} />
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.text('email')}
          />
          <Button type="submit" block loading={busy}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <p className="bl-auth-links">
        <Link to={login}>{t('auth.back_to_login')}</Link>
      </p>
    </>
  );
}
