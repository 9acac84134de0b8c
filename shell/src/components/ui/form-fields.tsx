import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { AlertIcon, ICONS, Icon } from './icon';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** Messages shown under the input; any message marks it aria-invalid. */
  errors?: readonly string[];
  hint?: string;
}

/** Labelled input with its messages wired through aria-describedby. */
export function TextField({ label, name, errors = [], hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  const describedBy = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="bl-ui-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="bl-ui-field__hint">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <ul id={errorId} className="bl-ui-field__errors" data-field-errors={name}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  label: string;
}

export function CheckboxField({ label, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="bl-ui-check">
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export type AlertKind = 'success' | 'info' | 'warn' | 'error';

const ALERT_ICONS: Record<AlertKind, string> = {
  success: ICONS.check,
  info: ICONS.info,
  warn: ICONS.alert,
  error: ICONS.alert,
};

/** Inline message box; errors and warnings are announced (role alert), the rest politely. */
export function Alert({
  kind,
  children,
  testId,
}: {
  kind: AlertKind;
  children: ReactNode;
  testId?: string;
}) {
  const urgent = kind === 'error' || kind === 'warn';
  return (
    <div
      className={`bl-ui-alert bl-ui-alert--${kind}`}
      role={urgent ? 'alert' : 'status'}
      data-testid={testId}
    >
      {kind === 'error' ? <AlertIcon /> : <Icon path={ALERT_ICONS[kind]} />}
      <div>{children}</div>
    </div>
  );
}
