import { isApiError } from '@bolsos/api-client';
import { contactSchema, validate, type ContactRequest, type Locale } from '@bolsos/contracts';
import { toast } from '@bolsos/ui';
import { useState, type FormEvent } from 'react';
import { sendContactMessage } from '../api/send-contact-message';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';
import { FormField } from './form-field';

type Field = 'name' | 'email' | 'phone' | 'message';
type Errors = Partial<Record<Field, string[]>>;
type ProductErrors = { product_id?: string[] };

const EMPTY: Record<Field, string> = { name: '', email: '', phone: '', message: '' };

/** Spec §4: the form goes from Send to Sent; the button says Sent and a confirmation shows. */
export function ContactForm({ locale, productId }: { locale: Locale; productId?: number }) {
  const { t } = useStorefrontT();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string>();
  const hydrated = useHydrated();
  const keys = useIdempotencyKey();

  const field = (name: Field) =>
    ({
      name,
      value: values[name],
      errors: errors[name],
      disabled: status !== 'idle' || !hydrated,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    }) as const;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const website = new FormData(event.currentTarget).get('website');
    const input: ContactRequest = {
      name: values.name,
      email: values.email,
      message: values.message,
      language: locale,
      ...(productId ? { product_id: productId } : {}),
      ...(values.phone.trim() ? { phone: values.phone } : {}),
      ...(typeof website === 'string' && website ? { website } : {}),
    };
    const checked = validate<ContactRequest>(contactSchema, input);
    if (!checked.ok) {
      const found: Errors = {};
      for (const [key, issues] of Object.entries(checked.errors)) {
        found[key as Field] = issues.map((issue) => t(issue.key, issue.params));
      }
      setErrors(found);
      setFailure(t('common.fields_pending'));
      return;
    }
    setErrors({});
    setFailure(undefined);
    setStatus('sending');
    try {
      // An edit changes what is sent, and so the key; a retry of the same text keeps it.
      await sendContactMessage(checked.value, keys.keyFor(checked.value));
      keys.reset();
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      const fields = isApiError(error, 422) ? (error.errors as Errors & ProductErrors) : {};
      setErrors(fields);
      // Throttling is the spec's toast (error catalogue: 429); the form says it too, next to the button.
      if (isApiError(error, 429)) toast.error(t('errors.too_many_attempts'));
      // The bag has no field of its own: its message (e.g. no longer sold) stands for the form.
      setFailure(
        fields.product_id?.[0] ?? (isApiError(error) ? error.message : t('error.request')),
      );
    }
  };

  return (
    <form className="sf-contact" noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={t('store.contact.name')} autoComplete="name" {...field('name')} />
      <FormField
        label={t('store.contact.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <FormField
        label={t('store.contact.phone')}
        type="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      <FormField label={t('store.contact.message')} multiline rows={6} {...field('message')} />
      {/* Honeypot: people never see or reach it, bots fill it in. */}
      <div className="sf-visually-hidden" aria-hidden="true">
        <label>
          Website
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {failure ? (
        <p className="sf-notice sf-notice--error" role="alert" data-testid="contact-error">
          {failure}
        </p>
      ) : null}
      {status === 'sent' ? (
        <p className="sf-notice sf-notice--success" role="status" data-testid="contact-sent">
          {t('store.contact.confirmation')}
        </p>
      ) : null}
      <button
        type="submit"
        className="sf-button"
        disabled={status !== 'idle' || !hydrated}
        aria-busy={status === 'sending'}
        data-testid="contact-submit"
      >
        {status === 'sending' ? <span className="sf-spinner" aria-hidden="true" /> : null}
        {status === 'sent' ? t('store.contact.sent') : t('store.contact.send')}
      </button>
    </form>
  );
}
