import { validate, type ObjectSchema } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { toast } from '@bolsos/ui';
import type { FormInstance } from 'antd';
import { createElement, useCallback, useRef, useState, type ReactNode } from 'react';
import { unprocessableErrors } from './api-refusal';
import {
  fieldErrorEntries,
  FormErrorSummary,
  type FieldErrorEntry,
  type FieldName,
} from './form-error-summary';
import { formFieldErrors, translateIssues } from './form-errors';

export interface CheckedSubmitOptions<T> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
  form: FormInstance<any>;
  /** The contracts schema the API checks the same request with. */
  schema: ObjectSchema;
  /** The form's field paths, where client and server messages land. */
  fields: readonly string[];
  /**
   * The form's path for a request's field path, where the form holds it elsewhere (the request's
   * `hours.mon.closes` is the form's `week.0.closes`); other paths are kept.
   */
  fieldOf?: (path: string) => string;
  /**
   * Sends the checked request (and may move on); a 422 rejection puts its messages on the fields.
   * Its promise settling ends the save: the form is ready for the next one.
   */
  send: (request: T) => Promise<unknown>;
}

/**
 * The back office's one way to submit a form: check the request with the API's own schema,
 * show 'Fields pending completion' when it fails, send it, and land the server's 422 messages
 * on the same fields (anything else the API client has already toasted). Either refusal also
 * fills `errorSummary` (to render at the top of the form: each field in error, linked) and takes
 * the page to the first field in error, focused. `refuse` does the same for antd's own rule
 * check (the form's onFinishFailed).
 *
 * `saving` is true exactly while a request is on its way, success or not: a form that stays on
 * its page (the shop's details, a user's edit) saves again and again. A submit that comes while
 * one is on its way (Enter in a field) is not dropped: the latest one is sent once that ends.
 */
export function useCheckedSubmit<T>({
  form,
  schema,
  fields,
  send,
  fieldOf,
}: CheckedSubmitOptions<T>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [entries, setEntries] = useState<FieldErrorEntry[]>([]);

  /** The fields in error are on the form: list them and go to the first. */
  const refuse = useCallback(
    (errorFields: { name: FieldName; errors: string[] }[]) => {
      const found = fieldErrorEntries(form, errorFields);
      setEntries(found);
      if (found[0]) form.scrollToField(found[0].name, { block: 'center', focus: true });
    },
    [form],
  );

  const land = (errors: Record<string, string[]>) => {
    const named: Record<string, string[]> = {};
    for (const [path, messages] of Object.entries(errors)) {
      const field = fieldOf ? fieldOf(path) : path;
      named[field] = [...(named[field] ?? []), ...messages];
    }
    const found = formFieldErrors(named, fields);
    form.setFields(found);
    refuse(found);
  };

  // A ref, not state: two submits in one tick must both see the save on its way.
  const inFlight = useRef(false);
  const queued = useRef<{ request: unknown } | null>(null);

  const submit = async (request: unknown): Promise<void> => {
    if (inFlight.current) {
      queued.current = { request };
      return;
    }
    const checked = validate<T>(schema, request);
    if (!checked.ok) {
      land(translateIssues(checked.errors, t));
      toast.error(t('common.fields_pending'));
      return;
    }
    setEntries([]);
    inFlight.current = true;
    setSaving(true);
    try {
      await send(checked.value);
    } catch (error) {
      const errors = unprocessableErrors(error);
      if (errors) land(errors);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
    const next = queued.current;
    queued.current = null;
    // This render's `send` may be stale by now (the form re-rendered while saving): use the latest.
    if (next) await latest.current(next.request);
  };
  const latest = useRef(submit);
  latest.current = submit;

  const errorSummary: ReactNode = createElement(FormErrorSummary, { form, entries });
  return { saving, submit, refuse, errorSummary };
}
