import type { ChangeEvent, HTMLAttributes } from 'react';
import FieldMessages, { describedBy } from './FieldMessages';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
  hint?: string;
  type?: 'text' | 'email' | 'url' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
};

/** A labelled text input or textarea, with an optional hint and its first error below it. */
export default function TextField(props: Props) {
  const { id, label, value, onChange, onBlur, error, hint, type = 'text', inputMode, multiline, required, autoComplete } = props;
  const common = {
    id,
    name: id,
    value,
    onBlur,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} inputMode={inputMode} {...common} />}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
