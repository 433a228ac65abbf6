import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import type { OpenOrderRef } from '../../lib/schemas/privacy';
import { queueFlash } from '../../stores/flash';
import { clearSession } from '../../stores/session';
import { privacyPageHref } from '../../lib/privacy';
import { useConta } from '../conta-context';
import CheckboxField from '../form/CheckboxField';
import DownloadButton from '../form/DownloadButton';
import ConfirmDialog from '../form/ConfirmDialog';
import TextField from '../form/TextField';
import { useLoad } from '../load/use-load';
import { Link } from '../router';
import Screen from '../screens/Screen';
import './privacy.css';

/** The 409 of a deletion while paid orders are on their way: its message and the orders it names. */
type Held = { message: string; orders: OpenOrderRef[] };

/** "Baixar meus dados": the copy of everything kept about the account, as a JSON file. */
function DownloadData() {
  const t = useT();
  return (
    <section className="conta-panel" aria-labelledby="privacy-export-title">
      <h2 id="privacy-export-title">{t('privacy_export_title')}</h2>
      <p>{t('privacy_export_intro')}</p>
      <DownloadButton path="/api/profile/export" fallbackName="meus-dados.json" label={t('privacy_export_button')} />
    </section>
  );
}

/** The abandoned-cart e-mails: on unless the person turned them off (here, or by the e-mail's unsubscribe link). */
function CartReminders() {
  const t = useT();
  // Shown once read; a failed read leaves the choice out.
  const { loaded, set } = useLoad<{ enabled: boolean }>('/api/cart/reminders');
  const enabled = loaded.state === 'ready' ? loaded.data.enabled : null;
  const setEnabled = (value: boolean) => set({ enabled: value });
  async function change(next: boolean) {
    setEnabled(next);
    const result = await api<{ enabled: boolean }>('PUT', '/api/cart/reminders', { body: { enabled: next } });
    if (result.ok) toast.success(t('privacy_cart_reminders_saved'));
    else setEnabled(!next);
  }
  return (
    <section className="conta-panel" aria-labelledby="privacy-cart-title">
      <h2 id="privacy-cart-title">{t('privacy_cart_reminders_title')}</h2>
      <p>{t('privacy_cart_reminders_intro')}</p>
      {enabled !== null && (
        <CheckboxField id="privacy-cart-reminders" label={t('privacy_cart_reminders_label')} checked={enabled} onChange={(next) => void change(next)} />
      )}
    </section>
  );
}

/** "Excluir minha conta": confirmed by the password, then by a dialog; refused while paid orders are on their way. */
function DeleteAccount() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState<Held | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  function ask(event: FormEvent) {
    event.preventDefault();
    setHeld(null);
    if (!password) {
      setError(t('privacy_password_required'));
      return;
    }
    setError(null);
    setConfirming(true);
  }

  async function erase() {
    setBusy(true);
    const result = await api('DELETE', '/api/profile', { body: { password }, quiet: true });
    setBusy(false);
    setConfirming(false);
    if (result.ok) {
      clearSession();
      queueFlash(t('privacy_deleted'));
      location.assign('/');
      return;
    }
    const { status, errors, message, body } = result.error;
    if (status === 422 && errors?.password) setError(errors.password[0]);
    else if (status === 409) setHeld({ message, orders: (body as { orders?: OpenOrderRef[] }).orders ?? [] });
    else toast.error(message);
  }

  return (
    <section className="conta-panel privacy-delete" aria-labelledby="privacy-delete-title">
      <h2 id="privacy-delete-title">{t('privacy_delete_title')}</h2>
      <p>{t('privacy_delete_intro')}</p>
      <ul className="privacy-list">
        <li>{t('privacy_delete_erased')}</li>
        <li>{t('privacy_delete_orders')}</li>
        <li>{t('privacy_delete_final')}</li>
      </ul>
      {held && (
        <div className="notice notice-danger" role="alert">
          <p>{held.message}</p>
          {held.orders.length > 0 && (
            <ul>
              {held.orders.map((order) => (
                <li key={order.id}>
                  <Link href={`/conta/pedidos/${order.id}`}>{t('privacy_order_link', undefined, { number: order.number })}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form onSubmit={ask} noValidate>
        <TextField
          id="privacy-delete-password"
          type="password"
          label={t('privacy_password_label')}
          hint={t('privacy_password_hint')}
          value={password}
          onChange={setPassword}
          onBlur={() => undefined}
          error={error}
          autoComplete="current-password"
          required
        />
        <button className="btn btn-danger" type="submit">
          {t('privacy_delete_button')}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('privacy_delete_confirm_title')}
        text={t('privacy_delete_confirm_text')}
        confirmLabel={t('privacy_delete_confirm')}
        busy={busy}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

/** /conta/privacidade ("Meus dados e privacidade"), every role: a copy of one's data, and the deletion of the account. */
export default function PrivacyScreen() {
  const t = useT();
  const policy = privacyPageHref(useConta().settings);
  return (
    <Screen title={t('nav_privacy')}>
      <p className="conta-lead">{t('privacy_intro')}</p>
      {policy && (
        <p>
          <a href={policy}>{t('privacy_read_policy')}</a>
        </p>
      )}
      <DownloadData />
      <CartReminders />
      <DeleteAccount />
    </Screen>
  );
}
