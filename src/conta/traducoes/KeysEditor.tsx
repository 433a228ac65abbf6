import { useT } from '../../client/use-t';
import type { KeyRow } from './language-values';

type Props = {
  rows: KeyRow[];
  texts: Record<string, string>;
  /** Portuguese overrides its own built-in texts: an empty one is not "missing" there. */
  isDefault: boolean;
  errorOf: (key: string) => string | null;
  onChange: (key: string, text: string) => void;
  onBlur: (key: string) => void;
};

const LONG_TEXT = 70;

/** The texts of a language, one row per key: the built-in Portuguese text beside the editable text; missing ones marked. */
export default function KeysEditor({ rows, texts, isDefault, errorOf, onChange, onBlur }: Props) {
  const t = useT();
  if (rows.length === 0) return <p className="notice">{t('keys_none_match')}</p>;
  return (
    <table className="conta-table keys-table">
      <thead>
        <tr>
          <th scope="col">{t('key')}</th>
          <th scope="col">{t('builtin_portuguese')}</th>
          <th scope="col">{isDefault ? t('own_text') : t('translation')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = `text-${row.key}`;
          const text = texts[row.key] ?? '';
          const missing = !isDefault && text.trim() === '';
          const error = errorOf(`translations.${row.key}`);
          const described = [missing ? `${id}-missing` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
          const common = {
            id,
            value: text,
            placeholder: row.fallback,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': described,
            onBlur: () => onBlur(`translations.${row.key}`),
          };
          return (
            <tr key={row.key} className={missing ? 'is-missing' : undefined}>
              <th scope="row" data-label={t('key')}>
                <code>{row.key}</code>
              </th>
              <td data-label={t('builtin_portuguese')} lang="pt-BR">
                {row.portuguese}
              </td>
              <td data-label={isDefault ? t('own_text') : t('translation')} className={error ? 'has-error' : undefined}>
                <label className="visually-hidden" htmlFor={id}>
                  {t('text_of_key', undefined, { key: row.key })}
                </label>
                {row.portuguese.length > LONG_TEXT ? (
                  <textarea rows={3} {...common} onChange={(event) => onChange(row.key, event.target.value)} />
                ) : (
                  <input type="text" {...common} onChange={(event) => onChange(row.key, event.target.value)} />
                )}
                {missing && (
                  <p className="key-missing" id={`${id}-missing`}>
                    {t('key_missing')}
                  </p>
                )}
                {error && (
                  <p className="field-error" id={`${id}-error`}>
                    {error}
                  </p>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
