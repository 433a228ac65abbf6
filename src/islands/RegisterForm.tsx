import { useEffect, useState, type FormEvent } from 'react';
import AddressFields from '../conta/profile/AddressFields';
import TextField from '../conta/form/TextField';
import { useAccountForm } from '../conta/profile/use-account-form';
import { useT } from '../i18n/use-t';
import { api } from '../lib/api-client';
import { withLoadingBar } from '../lib/loading-bar';
import { registerSchema } from '../lib/schemas/account';
import { $token, startSession, takeReturnPath, type Profile } from '../stores/session';
import Field from './Field';

const EMPTY = {
  name: '',
  organization: '',
  document: '',
  phone: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  state: '',
  city: '',
  email: '',
  password: '',
  password_confirmation: '',
};

/** Registration (guest-only): creates a customer account, logs in and goes to the saved page, else /conta. */
export default function RegisterForm() {
  const t = useT();
  const form = useAccountForm<keyof typeof EMPTY, typeof registerSchema>(registerSchema, EMPTY);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if ($token.get()) location.replace('/');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || sending) return;
    setSending(true);
    setFailure(null);
    const result = await withLoadingBar(() =>
      api<{ token: string; user: Profile }>('POST', '/api/auth/register', { body: form.data, quiet: true }),
    );
    if (result.ok) {
      startSession(result.data.token, result.data.user);
      const target = takeReturnPath();
      location.assign(target === '/' ? '/conta' : target);
      return;
    }
    setSending(false);
    if (result.error.status === 422) form.showServerErrors(result.error.errors);
    if (result.error.status === 409) form.showServerErrors({ email: [result.error.message] });
    setFailure(result.error.status === 0 ? t('network_error') : result.error.message);
  }

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="register-title">
      {failure && (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      )}
      <fieldset className="account-fieldset">
        <legend>{t('acc_section_person')}</legend>
        <TextField label={t('name')} required autoComplete="name" {...form.field('name')} />
        <TextField
          label={t('acc_optional', undefined, { field: t('acc_field_organization') })}
          autoComplete="organization"
          {...form.field('organization')}
        />
        <div className="field-grid">
          <TextField label={t('acc_field_document')} required inputMode="numeric" hint={t('acc_hint_document')} {...form.field('document')} />
          <TextField label={t('acc_field_phone')} required inputMode="tel" autoComplete="tel" hint={t('acc_hint_phone')} {...form.field('phone')} />
        </div>
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>{t('acc_section_address')}</legend>
        <AddressFields field={form.field} values={form.values} set={form.set} />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>{t('acc_section_access')}</legend>
        <TextField label={t('email')} type="email" required autoComplete="email" {...form.field('email')} />
        <Field label={t('password')} type="password" autoComplete="new-password" {...form.field('password')} />
        <Field label={t('password_confirmation')} type="password" autoComplete="new-password" {...form.field('password_confirmation')} />
      </fieldset>
      <button className="btn btn-primary btn-block account-submit" type="submit" disabled={!form.valid || sending}>
        {sending ? t('acc_registering') : t('acc_register_submit')}
      </button>
      {!form.valid && <p className="muted">{t('acc_fix_fields')}</p>}
      <p className="account-links">
        <span>
          {t('acc_have_account')} <a href="/login">{t('acc_login_link')}</a>
        </span>
      </p>
    </form>
  );
}
