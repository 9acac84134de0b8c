import { validate, type ObjectSchema, type ValidationErrors } from '@bolsos/contracts';
import type { TFunction } from '@bolsos/i18n';
import type { FormInstance, FormRule } from 'antd';

/** Client-side issues of `validate()` in the active language, keyed like the server's 422 errors. */
export function translateIssues(errors: ValidationErrors, t: TFunction): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, issues] of Object.entries(errors)) {
    out[field] = issues.map((issue) => t(issue.key, issue.params));
  }
  return out;
}

function owner(key: string, fields: readonly string[]): string | undefined {
  return fields
    .filter((field) => key === field || key.startsWith(`${field}.`))
    .sort((a, b) => b.length - a.length)[0];
}

export interface FormFieldError {
  /** antd NamePath: 'translations.es.name' → ['translations', 'es', 'name'] */
  name: (string | number)[];
  errors: string[];
}

/**
 * Puts messages keyed by field path (a 422's `errors`, or translateIssues) on the form's own
 * fields: 'roles.0' lands on 'roles'. Keys of no field are dropped; the caller shows the summary.
 */
export function formFieldErrors(
  errors: Record<string, string[]>,
  fields: readonly string[],
): FormFieldError[] {
  const byField = new Map<string, string[]>();
  for (const [key, messages] of Object.entries(errors)) {
    const field = owner(key, fields);
    if (field) byField.set(field, [...(byField.get(field) ?? []), ...messages]);
  }
  return [...byField].map(([field, messages]) => ({
    name: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: [...new Set(messages)],
  }));
}

/**
 * An antd rule that checks one field with the same contracts schema the API uses, so the form
 * and the server never disagree on what is valid.
 */
export function contractRule(schema: ObjectSchema, field: string, t: TFunction): FormRule {
  const single: ObjectSchema = { [field]: schema[field] };
  return {
    validator: async (_rule, value: unknown) => {
      const result = validate(single, { [field]: value });
      if (result.ok) return;
      const [first] = formFieldErrors(translateIssues(result.errors, t), [field]);
      if (first) throw new Error(first.errors[0]);
    },
  };
}

/**
 * Shows messages keyed by field path on a form (see formFieldErrors) and returns whether any
 * landed, so the caller knows if a summary is still needed.
 */
export function showFieldErrors(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
  form: FormInstance<any>,
  errors: Record<string, string[]>,
  fields: readonly string[],
): boolean {
  const found = formFieldErrors(errors, fields);
  form.setFields(found);
  return found.length > 0;
}
