import { validate, type ObjectSchema } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { toast } from '@bolsos/ui';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { unprocessableErrors } from './api-refusal';
import { showFieldErrors, translateIssues } from './form-errors';

export interface CheckedSubmitOptions<T> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
  form: FormInstance<any>;
  /** The contracts schema the API checks the same request with. */
  schema: ObjectSchema;
  /** The form's field paths, where client and server messages land. */
  fields: readonly string[];
  /** Sends the checked request (and moves on); a 422 rejection puts its messages on the fields. */
  send: (request: T) => Promise<unknown>;
}

/**
 * The back office's one way to submit a form: check the request with the API's own schema,
 * show 'Fields pending completion' when it fails, send it, and land the server's 422 messages
 * on the same fields (anything else the API client has already toasted).
 */
export function useCheckedSubmit<T>({ form, schema, fields, send }: CheckedSubmitOptions<T>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const submit = async (request: unknown) => {
    const checked = validate<T>(schema, request);
    if (!checked.ok) {
      showFieldErrors(form, translateIssues(checked.errors, t), fields);
      toast.error(t('common.fields_pending'));
      return;
    }
    setSaving(true);
    try {
      await send(checked.value);
    } catch (error) {
      const errors = unprocessableErrors(error);
      if (errors) showFieldErrors(form, errors, fields);
      setSaving(false);
    }
  };

  return { saving, submit };
}
