import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import type { Language } from '../../lib/schemas/translation';
import { lazySchema } from '../form/lazy-schema';
import { Link, navigate } from '../router';
import Screen from '../screens/Screen';
import LanguageDetailsFields from './LanguageDetailsFields';
import { useLanguageForm } from './use-language-form';
import { useRefreshSettings } from './use-refresh-settings';
import '../admin.css';
import './traducoes.css';

const RULES = lazySchema(() => import('../../lib/schemas/translation').then((module) => module.languageSchema));

/** /conta/traducoes/cadastrar (admin, super): a new language's name, code and domains; then its texts are edited. */
export default function LanguageCreateScreen() {
  const t = useT();
  const form = useLanguageForm(RULES, { name: '', code: '', domains: '' });
  const [saving, setSaving] = useState(false);
  const refreshSettings = useRefreshSettings();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid || saving) return;
    setSaving(true);
    const result = await withLoadingBar(() => api<Language>('POST', '/api/translations', { body: form.details }));
    setSaving(false);
    if (result.ok) {
      void refreshSettings();
      toast.success(t('language_created', undefined, { name: result.data.name }));
      navigate(`/conta/traducoes/${encodeURIComponent(result.data.code)}/editar`);
    } else if (result.error.status === 422 || result.error.status === 409) {
      form.showServerErrors(result.error.errors);
    }
  }

  return (
    <Screen title={t('language_new')}>
      <p className="conta-lead">{t('language_new_intro')}</p>
      <form className="conta-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
        <fieldset className="conta-panel">
          <legend>{t('language_details')}</legend>
          <LanguageDetailsFields values={form.details} errorOf={form.errorOf} onChange={form.setDetail} onBlur={form.touch} />
        </fieldset>
        <div className="conta-form-actions">
          <button className="btn btn-primary" type="submit" disabled={!form.valid || saving}>
            {saving ? t('saving') : t('language_create')}
          </button>
          <Link className="btn btn-secondary" href="/conta/traducoes">
            {t('cancel')}
          </Link>
          {!form.valid && <p className="muted">{t('fix_fields_to_save')}</p>}
        </div>
      </form>
    </Screen>
  );
}
