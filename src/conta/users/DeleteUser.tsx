import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import type { AdminUser } from '../../lib/schemas/users';
import { navigate } from '../router';
import ConfirmDialog from '../form/ConfirmDialog';

/** The delete section of the edit screen: a button (disabled with the reason when a rule forbids it) and a confirmation. */
export default function DeleteUser({ user, blocked }: { user: AdminUser; blocked: string | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const result = await api('DELETE', `/api/users/${user.id}`);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      toast.success(t('users_deleted'));
      navigate('/conta/users');
    }
  }

  return (
    <section className="conta-panel admin-danger-zone" aria-labelledby="user-delete-title">
      <h2 id="user-delete-title">{t('users_delete_title')}</h2>
      <p className="muted">{t('users_delete_intro')}</p>
      <button
        className="btn btn-danger"
        type="button"
        disabled={!!blocked}
        aria-describedby={blocked ? 'user-delete-rule' : undefined}
        onClick={() => setOpen(true)}
      >
        {t('users_delete_button')}
      </button>
      {blocked && (
        <p className="admin-rule-note" id="user-delete-rule">
          {blocked}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title={t('users_delete_confirm_title', undefined, { name: user.name })}
        text={t('users_delete_confirm_text', undefined, { email: user.email })}
        confirmLabel={t('admin_confirm_delete')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
