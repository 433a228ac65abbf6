import { useCallback, useEffect, useState } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import type { Address } from '../../lib/schemas/address';
import type { Page } from '../../lib/schemas/pagination';
import { useConta } from '../conta-context';
import AddressCard from './AddressCard';
import AddressForm from './AddressForm';

type List = { state: 'loading' } | { state: 'failed' } | { state: 'done'; items: Address[] };
/** What the editor shows: nothing, a new address, or the address with that id. */
type Editing = null | 'new' | string;

/** The user's addresses: list, add, edit, delete (after a confirmation) and choose the default. */
export default function AddressBook() {
  const t = useT();
  const { user } = useConta();
  const [list, setList] = useState<List>({ state: 'loading' });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await api<Page<Address>>('GET', '/api/addresses?per_page=100', { cache: 'no-store' });
    setList(result.ok ? { state: 'done', items: result.data.data } : { state: 'failed' });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function change(call: () => Promise<{ ok: boolean }>, message: string) {
    setBusy(true);
    const result = await withLoadingBar(call);
    setBusy(false);
    setConfirming(null);
    if (result.ok) toast.success(message);
    await load();
  }
  const remove = (id: string) => change(() => api('DELETE', `/api/addresses/${id}`), t('acc_address_deleted'));
  const makeDefault = (id: string) => change(() => api('POST', `/api/addresses/${id}/default`), t('acc_address_default_set'));

  const items = list.state === 'done' ? list.items : [];
  const editedAddress = editing && editing !== 'new' ? (items.find((item) => item.id === editing) ?? null) : null;
  return (
    <section className="conta-panel" aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t('acc_addresses_title')}</h2>
      {list.state === 'loading' && <p className="muted" role="status">{t('loading')}</p>}
      {list.state === 'failed' && (
        <p className="notice notice-danger" role="alert">
          {t('acc_addresses_failed')}{' '}
          <button className="btn btn-ghost" type="button" onClick={() => void load()}>
            {t('try_again')}
          </button>
        </p>
      )}
      {list.state === 'done' && items.length === 0 && <p className="muted">{t('acc_addresses_empty')}</p>}
      {items.length > 0 && (
        <ul className="address-list">
          {items.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              confirming={confirming === address.id}
              busy={busy}
              onEdit={() => setEditing(address.id)}
              onMakeDefault={() => void makeDefault(address.id)}
              onAskDelete={() => setConfirming(address.id)}
              onConfirmDelete={() => void remove(address.id)}
              onCancelDelete={() => setConfirming(null)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <AddressForm
          key={editing}
          address={editedAddress}
          recipient={user.name}
          first={items.length === 0}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        list.state === 'done' && (
          <button className="btn btn-primary account-submit" type="button" onClick={() => setEditing('new')}>
            {t('acc_address_add')}
          </button>
        )
      )}
    </section>
  );
}
