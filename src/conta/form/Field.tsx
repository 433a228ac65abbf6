import type { ChangeEvent } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
  /** A message that does not block submission (shown like an error). */
  warning?: string | null;
  type?: 'text' | 'email' | 'password';
  multiline?: boolean;
  autoComplete?: string;
  required?: boolean;
};

/** A labelled input or textarea with its first error shown below it. */
export default function Field({ id, label, value, onChange, onBlur, error, warning, type = 'text', multiline, autoComplete, required = true }: Props) {
  const message = error || warning || null;
  const messageId = `${id}-message`;
  const common = {
    id,
    name: id,
    value,
    onBlur,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} {...common} />}
      {message && (
        <p className="field-error" id={messageId}>
          {message}
        </p>
      )}
    </div>
  );
}
