import { useMemo, useState } from 'react';
import { useT } from '../../client/use-t';
import type { Language } from '../../lib/schemas/translation';
import LoadState from '../load/LoadState';
import { useLoad } from '../load/use-load';
import { Link } from '../router';
import Screen from '../screens/Screen';
import KeyFilter from './KeyFilter';
import { filterRows, keyRows } from './language-values';
import '../admin.css';
import './traducoes.css';

/** A loaded language: its details and the table of keys with the built-in Portuguese text and its own text. */
function LanguageView({ language }: { language: Language }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const rows = useMemo(() => keyRows(language.code), [language.code]);
  const shown = filterRows(rows, language.translations, query, onlyMissing);
  const editHref = `/conta/traducoes/${encodeURIComponent(language.code)}/editar`;
  return (
    <>
      <p className="conta-toolbar">
        <Link className="btn btn-primary" href={editHref}>
          {t('language_edit')}
        </Link>
        <Link className="btn btn-secondary" href="/conta/traducoes">
          {t('back')}
        </Link>
      </p>
      <section className="conta-panel" aria-labelledby="language-details">
        <h2 id="language-details">{t('language_details')}</h2>
        <dl className="conta-details">
          <dt>{t('language_name')}</dt>
          <dd>{language.name}</dd>
          <dt>{t('language_code')}</dt>
          <dd>{language.code}</dd>
          <dt>{t('language_domains')}</dt>
          <dd>{language.domains || <span className="muted">{t('language_no_domains')}</span>}</dd>
          <dt>{t('language_translated')}</dt>
          <dd>{t('keys_count', undefined, { translated: language.translated, total: language.total })}</dd>
        </dl>
      </section>
      <section className="conta-panel" aria-labelledby="language-keys">
        <h2 id="language-keys">{t('language_texts')}</h2>
        <KeyFilter query={query} onlyMissing={onlyMissing} shown={shown.length} total={rows.length} onQuery={setQuery} onOnlyMissing={setOnlyMissing} />
        {shown.length === 0 ? (
          <p className="notice">{t('keys_none_match')}</p>
        ) : (
          <table className="conta-table keys-table">
            <thead>
              <tr>
                <th scope="col">{t('key')}</th>
                <th scope="col">{t('builtin_portuguese')}</th>
                <th scope="col">{language.default ? t('own_text') : t('translation')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const text = language.translations[row.key] ?? '';
                const missing = !language.default && !text;
                return (
                  <tr key={row.key} className={missing ? 'is-missing' : undefined}>
                    <th scope="row" data-label={t('key')}>
                      <code>{row.key}</code>
                    </th>
                    <td data-label={t('builtin_portuguese')} lang="pt-BR">
                      {row.portuguese}
                    </td>
                    <td data-label={language.default ? t('own_text') : t('translation')}>
                      {text || <span className={missing ? 'key-missing' : 'muted'}>{missing ? t('key_missing') : t('uses_builtin')}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/** /conta/traducoes/:id (admin, super): `id` is the language code. */
export default function LanguageViewScreen({ code }: { code: string }) {
  const t = useT();
  const { loaded, reload } = useLoad<Language>(`/api/translations/${encodeURIComponent(code)}`);
  return (
    <Screen title={loaded.state === 'ready' ? loaded.data.name : t('nav_translations')} pageTitle={t('nav_translations')}>
      <LoadState loaded={loaded} onRetry={reload} notFound={t('language_not_found')} />
      {loaded.state === 'ready' && <LanguageView language={loaded.data} />}
    </Screen>
  );
}
