import { useT } from '../../client/use-t';
import { findLocale, LANGUAGE_CODES } from '../../lib/locales';
import TextField from '../form/TextField';
import type { DetailsValues } from './language-values';

type Props = {
  values: DetailsValues;
  errorOf: (key: string) => string | null;
  onChange: (field: keyof DetailsValues, value: string) => void;
  onBlur: (field: keyof DetailsValues) => void;
  /** Portuguese keeps its code: the select is then read-only. */
  codeLocked?: boolean;
};

/** A language's name, code (from the locale list) and domains. */
export default function LanguageDetailsFields({ values, errorOf, onChange, onBlur, codeLocked }: Props) {
  const t = useT();
  const codeError = errorOf('code');
  // A stored code outside the list (saved through the settings) stays selectable so it is not lost silently.
  const options = findLocale(values.code) || !values.code ? LANGUAGE_CODES : [{ code: values.code, name: values.code }, ...LANGUAGE_CODES];
  const described = ['code-hint', codeError ? 'code-error' : ''].filter(Boolean).join(' ');
  return (
    <>
      <div className={`field${codeError ? ' has-error' : ''}`}>
        <label htmlFor="code">{t('language_code')}</label>
        <select
          id="code"
          name="code"
          value={values.code}
          required
          disabled={codeLocked}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange('code', event.target.value)}
          onBlur={() => onBlur('code')}
        >
          <option value="">{t('language_code_choose')}</option>
          {options.map((locale) => (
            <option key={locale.code} value={locale.code}>
              {locale.name} ({locale.code})
            </option>
          ))}
        </select>
        <p className="field-hint" id="code-hint">
          {codeLocked ? t('language_code_locked') : t('hint_language_code')}
        </p>
        {codeError && (
          <p className="field-error" id="code-error">
            {codeError}
          </p>
        )}
      </div>
      <TextField
        id="name"
        label={t('language_name')}
        required
        value={values.name}
        error={errorOf('name')}
        onChange={(value) => onChange('name', value)}
        onBlur={() => onBlur('name')}
      />
      <TextField
        id="domains"
        label={t('language_domains')}
        hint={t('hint_language_domains')}
        value={values.domains}
        error={errorOf('domains')}
        onChange={(value) => onChange('domains', value)}
        onBlur={() => onBlur('domains')}
      />
    </>
  );
}
