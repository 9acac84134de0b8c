import { useStrings } from '@bolsos/i18n';
import { Alert, type FormInstance } from 'antd';
import { ADMIN_KIT_STRINGS } from './i18n/admin-kit-strings';

/** antd's NamePath of a field: 'translations.es.name' → ['translations', 'es', 'name']. */
export type FieldName = (string | number)[];

export interface FieldErrorEntry {
  name: FieldName;
  /** The field's label as the page shows it, with its section's legend when it has one. */
  label: string;
  errors: string[];
  /** The id of the field's control, which the summary's link points at. */
  id: string;
}

/** The DOM control antd keeps for a field (an Input's ref holds it as `input`), or its id. */
function fieldElement(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
  form: FormInstance<any>,
  name: FieldName,
): HTMLElement | null {
  const instance = form.getFieldInstance(name) as
    | {
        input?: HTMLElement;
        nativeElement?: HTMLElement;
        resizableTextArea?: { textArea?: HTMLElement };
      }
    | HTMLElement
    | undefined;
  if (instance instanceof HTMLElement) return instance;
  return (
    instance?.input ??
    instance?.resizableTextArea?.textArea ??
    instance?.nativeElement ??
    document.getElementById(name.join('_'))
  );
}

/**
 * The fields in error as the summary lists them, in the page's order (the first is the one to
 * focus): each with the label the page shows for it, so "Slug: already used" says which slug.
 */
export function fieldErrorEntries(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
  form: FormInstance<any>,
  fields: { name: FieldName; errors: string[] }[],
): FieldErrorEntry[] {
  const entries = fields
    .filter((field) => field.errors.length > 0)
    .map((field) => {
      const element = fieldElement(form, field.name);
      const id = element?.id || field.name.join('_');
      // A control's own aria-label names it more fully than a label repeated down a list of rows
      // ("Monday: Closes" rather than one of seven "Closes").
      const label =
        element?.getAttribute('aria-label')?.trim() ||
        document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent?.trim() ||
        String(field.name[field.name.length - 1]);
      const legend = element?.closest('fieldset')?.querySelector('legend')?.textContent?.trim();
      return {
        name: field.name,
        errors: field.errors,
        id,
        label: legend && !label.includes(legend) ? `${legend} · ${label}` : label,
        element,
      };
    });
  return entries
    .sort((a, b) => {
      if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : 0;
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING
        ? -1
        : 1;
    })
    .map(({ element: _element, ...entry }) => entry);
}

/**
 * The summary at the top of a refused form (antd Alert): how many fields need attention, and a
 * link to each that takes the focus to it.
 */
export function FormErrorSummary({
  form,
  entries,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
  form: FormInstance<any>;
  entries: readonly FieldErrorEntry[];
}) {
  const { t } = useStrings(ADMIN_KIT_STRINGS);
  if (entries.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="form-error-summary"
      title={t('form.summary', { count: entries.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                onClick={(event) => {
                  // The field, not the address's #hash: the page's URL stays its own.
                  event.preventDefault();
                  form.scrollToField(entry.name, { block: 'center', focus: true });
                }}
              >
                {entry.label}
              </a>
              {`: ${entry.errors.join(' ')}`}
            </li>
          ))}
        </ul>
      }
    />
  );
}
