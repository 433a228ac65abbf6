import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import type { userPasswordSchema } from '../../lib/schemas/users';
import { lazySchema } from '../form/lazy-schema';
import TextField from '../form/TextField';
import { useZodForm } from './use-zod-form';

const RULES = lazySchema(() => import('../../lib/schemas/users').then((module) => module.userPasswordSchema));

/** "Redefinir senha" on the edit screen: the manager sets a new password; the account's sessions end. */
export default function PasswordReset({ userId, blocked }: { userId: string; blocked: string | null }) {
  const t = useT();
  const form = useZodForm<typeof userPasswordSchema, 'password'>(RULES, { password: '' });
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || saving || blocked) return;
    setSaving(true);
    const result = await withLoadingBar(() => api('PUT', `/api/users/${userId}/password`, { body: form.data }));
    setSaving(false);
    if (result.ok) {
      toast.success(t('users_reset_done'));
      form.reset({ password: '' });
    } else if (result.error.errors) {
      form.showServerErrors(result.error.errors);
    }
  }

  return (
    <form className="conta-panel conta-form" noValidate onSubmit={submit} aria-labelledby="user-reset-title">
      <h2 id="user-reset-title">{t('users_reset_title')}</h2>
      <p className="muted">{t('users_reset_intro')}</p>
      {blocked ? (
        <p className="admin-rule-note">{blocked}</p>
      ) : (
        <>
          <TextField
            id="user-new-password"
            type="password"
            autoComplete="new-password"
            required
            label={t('users_reset_field')}
            hint={t('users_hint_password')}
            value={form.values.password}
            error={form.errorOf('password')}
            onChange={(value) => form.set('password', value)}
            onBlur={() => form.touch('password')}
          />
          <div className="conta-form-actions">
            <button className="btn btn-primary" type="submit" disabled={!form.valid || saving}>
              {saving ? t('saving') : t('users_reset_submit')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
