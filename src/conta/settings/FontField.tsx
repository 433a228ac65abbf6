import { useEffect } from 'react';
import { useT } from '../../client/use-t';
import { FONT_FAMILIES } from '../../lib/fonts';
import { fontStack } from '../../lib/theme';
import { loadFont } from '../apply-theme';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
};

/** The site font: a Google Fonts family from the curated list (the stored one is kept if it is not listed), with a sample. */
export default function FontField({ value, onChange, onBlur, error }: Props) {
  const t = useT();
  const options = FONT_FAMILIES.includes(value) || !value ? FONT_FAMILIES : [value, ...FONT_FAMILIES];
  useEffect(() => {
    if (/^[\p{L}\p{N} ]+$/u.test(value)) loadFont(value);
  }, [value]);
  const described = ['font-preview', error ? 'font-error' : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor="font">{t('field_font')}</label>
      <select
        id="font"
        name="font"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {options.map((family) => (
          <option key={family} value={family}>
            {family}
          </option>
        ))}
      </select>
      <p className="font-preview" id="font-preview" style={{ fontFamily: fontStack(value) }}>
        {t('font_preview', undefined, { font: value })}
      </p>
      {error && (
        <p className="field-error" id="font-error">
          {error}
        </p>
      )}
    </div>
  );
}
