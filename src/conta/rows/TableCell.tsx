type Props = {
  id: string;
  /** The column name, shown above the cell on small screens. */
  column: string;
  /** The whole name of the cell for screen readers ('Preço (R$) da linha 3'). */
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputMode?: 'numeric' | 'decimal' | 'text';
  required?: boolean;
  spellCheck?: boolean;
};

/** One text cell of an editable table: a hidden label, the input and its first error. */
export default function TableCell({ id, column, label, value, error, onChange, onBlur, inputMode, required, spellCheck }: Props) {
  return (
    <td data-label={column} className={error ? 'has-error' : undefined}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        inputMode={inputMode}
        required={required}
        spellCheck={spellCheck}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </td>
  );
}
