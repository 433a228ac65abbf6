import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { formatDocument, formatPhone } from '../../lib/br-documents';
import { withLoadingBar } from '../../client/loading-bar';
import type { AccountProfile, profileSchema } from '../../lib/schemas/account';
import { lazySchema } from '../form/lazy-schema';
import TextField from '../form/TextField';
import { useAccountForm } from './use-account-form';

type Props = { initial: AccountProfile; onSaved: (profile: AccountProfile) => void };

const RULES = lazySchema(() => import('../../lib/schemas/account').then((module) => module.profileSchema));

/** The form values of a stored profile (CPF/CNPJ and phone shown with their masks). */
export const profileValues = (profile: AccountProfile) => ({
  name: profile.name,
  organization: profile.organization ?? '',
  document: profile.document ? formatDocument(profile.document) : '',
  phone: profile.phone ? formatPhone(profile.phone) : '',
  email: profile.email,
  current_password: '',
});

/** Name, organization, CPF/CNPJ, phone and e-mail, saved with PUT /api/profile. */
export default function ProfileForm({ initial, onSaved }: Props) {
  const t = useT();
  const form = useAccountForm<keyof ReturnType<typeof profileValues>, typeof profileSchema>(
    RULES,
    profileValues(initial),
    'profile-',
  );
  const [saving, setSaving] = useState(false);
  // A new e-mail is confirmed with the current password (the server asks for it only then).
  const emailChanged = form.values.email.trim().toLowerCase() !== initial.email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || saving) return;
    setSaving(true);
    // The e-mail notice to the old address is written in the page's language.
    const body = { ...form.data, current_password: emailChanged ? form.data.current_password : null, locale: document.documentElement.lang || 'pt' };
    const result = await withLoadingBar(() => api<AccountProfile>('PUT', '/api/profile', { body, quiet: true }));
    setSaving(false);
    if (result.ok) {
      form.reset(profileValues(result.data));
      onSaved(result.data);
      toast.success(t('acc_profile_saved'));
      return;
    }
    if (result.error.status === 422) form.showServerErrors(result.error.errors);
    else if (result.error.status === 409) form.showServerErrors({ email: [result.error.message] });
    toast.error(result.error.status === 0 ? t('network_error') : result.error.message);
  }

  const optional = (key: string) => t('acc_optional', undefined, { field: t(key) });
  return (
    <section className="conta-panel" aria-labelledby="profile-data-title">
      <h2 id="profile-data-title">{t('acc_profile_data')}</h2>
      <form className="conta-form" noValidate onSubmit={submit} aria-labelledby="profile-data-title">
        <TextField label={t('name')} required autoComplete="name" {...form.field('name')} />
        <TextField label={optional('acc_field_organization')} autoComplete="organization" {...form.field('organization')} />
        <div className="field-grid">
          <TextField label={optional('acc_field_document')} hint={t('acc_hint_document')} {...form.field('document')} />
          <TextField label={optional('acc_field_phone')} inputMode="tel" autoComplete="tel" hint={t('acc_hint_phone')} {...form.field('phone')} />
        </div>
        <TextField label={t('email')} type="email" required autoComplete="email" {...form.field('email')} />
        {emailChanged && (
          <TextField
            required
            label={t('acc_field_current_password')}
            type="password"
            autoComplete="current-password"
            hint={t('acc_email_password_hint')}
            {...form.field('current_password')}
          />
        )}
        <div className="conta-form-actions">
          <button className="btn btn-primary" type="submit" disabled={!form.valid || saving || (emailChanged && !form.values.current_password)}>
            {saving ? t('saving') : t('acc_profile_save')}
          </button>
          {!form.valid && <p className="muted">{t('acc_fix_fields')}</p>}
        </div>
      </form>
    </section>
  );
}
