import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useT } from '../i18n/use-t';
import { api } from '../lib/api-client';
import { withLoadingBar } from '../lib/loading-bar';
import type { PublicSettings } from '../lib/schemas/settings';
import { confirmationWarning, setupSchema } from '../lib/schemas/setup';
import { queueFlash } from '../stores/flash';
import { startSession, type Profile } from '../stores/session';
import Field from './Field';
import { useForm } from './use-form';

const EMPTY = { title: '', admin_name: '', email: '', password: '', password_confirmation: '' };
type Status = 'checking' | 'form' | 'done' | 'unreachable';

// GET /api/settings answers JSON (null or the settings); anything else means the API is not where the site is.
async function checkApi(): Promise<Status> {
  const result = await api<PublicSettings | null>('GET', '/api/settings', { quiet: true });
  if (!result.ok) return result.error.status === 0 || result.error.message.trimStart().startsWith('<') ? 'unreachable' : 'form';
  if (typeof result.data === 'string') return 'unreachable';
  return result.data ? 'done' : 'form';
}

/** First-time setup: registers the site and its administrator, logs in and goes to /conta/settings. */
export default function SetupForm() {
  const t = useT();
  const form = useForm<keyof typeof EMPTY>(setupSchema, EMPTY);
  const [status, setStatus] = useState<Status>('checking');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    checkApi().then(setStatus);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid || !form.data || saving) return;
    const input = form.data as typeof EMPTY;
    setSaving(true);
    const created = await withLoadingBar(() => api<PublicSettings>('POST', '/api/settings/setup', { body: input, quiet: true }));
    if (!created.ok) {
      setSaving(false);
      if (created.error.status === 422) form.showServerErrors(created.error.errors);
      toast.error(created.error.status === 0 ? t('network_error') : created.error.message);
      return;
    }
    const login = await withLoadingBar(() =>
      api<{ token: string; user: Profile }>('POST', '/api/auth/login', { body: { email: input.email, password: input.password } }),
    );
    if (!login.ok) {
      setSaving(false);
      return;
    }
    startSession(login.data.token, login.data.user);
    const message = t('settings_saved');
    toast.success(message);
    queueFlash(message);
    location.assign('/conta/settings');
  }

  if (status === 'checking') return <p className="muted" role="status">{t('loading')}</p>;
  if (status === 'unreachable') {
    return (
      <div className="notice notice-warning" role="alert">
        <h2>{t('api_unreachable_title')}</h2>
        <p>{t('api_unreachable_text')}</p>
      </div>
    );
  }
  if (status === 'done') {
    return (
      <div className="notice notice-info">
        <p>{t('setup_already_done')}</p>
        <a className="btn btn-primary" href="/conta/settings">
          {t('go_to_settings')}
        </a>
      </div>
    );
  }

  const warning = confirmationWarning(form.values.password, form.values.password_confirmation);
  return (
    <form className="stack" noValidate onSubmit={submit} aria-labelledby="setup-title">
      <Field label={t('site_title')} {...form.field('title')} />
      <Field label={t('admin_name')} autoComplete="name" {...form.field('admin_name')} />
      <Field label={t('admin_email')} type="email" autoComplete="email" {...form.field('email')} />
      <Field label={t('password')} type="password" autoComplete="new-password" {...form.field('password')} />
      <Field label={t('password_confirmation')} type="password" autoComplete="new-password" warning={warning} {...form.field('password_confirmation')} />
      <button className="btn btn-primary btn-block" type="submit" disabled={!form.valid || saving}>
        {saving ? t('saving') : t('setup_submit')}
      </button>
    </form>
  );
}
