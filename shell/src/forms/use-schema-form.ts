import { isApiError } from '@bolsos/api-client';
import { validate, type ObjectSchema, type ValidationErrors } from '@bolsos/contracts';
import { useTranslation, type TFunction } from '@bolsos/i18n';
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';

export type FieldErrors = Record<string, string[]>;

export interface SchemaForm<V extends Record<string, unknown>> {
  values: V;
  /** Translated messages per field of the form. */
  errors: FieldErrors;
  /** A message that belongs to no field on screen (a server failure, an expired link…). */
  formError: string | null;
  /**
   * A field is left empty: the 'Fields pending completion' summary shows. A field filled but
   * refused (a wrong password, a mismatch) puts its own message in `formError` instead.
   */
  hasErrors: boolean;
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Props for a text input: value, change handler, messages. */
  text(name: keyof V & string): {
    name: string;
    value: string;
    errors: string[];
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Client-side check with the contracts schema; the cleaned body, or null with errors shown. */
  validate<T>(): T | null;
  /** Puts a failed call's messages on the form; 422 field messages land on their fields. */
  applyError(error: unknown): void;
  setFormError(message: string | null): void;
}

export function translateIssues(errors: ValidationErrors, t: TFunction): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, issues] of Object.entries(errors)) {
    out[field] = issues.map((issue) => t(issue.key, issue.params ?? {}));
  }
  return out;
}

/**
 * Light form state for the auth pages (no antd): values, client validation with the same schema
 * the API uses, and the server's 422 messages on the fields.
 */
export function useSchemaForm<V extends Record<string, unknown>>(
  schema: ObjectSchema,
  initial: V,
  /** Values sent but not shown as inputs (a reset link's token): their messages go form-wide. */
  hidden: readonly (keyof V & string)[] = [],
): SchemaForm<V> {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Some field was left empty at the last check: 'Fields pending completion' says so. */
  const [pending, setPending] = useState(false);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The visitor is fixing this field: its old messages no longer apply.
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as string];
      return next;
    });
    setFormError(null);
  }, []);

  const hiddenKey = hidden.join('\n');

  return useMemo<SchemaForm<V>>(() => {
    const unseen = hiddenKey.split('\n');
    const fields = new Set(Object.keys(values).filter((key) => !unseen.includes(key)));
    const place = (messages: FieldErrors, fallback?: string) => {
      const onFields: FieldErrors = {};
      const elsewhere: string[] = [];
      for (const [field, list] of Object.entries(messages)) {
        if (fields.has(field)) onFields[field] = list;
        else elsewhere.push(...list);
      }
      setErrors(onFields);
      const loose = elsewhere.length > 0 ? elsewhere.join(' ') : null;
      setFormError(loose ?? (Object.keys(onFields).length === 0 ? (fallback ?? null) : null));
    };
    return {
      values,
      errors,
      // Nothing left empty: the fields' own messages say what is wrong, at the top as well.
      formError:
        formError ??
        (!pending && Object.keys(errors).length > 0
          ? [...new Set(Object.values(errors).flat())].join(' ')
          : null),
      hasErrors: pending && Object.keys(errors).length > 0,
      set,
      text: (name) => ({
        name,
        value: values[name] === undefined || values[name] === null ? '' : String(values[name]),
        errors: errors[name] ?? [],
        onChange: (event) => set(name, event.target.value as V[typeof name]),
      }),
      validate<T>() {
        const result = validate<T>(schema, values);
        if (result.ok) {
          setErrors({});
          setFormError(null);
          setPending(false);
          return result.value;
        }
        setPending(
          Object.values(result.errors).some((issues) =>
            issues.some((issue) => issue.key === 'validation.required'),
          ),
        );
        place(translateIssues(result.errors, t));
        return null;
      },
      applyError(error) {
        setPending(false);
        if (isApiError(error, 422)) {
          place(error.errors, error.message || t('errors.data_invalid'));
        } else if (isApiError(error, 429)) {
          setFormError(t('errors.too_many_attempts'));
        } else {
          setFormError(
            isApiError(error) && error.message ? error.message : t('errors.error_processing'),
          );
        }
      },
      setFormError,
    };
  }, [values, errors, formError, pending, schema, set, t, hiddenKey]);
}
