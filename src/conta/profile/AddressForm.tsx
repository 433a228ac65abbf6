import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { maskCep } from '../../lib/br-documents';
import { withLoadingBar } from '../../client/loading-bar';
import type { Address, addressSchema } from '../../lib/schemas/address';
import { lazySchema } from '../form/lazy-schema';
import CheckboxField from '../form/CheckboxField';
import TextField from '../form/TextField';
import AddressFields from './AddressFields';
import { useAccountForm } from './use-account-form';

const RULES = lazySchema(() => import('../../lib/schemas/address').then((module) => module.addressSchema));

type Props = {
  /** The address being edited, or null for a new one. */
  address: Address | null;
  /** The recipient a new address starts with (the user's name). */
  recipient: string;
  /** Whether a new address becomes the default anyway (the first one does). */
  first: boolean;
  onSaved: (address: Address) => void;
  onCancel: () => void;
};

const valuesOf = (address: Address | null, recipient: string) => ({
  recipient: address?.recipient ?? recipient,
  cep: address ? maskCep(address.cep) : '',
  street: address?.street ?? '',
  number: address?.number ?? '',
  complement: address?.complement ?? '',
  district: address?.district ?? '',
  state: address?.state ?? '',
  city: address?.city ?? '',
});

/** Adds (POST /api/addresses) or edits (PUT /api/addresses/:id) an address, optionally making it the default. */
export default function AddressForm({ address, recipient, first, onSaved, onCancel }: Props) {
  const t = useT();
  const form = useAccountForm<keyof ReturnType<typeof valuesOf>, typeof addressSchema>(
    RULES,
    valuesOf(address, recipient),
    'address-',
  );
  const [makeDefault, setMakeDefault] = useState(first || !!address?.is_default);
  const [saving, setSaving] = useState(false);
  const title = t(address ? 'acc_address_edit_title' : 'acc_address_new_title');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || saving) return;
    setSaving(true);
    const body = { ...form.data, is_default: makeDefault };
    const result = await withLoadingBar(() =>
      address
        ? api<Address>('PUT', `/api/addresses/${address.id}`, { body, quiet: true })
        : api<Address>('POST', '/api/addresses', { body, quiet: true }),
    );
    setSaving(false);
    if (result.ok) {
      toast.success(t('acc_address_saved'));
      onSaved(result.data);
      return;
    }
    if (result.error.status === 422) form.showServerErrors(result.error.errors);
    toast.error(result.error.status === 0 ? t('network_error') : result.error.message);
  }

  return (
    <form className="conta-form address-editor" noValidate onSubmit={submit} aria-labelledby="address-form-title">
      <h3 id="address-form-title">{title}</h3>
      <TextField label={t('acc_field_recipient')} required autoComplete="name" {...form.field('recipient')} />
      <AddressFields field={form.field} values={form.values} set={form.set} />
      <CheckboxField
        id="address-is-default"
        label={t('acc_address_is_default')}
        checked={makeDefault}
        onChange={setMakeDefault}
      />
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="submit" disabled={!form.valid || saving}>
          {saving ? t('saving') : t('acc_address_save')}
        </button>
        <button className="btn btn-ghost" type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
        {!form.valid && <p className="muted">{t('acc_fix_fields')}</p>}
      </div>
    </form>
  );
}
