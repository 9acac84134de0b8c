import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface Common {
  label: string;
  name: string;
  /** Messages under the field; any message marks it aria-invalid. */
  errors?: readonly string[];
}

export type FormFieldProps = Common &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>)
  );

/** A labelled input or textarea with its messages wired through aria-describedby. */
export function FormField({ label, name, errors = [], multiline, ...control }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  const shared = {
    id,
    name,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId : undefined,
  };
  return (
    <div className="sf-field">
      <div className="sf-field__label">
        <label htmlFor={id}>{label}</label>
        {/* Seen, not read: the control says "required" itself; the label stays the field's name. */}
        {control.required ? (
          <span className="sf-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {multiline ? (
        <textarea {...shared} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...shared} {...(control as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {invalid ? (
        <ul id={errorId} className="sf-field__errors" data-field-errors={name}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
