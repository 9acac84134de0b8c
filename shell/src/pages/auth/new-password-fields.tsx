import { LIMITS } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import type { SchemaForm } from '../../forms/use-schema-form';
import { TextField } from '../../components/ui/form-fields';

type NewPasswordForm = SchemaForm<{ password: string; password_confirmation: string }>;

/** The new password and its confirmation, as the reset and the first-password pages ask them. */
export function NewPasswordFields({ form }: { form: Pick<NewPasswordForm, 'text'> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.new_password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.password_hint', { min: LIMITS.passwordMin })}
        {...form.text('password')}
      />
      <TextField
        label={t('auth.confirm_password')}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password_confirmation')}
      />
    </>
  );
}
