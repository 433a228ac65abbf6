import type { ChangeEvent, HTMLAttributes } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
  hint?: string;
  type?: 'text' | 'email' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
};

/** A labelled text input or textarea, with an optional hint and its first error below it. */
export default function TextField(props: Props) {
  const { id, label, value, onChange, onBlur, error, hint, type = 'text', inputMode, multiline, required, autoComplete } = props;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: id,
    value,
    onBlur,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} inputMode={inputMode} {...common} />}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
