import { useMemo, useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import type { Language } from '../../lib/schemas/translation';
import { lazySchema } from '../form/lazy-schema';
import LoadState from '../load/LoadState';
import { useLoad } from '../load/use-load';
import { Link, navigate } from '../router';
import Screen from '../screens/Screen';
import KeyFilter from './KeyFilter';
import KeysEditor from './KeysEditor';
import LanguageDetailsFields from './LanguageDetailsFields';
import { filterRows, keyRows, textsOf } from './language-values';
import { useLanguageForm } from './use-language-form';
import { useRefreshSettings } from './use-refresh-settings';
import '../admin.css';
import './traducoes.css';

const RULES = lazySchema(() => import('../../lib/schemas/translation').then((module) => module.languageUpdateSchema));

/** The edit form of a loaded language: details, then every key's text with a filter. */
function LanguageEditForm({ language }: { language: Language }) {
  const t = useT();
  const form = useLanguageForm(RULES, { name: language.name, code: language.code, domains: language.domains }, textsOf(language.translations));
  const [saving, setSaving] = useState(false);
  const refreshSettings = useRefreshSettings();
  const [query, setQuery] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const rows = useMemo(() => keyRows(form.details.code || language.code), [form.details.code, language.code]);
  const texts = form.texts ?? {};
  // The filter looks at the texts as loaded: a row being typed into does not vanish from "only missing".
  const shown = filterRows(rows, language.translations, query, onlyMissing);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid || saving) return;
    setSaving(true);
    const body = { ...form.details, translations: texts };
    const path = `/api/translations/${encodeURIComponent(language.code)}`;
    const result = await withLoadingBar(() => api<Language>('PUT', path, { body }));
    setSaving(false);
    if (result.ok) {
      void refreshSettings();
      toast.success(t('language_updated', undefined, { name: result.data.name }));
      navigate(`/conta/traducoes/${encodeURIComponent(result.data.code)}`);
    } else if (result.error.status === 422 || result.error.status === 409) {
      form.showServerErrors(result.error.errors);
    }
  }

  return (
    <form className="conta-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
      <fieldset className="conta-panel">
        <legend>{t('language_details')}</legend>
        <LanguageDetailsFields values={form.details} errorOf={form.errorOf} onChange={form.setDetail} onBlur={form.touch} codeLocked={language.default} />
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('language_texts')}</legend>
        <p className="muted">{language.default ? t('language_texts_intro_default') : t('language_texts_intro')}</p>
        <KeyFilter query={query} onlyMissing={onlyMissing} shown={shown.length} total={rows.length} onQuery={setQuery} onOnlyMissing={setOnlyMissing} />
        <KeysEditor rows={shown} texts={texts} isDefault={language.default} errorOf={form.errorOf} onChange={form.setText} onBlur={form.touch} />
      </fieldset>
      {form.formError && (
        <p className="notice notice-danger" role="alert">
          {form.formError}
        </p>
      )}
      <div className="conta-form-actions conta-form-actions-sticky">
        <button className="btn btn-primary" type="submit" disabled={!form.valid || saving}>
          {saving ? t('saving') : t('language_save')}
        </button>
        <Link className="btn btn-secondary" href={`/conta/traducoes/${encodeURIComponent(language.code)}`}>
          {t('cancel')}
        </Link>
        {!form.valid && <p className="muted">{t('fix_fields_to_save')}</p>}
      </div>
    </form>
  );
}

/** /conta/traducoes/:id/editar (admin, super): `id` is the language code. */
export default function LanguageEditScreen({ code }: { code: string }) {
  const t = useT();
  const { loaded, reload } = useLoad<Language>(`/api/translations/${encodeURIComponent(code)}`);
  const title = loaded.state === 'ready' ? t('language_edit_named', undefined, { name: loaded.data.name }) : t('language_edit');
  return (
    <Screen title={title} pageTitle={t('language_edit')}>
      <LoadState loaded={loaded} onRetry={reload} notFound={t('language_not_found')} />
      {loaded.state === 'ready' && <LanguageEditForm key={loaded.data.code} language={loaded.data} />}
    </Screen>
  );
}
