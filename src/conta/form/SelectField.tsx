import FieldMessages, { describedBy } from './FieldMessages';

type Option = { value: string; label: string; disabled?: boolean };

type Props = {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  /** A first, empty option ('Selecione o estado'), when the field starts unchosen. */
  placeholder?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string | null;
  disabled?: boolean;
  required?: boolean;
  autoComplete?: string;
  className?: string;
};

/** A labelled select, with an optional placeholder option and hint, and its first error below it. */
export default function SelectField(props: Props) {
  const { id, label, value, options, placeholder, onChange, onBlur, error, hint, disabled, required, autoComplete, className } = props;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        className={className}
        value={value}
        disabled={disabled}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
