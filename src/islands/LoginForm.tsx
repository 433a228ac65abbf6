import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
import { api } from '../lib/api-client';
import { withLoadingBar } from '../lib/loading-bar';
import { loginSchema } from '../lib/schemas/auth';
import { $token, startSession, takeReturnPath, type Profile } from '../stores/session';
import Field from './Field';
import { useForm } from './use-form';
import '../conta/profile/profile.css';

const EMPTY = { email: '', password: '' };

/** The login form (guest-only: a stored session goes home); success returns to the saved page, else /. */
export default function LoginForm() {
  const t = useT();
  const form = useForm<keyof typeof EMPTY>(loginSchema, EMPTY);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if ($token.get()) location.replace('/');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid || sending) return;
    setSending(true);
    setFailure(null);
    const result = await withLoadingBar(() => api<{ token: string; user: Profile }>('POST', '/api/auth/login', { body: form.data, quiet: true }));
    if (result.ok) {
      startSession(result.data.token, result.data.user);
      location.assign(takeReturnPath());
      return;
    }
    setSending(false);
    if (result.error.status === 422) form.showServerErrors(result.error.errors);
    setFailure(result.error.status === 0 ? t('network_error') : result.error.message);
  }

  return (
    <form className="stack" noValidate onSubmit={submit} aria-labelledby="login-title">
      {failure && (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      )}
      <Field label={t('email')} type="email" autoComplete="username" {...form.field('email')} />
      <Field label={t('password')} type="password" autoComplete="current-password" {...form.field('password')} />
      <button className="btn btn-primary btn-block" type="submit" disabled={!form.valid || sending}>
        {sending ? t('logging_in') : t('login_submit')}
      </button>
      <p className="account-links">
        <a href="/cadastro">{t('acc_create_account')}</a>
        <a href="/esqueci-minha-senha">{t('acc_forgot_password')}</a>
      </p>
    </form>
  );
}
