import { useT } from '../../client/use-t';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
};

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as #rrggbb text plus the browser's colour picker; both labelled, the first error below. */
export default function ColorField({ id, label, value, onChange, onBlur, error }: Props) {
  const t = useT();
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="color-field">
        <label className="visually-hidden" htmlFor={`${id}-picker`}>
          {t('color_picker', undefined, { field: label })}
        </label>
        <input
          id={`${id}-picker`}
          className="color-picker"
          type="color"
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <input
          id={id}
          name={id}
          type="text"
          value={value}
          required
          spellCheck={false}
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {t('hint_color')}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
