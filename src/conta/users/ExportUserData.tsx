import { useT } from '../../client/use-t';
import type { AdminUser } from '../../lib/schemas/users';
import DownloadButton from '../form/DownloadButton';

/**
 * "Exportar dados" on a user's screen: the copy of the account's data a person asked for by e-mail (LGPD art. 18),
 * downloaded for the admin to send; the request is recorded in "Solicitações de titulares".
 */
export default function ExportUserData({ user, blocked }: { user: AdminUser; blocked: string | null }) {
  const t = useT();
  return (
    <section className="conta-panel" aria-labelledby="user-export-title">
      <h2 id="user-export-title">{t('users_export_title')}</h2>
      <p className="muted">{t('users_export_intro')}</p>
      <DownloadButton
        path={`/api/users/${user.id}/export`}
        fallbackName={`dados-conta-${user.id}.json`}
        label={t('users_export_button')}
        className="btn btn-secondary"
        disabled={!!blocked}
        describedBy={blocked ? 'user-export-rule' : undefined}
      />
      {blocked && (
        <p className="admin-rule-note" id="user-export-rule">
          {blocked}
        </p>
      )}
    </section>
  );
}
