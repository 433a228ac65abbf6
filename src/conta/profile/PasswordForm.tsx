import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import TextField from '../form/TextField';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import type { passwordChangeSchema } from '../../lib/schemas/account';
import { lazySchema } from '../form/lazy-schema';
import { useAccountForm } from './use-account-form';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
const RULES = lazySchema(() => import('../../lib/schemas/account').then((module) => module.passwordChangeSchema));

/** Change password: the current one and the new one twice (PUT /api/profile/password); other sessions end. */
export default function PasswordForm() {
  const t = useT();
  const form = useAccountForm<keyof typeof EMPTY, typeof passwordChangeSchema>(RULES, EMPTY, 'pw-');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || saving) return;
    setSaving(true);
    const result = await withLoadingBar(() => api('PUT', '/api/profile/password', { body: form.data, quiet: true }));
    setSaving(false);
    if (result.ok) {
      form.reset(EMPTY);
      toast.success(t('acc_password_changed'));
      return;
    }
    if (result.error.status === 422) form.showServerErrors(result.error.errors);
    toast.error(result.error.status === 0 ? t('network_error') : result.error.message);
  }

  return (
    <section className="conta-panel" aria-labelledby="password-title">
      <h2 id="password-title">{t('acc_password_title')}</h2>
      <p className="muted">{t('acc_password_intro')}</p>
      <form className="conta-form" noValidate onSubmit={submit} aria-labelledby="password-title">
        <TextField required label={t('acc_field_current_password')} type="password" autoComplete="current-password" {...form.field('current_password')} />
        <div className="field-grid">
          <TextField required label={t('acc_field_new_password')} type="password" autoComplete="new-password" {...form.field('password')} />
          <TextField required label={t('password_confirmation')} type="password" autoComplete="new-password" {...form.field('password_confirmation')} />
        </div>
        <div className="conta-form-actions">
          <button className="btn btn-primary" type="submit" disabled={!form.valid || saving}>
            {saving ? t('saving') : t('acc_password_save')}
          </button>
        </div>
      </form>
    </section>
  );
}
