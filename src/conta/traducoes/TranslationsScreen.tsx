import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import type { Page } from '../../lib/schemas/pagination';
import type { LanguageSummary } from '../../lib/schemas/translation';
import ConfirmDialog from '../form/ConfirmDialog';
import LoadState from '../load/LoadState';
import { useLoad } from '../load/use-load';
import { Link } from '../router';
import Screen from '../screens/Screen';
import { useRefreshSettings } from './use-refresh-settings';
import '../admin.css';
import './traducoes.css';

const languageHref = (language: LanguageSummary, suffix = '') => `/conta/traducoes/${encodeURIComponent(language.code)}${suffix}`;

/** /conta/traducoes (admin, super): the site's languages with how many keys each translates; Portuguese first. */
export default function TranslationsScreen() {
  const t = useT();
  const { loaded, reload, set } = useLoad<Page<LanguageSummary>>('/api/translations?per_page=100');
  const [deleting, setDeleting] = useState<LanguageSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const refreshSettings = useRefreshSettings();

  async function remove(language: LanguageSummary) {
    setBusy(true);
    const result = await withLoadingBar(() => api<{ ok: true }>('DELETE', `/api/translations/${encodeURIComponent(language.code)}`));
    setBusy(false);
    setDeleting(null);
    if (loaded.state === 'ready' && (result.ok || result.error.status === 404)) {
      const data = loaded.data.data.filter((item) => item.code !== language.code);
      set({ ...loaded.data, data, total: data.length });
      void refreshSettings();
      if (result.ok) toast.success(t('language_deleted', undefined, { name: language.name }));
    }
    document.getElementById('conta-screen-title')?.focus();
  }

  return (
    <Screen title={t('nav_translations')}>
      <p className="conta-lead">{t('translations_intro')}</p>
      <p className="conta-toolbar">
        <Link className="btn btn-primary" href="/conta/traducoes/cadastrar">
          {t('language_new')}
        </Link>
      </p>
      <LoadState loaded={loaded} onRetry={reload} />
      {loaded.state === 'ready' && (
        <table className="conta-table">
          <caption className="visually-hidden">{t('translations_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('language_name')}</th>
              <th scope="col">{t('language_code')}</th>
              <th scope="col">{t('language_domains')}</th>
              <th scope="col">{t('language_translated')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.data.data.map((language) => (
              <tr key={language.code}>
                <td data-label={t('language_name')}>
                  <Link href={languageHref(language)}>{language.name}</Link>
                  {language.default && <span className="badge">{t('language_default')}</span>}
                </td>
                <td data-label={t('language_code')}>
                  <code>{language.code}</code>
                </td>
                <td data-label={t('language_domains')} className="cell-target">
                  {language.domains || <span className="muted">—</span>}
                </td>
                <td data-label={t('language_translated')}>
                  {t('keys_count', undefined, { translated: language.translated, total: language.total })}
                </td>
                <td className="cell-action cell-buttons">
                  <Link className="btn btn-small" href={languageHref(language, '/editar')} aria-label={t('edit_named', undefined, { name: language.name })}>
                    {t('edit')}
                  </Link>
                  {!language.default && (
                    <button className="btn btn-link" type="button" aria-label={t('delete_named', undefined, { name: language.name })} onClick={() => setDeleting(language)}>
                      {t('delete')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('language_delete_title', undefined, { name: deleting.name })}
          text={t('language_delete_text')}
          confirmLabel={t('delete')}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Screen>
  );
}
