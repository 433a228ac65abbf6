import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
import { api } from '../lib/api-client';
import { withLoadingBar } from '../lib/loading-bar';
import { resetConfirmSchema } from '../lib/schemas/account';
import { queueFlash } from '../stores/flash';
import { $token } from '../stores/session';
import Field from './Field';
import { useForm } from './use-form';

const EMPTY = { token: '', password: '', password_confirmation: '' };

/** /redefinir-senha?token=…: sets a new password from the mailed link, then goes to /login. */
export default function ResetPasswordForm() {
  const t = useT();
  const [token, setToken] = useState<string | null>(null);
  const form = useForm<keyof typeof EMPTY>(resetConfirmSchema, EMPTY);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if ($token.get()) return location.replace('/');
    const fromLink = new URLSearchParams(location.search).get('token') ?? '';
    setToken(fromLink);
    form.field('token').onChange(fromLink);
    // Keep the token out of the address bar (and of the history) once read.
    if (fromLink) history.replaceState(null, '', location.pathname);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid || sending) return;
    setSending(true);
    setFailure(null);
    const result = await withLoadingBar(() =>
      api<{ message: string }>('POST', '/api/auth/password-reset/confirm', { body: form.data, quiet: true }),
    );
    if (result.ok) {
      queueFlash(t('acc_reset_done'));
      location.assign('/login');
      return;
    }
    setSending(false);
    if (result.error.status === 422) form.showServerErrors(result.error.errors);
    setFailure(result.error.status === 0 ? t('network_error') : result.error.message);
  }

  if (token === null) return <p className="muted" role="status">{t('loading')}</p>;
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) {
    return (
      <div className="notice notice-warning" role="alert">
        <p>{t('acc_reset_no_token')}</p>
        <a className="btn btn-primary" href="/esqueci-minha-senha">
          {t('acc_reset_request_new')}
        </a>
      </div>
    );
  }
  return (
    <form className="stack" noValidate onSubmit={submit} aria-labelledby="reset-title">
      {failure && (
        <div className="notice notice-danger" role="alert">
          <p>{failure}</p>
          <a href="/esqueci-minha-senha">{t('acc_reset_request_new')}</a>
        </div>
      )}
      <Field label={t('acc_field_new_password')} type="password" autoComplete="new-password" {...form.field('password')} />
      <Field
        label={t('password_confirmation')}
        type="password"
        autoComplete="new-password"
        {...form.field('password_confirmation')}
      />
      <button className="btn btn-primary btn-block" type="submit" disabled={!form.valid || sending}>
        {sending ? t('saving') : t('acc_reset_submit')}
      </button>
    </form>
  );
}
