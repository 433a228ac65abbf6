type Option = { value: string; label: string };

type Props = {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  /** The first, empty option ('Selecione o estado'). */
  placeholder: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  autoComplete?: string;
};

/** A labelled select with an empty placeholder option and its first error below it. */
export default function SelectField(props: Props) {
  const { id, label, value, options, placeholder, onChange, onBlur, error, disabled, required, autoComplete } = props;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        className="account-select"
        value={value}
        disabled={disabled}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
