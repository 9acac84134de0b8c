import { api } from '@bolsos/api-client';
import { useAuthStore } from '@bolsos/auth-store';
import {
  API_PATHS,
  passwordSetSchema,
  type PasswordSetRequest,
  type User,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { toast } from '@bolsos/ui';
import { useState, type FormEvent } from 'react';
import { useSchemaForm } from '../../forms/use-schema-form';
import { FormSummary } from './form-summary';
import { NewPasswordFields } from './new-password-fields';
import { Button } from '../../components/ui/button';

/**
 * First password of an invited user (the guard lets only them in). Storing the updated user is
 * enough: the guard then sends them to /admin.
 */
export function PasswordSetPage() {
  const { t } = useTranslation();
  const setUser = useAuthStore((state) => state.setUser);
  const form = useSchemaForm(passwordSetSchema, { password: '', password_confirmation: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate<PasswordSetRequest>();
    if (!body) return;
    setBusy(true);
    try {
      const answer = await api.post<{ message: string; user: User }>(API_PATHS.passwordSet, body, {
        silent: true,
      });
      toast.success(answer.message || t('messages.password_set_done'));
      setUser(answer.user);
    } catch (error) {
      setBusy(false);
      form.applyError(error);
    }
  };

  return (
    <>
      <h1 className="bl-auth-title">{t('auth.set.title')}</h1>
      <p className="bl-auth-intro">{t('auth.set.intro')}</p>
      <form noValidate onSubmit={submit} aria-label={t('auth.set.title')}>
        <FormSummary show={form.hasErrors} message={form.formError} />
        <NewPasswordFields form={form} />
        <Button type="submit" block loading={busy}>
          {t('auth.set.submit')}
        </Button>
      </form>
    </>
  );
}
