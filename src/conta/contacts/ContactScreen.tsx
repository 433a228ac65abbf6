import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { formatDateTime } from '../../lib/date-time';
import type { ContactMessage } from '../../lib/schemas/contact';
import { Link, navigate } from '../router';
import Screen from '../screens/Screen';
import ConfirmDialog from '../form/ConfirmDialog';
import { useLoad } from '../load/use-load';
import '../admin.css';

/** /conta/contacts/:id: one message (opening it marks it read), with "mark unread" and delete. */
export default function ContactScreen({ id }: { id: string }) {
  const t = useT();
  const { loaded } = useLoad<ContactMessage>(`/api/contacts/${encodeURIComponent(id)}`, { quiet: false });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const back = (
    <p className="conta-actions">
      <Link href="/conta/contacts">{t('contacts_back')}</Link>
    </p>
  );
  if (loaded.state !== 'ready') {
    return (
      <Screen title={t('nav_contacts')}>
        {loaded.state === 'loading' ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : (
          <p className="notice notice-danger">{t(loaded.error.status === 404 ? 'page_not_found' : 'admin_item_failed')}</p>
        )}
        {back}
      </Screen>
    );
  }
  const contact = loaded.data;

  async function markUnread() {
    setBusy(true);
    const result = await api('PATCH', `/api/contacts/${contact.id}`, { body: { read: false } });
    setBusy(false);
    if (result.ok) {
      toast.success(t('contacts_marked_unread'));
      navigate('/conta/contacts');
    }
  }
  async function remove() {
    setBusy(true);
    const result = await api('DELETE', `/api/contacts/${contact.id}`);
    setBusy(false);
    setConfirming(false);
    if (result.ok) {
      toast.success(t('contacts_deleted'));
      navigate('/conta/contacts');
    }
  }

  return (
    <Screen title={t('contacts_message_title', undefined, { name: contact.name })}>
      <article className="conta-panel">
        <dl className="conta-details">
          <dt>{t('contacts_field_name')}</dt>
          <dd>{contact.name}</dd>
          <dt>{t('contacts_field_email')}</dt>
          <dd>
            <a href={`mailto:${encodeURIComponent(contact.email).replace('%40', '@')}`}>{contact.email}</a>
          </dd>
          <dt>{t('contacts_field_date')}</dt>
          <dd>
            <time dateTime={contact.created_at}>{formatDateTime(contact.created_at)}</time>
          </dd>
        </dl>
        <h2 className="visually-hidden">{t('contacts_field_message')}</h2>
        <p className="admin-message conta-panel">{contact.message}</p>
      </article>
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="button" disabled={busy} onClick={markUnread}>
          {t('contacts_mark_unread')}
        </button>
        <button className="btn btn-danger" type="button" disabled={busy} onClick={() => setConfirming(true)}>
          {t('contacts_delete')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('contacts_delete_confirm_title')}
        text={t('contacts_delete_confirm_text', undefined, { name: contact.name })}
        confirmLabel={t('admin_confirm_delete')}
        busy={busy}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
      {back}
    </Screen>
  );
}
