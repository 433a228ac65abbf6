import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import { navigate } from '../router';
import ConfirmDialog from './ConfirmDialog';

type Props = {
  /** The item's API address (`/api/posts/7`). */
  path: string;
  /** The button's and the dialog's title ('Excluir notícia'). */
  label: string;
  /** The question of the dialog, naming the item. */
  text: string;
  /** The toast once deleted. */
  deleted: string;
  /** Where to go once deleted (the list). */
  back: string;
  /** False while the section is off (the API would refuse). */
  enabled: boolean;
};

/** The danger zone of an item screen: a delete button, its confirmation, then the toast and the way back to the list. */
export default function DeleteItem({ path, label, text, deleted, back, enabled }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const result = await api('DELETE', path);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      toast.success(deleted);
      navigate(back);
    }
  }
  return (
    <section className="conta-panel admin-danger-zone">
      <button className="btn btn-danger" type="button" disabled={!enabled} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={label}
        text={text}
        confirmLabel={t('admin_confirm_delete')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
