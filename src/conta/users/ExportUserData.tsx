import { useState } from 'react';
import toast from 'react-hot-toast';
import { useT } from '../../client/use-t';
import type { AdminUser } from '../../lib/schemas/users';
import { downloadFile } from '../download-file';

/**
 * "Exportar dados" on a user's screen: the copy of the account's data a person asked for by e-mail (LGPD art. 18),
 * downloaded for the admin to send; the request is recorded in "Solicitações de titulares".
 */
export default function ExportUserData({ user, blocked }: { user: AdminUser; blocked: string | null }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    const failed = await downloadFile(`/api/users/${user.id}/export`, `dados-conta-${user.id}.json`);
    setBusy(false);
    if (failed) toast.error(failed);
    else toast.success(t('users_export_done'));
  }
  return (
    <section className="conta-panel" aria-labelledby="user-export-title">
      <h2 id="user-export-title">{t('users_export_title')}</h2>
      <p className="muted">{t('users_export_intro')}</p>
      <button
        className="btn btn-secondary"
        type="button"
        disabled={busy || !!blocked}
        aria-describedby={blocked ? 'user-export-rule' : undefined}
        onClick={() => void download()}
      >
        {busy ? t('privacy_export_busy') : t('users_export_button')}
      </button>
      {blocked && (
        <p className="admin-rule-note" id="user-export-rule">
          {blocked}
        </p>
      )}
    </section>
  );
}
