import { isApiError } from '@bolsos/api-client';
import {
  CONTACT_FORM_TOKEN_FIELD,
  CONTACT_FORM_TOKEN_SLOT,
  CONTACT_SENT_PARAM,
  contactSchema,
  validate,
  type ContactRequest,
  type Locale,
} from '@bolsos/contracts';
import { useLocation } from '@bolsos/router';
import { toast, usePageState } from '@bolsos/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sendContactMessage } from '../api/send-contact-message';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';
import { FormField } from './form-field';

type Field = 'name' | 'email' | 'phone' | 'message';
type Errors = Partial<Record<Field, string[]>>;
type ProductErrors = { product_id?: string[] };

const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message'];

/** What the visitor typed, read from the form itself: typing before the app started counts. */
function typed(form: HTMLFormElement): Record<Field, string> & { website: string } {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    website: text('website'),
  };
}

/**
 * Spec §4: the form goes from Send to Sent; the button says Sent and a confirmation shows. The
 * fields are the page's own (uncontrolled): what is typed while the page is still loading stays,
 * and they are never locked. After a send the form is empty for another question, and Send comes
 * back as soon as the visitor types again. A refused send takes the focus to its first field.
 */
export function ContactForm({ locale, productId }: { locale: Locale; productId?: number }) {
  const { t } = useStorefrontT();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  // Posted without JavaScript: refused (the page state holds it as typed) or sent (?sent=1).
  const state = usePageState()?.contactForm;
  const posted = state && state.path === `${pathname}${search}` ? state : undefined;
  const [errors, setErrors] = useState<Errors>(posted?.errors ?? {});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>(
    query.get(CONTACT_SENT_PARAM) === '1' ? 'sent' : 'idle',
  );
  const firstRefused = FIELDS.find((name) => posted?.errors[name]?.length);
  // Refused fields without a message of the form's own: the page says to check them.
  const [failure, setFailure] = useState<string | undefined>(
    posted?.failure ?? (firstRefused ? t('store.contact.check_fields') : undefined),
  );
  query.delete(CONTACT_SENT_PARAM);
  const action = `${pathname}${query.size > 0 ? `?${query.toString()}` : ''}`;
  const hydrated = useHydrated();
  const keys = useIdempotencyKey();
  const form = useRef<HTMLFormElement>(null);
  // Bumped by each refusal: the focus moves once per refusal, not on every render.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    const first = FIELDS.find((name) => errors[name]?.length);
    const control = first ? form.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }, [refusals, errors]);

  const refuse = (found: Errors, message: string) => {
    setErrors(found);
    setFailure(message);
    setRefusals((n) => n + 1);
  };

  const field = (name: Field, required: boolean) =>
    ({
      name,
      errors: errors[name],
      required,
      readOnly: status === 'sending',
      defaultValue: posted?.values[name],
      // Without a script too, the refused field is where the visitor lands.
      autoFocus: name === firstRefused,
    }) as const;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = typed(event.currentTarget);
    const input: ContactRequest = {
      name: values.name,
      email: values.email,
      message: values.message,
      language: locale,
      ...(productId ? { product_id: productId } : {}),
      ...(values.phone.trim() ? { phone: values.phone } : {}),
      ...(values.website ? { website: values.website } : {}),
    };
    const checked = validate<ContactRequest>(contactSchema, input);
    if (!checked.ok) {
      const found: Errors = {};
      for (const [key, issues] of Object.entries(checked.errors)) {
        found[key as Field] = issues.map((issue) => t(issue.key, issue.params));
      }
      refuse(found, t('store.contact.check_fields'));
      return;
    }
    setErrors({});
    setFailure(undefined);
    setStatus('sending');
    try {
      // An edit changes what is sent, and so the key; a retry of the same text keeps it.
      await sendContactMessage(checked.value, keys.keyFor(checked.value));
      keys.reset();
      form.current?.reset();
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      const fields = isApiError(error, 422) ? (error.errors as Errors & ProductErrors) : {};
      // Throttling is the spec's toast (error catalogue: 429); the form says it too, next to the button.
      if (isApiError(error, 429)) toast.error(t('errors.too_many_attempts'));
      // The bag has no field of its own: its message (e.g. no longer sold) stands for the form.
      refuse(
        fields,
        fields.product_id?.[0] ?? (isApiError(error) ? error.message : t('error.request')),
      );
    }
  };

  return (
    <form
      ref={form}
      className="sf-contact"
      // Without JavaScript the server takes the form (contact-form-post.ts); with it, the app.
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void submit(event)}
      // Another question after a sent one: Send again as soon as the visitor types.
      onInput={() => {
        if (status === 'sent') setStatus('idle');
      }}
    >
      <p className="sf-contact__required-note">{t('store.contact.required_note')}</p>
      <FormField label={t('store.contact.name')} autoComplete="name" {...field('name', true)} />
      <FormField
        label={t('store.contact.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email', true)}
      />
      <FormField
        label={t('store.contact.phone')}
        type="tel"
        autoComplete="tel"
        {...field('phone', false)}
      />
      <FormField
        label={t('store.contact.message')}
        multiline
        rows={6}
        {...field('message', true)}
      />
      {productId ? <input type="hidden" name="product_id" value={productId} /> : null}
      {/* The form's one-time token, posted without JavaScript: the page is cached for everyone,
          so the server puts a fresh token in this slot in each answer (contact-form-token.ts).
          The served value differs from this render on purpose; the app sends with an
          Idempotency-Key of its own and never reads it. */}
      <input
        type="hidden"
        name={CONTACT_FORM_TOKEN_FIELD}
        value={CONTACT_FORM_TOKEN_SLOT}
        suppressHydrationWarning
      />
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
          {t('store.contact.confirmation')} {t('store.contact.reply_note')}
        </p>
      ) : null}
      <button
        type="submit"
        className="sf-button"
        disabled={status === 'sending' || (status === 'sent' && hydrated)}
        aria-busy={status === 'sending'}
        data-testid="contact-submit"
      >
        {status === 'sending' ? <span className="sf-spinner" aria-hidden="true" /> : null}
        {/* Landed on after a send without JavaScript: the confirmation says it, and Send stays
            usable for another question; the app then says Sent until the visitor types again. */}
        {status === 'sent' && hydrated ? t('store.contact.sent') : t('store.contact.send')}
      </button>
    </form>
  );
}
