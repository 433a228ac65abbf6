import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
import { api } from '../lib/api-client';
import { withLoadingBar } from '../lib/loading-bar';
import { resetRequestSchema } from '../lib/schemas/account';
import { $token } from '../stores/session';
import Field from './Field';
import { useForm } from './use-form';

/** "Esqueci minha senha" (guest-only): asks for a reset link; the answer never tells whether the account exists. */
export default function ForgotPasswordForm() {
  const t = useT();
  const form = useForm<'email'>(resetRequestSchema, { email: '' });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if ($token.get()) location.replace('/');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid || sending) return;
    setSending(true);
    setFailure(null);
    const result = await withLoadingBar(() =>
      api<{ message: string }>('POST', '/api/auth/password-reset', { body: form.data, quiet: true }),
    );
    setSending(false);
    if (result.ok) {
      setSent(result.data.message);
      return;
    }
    if (result.error.status === 422) form.showServerErrors(result.error.errors);
    setFailure(result.error.status === 0 ? t('network_error') : result.error.message);
  }

  if (sent) {
    return (
      <div className="stack">
        <p className="notice" role="status">
          {sent}
        </p>
        <a href="/login">{t('acc_back_to_login')}</a>
      </div>
    );
  }
  return (
    <form className="stack" noValidate onSubmit={submit} aria-labelledby="forgot-title">
      {failure && (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      )}
      <Field label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
      <button className="btn btn-primary btn-block" type="submit" disabled={!form.valid || sending}>
        {sending ? t('acc_sending') : t('acc_forgot_submit')}
      </button>
      <p className="account-links">
        <a href="/login">{t('acc_back_to_login')}</a>
      </p>
    </form>
  );
}
