import { useState, type FormEvent } from 'react';
import { lightApi } from '../../client/light-fetch';
import { shopLabel as t } from '../../client/shop/shop-labels';
import { loginErrors, loginPayload } from '../../lib/auth-rules';
import { registerErrors, registerPayload } from '../../lib/register-rules';
import { REQUIRED_FIELDS } from '../../lib/shop/orders';
import { startSession, type Profile } from '../../stores/session';
import { AddressFields, type Errors, type Values } from './AddressFields';
import { Field } from './Field';
import { PrivacyNotice } from './PrivacyNotice';

type Session = { token: string; user: Profile };

/** The first message of each field of a 422 (`{field: [messages]}`). */
export const firstErrors = (errors: Record<string, string[]> | undefined, prefix = ''): Errors =>
  Object.fromEntries(
    Object.entries(errors ?? {})
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, messages]) => [field.slice(prefix.length), messages[0]]),
  );

/** Moves the focus to the first field with an error, after React has drawn it. */
export const focusFirstError = (root: HTMLElement | null) =>
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

const REGISTER_EMPTY: Values = {
  name: '', organization: '', document: '', phone: '', email: '', password: '', password_confirmation: '',
  cep: '', street: '', number: '', complement: '', district: '', state: '', city: '',
};

/**
 * The checkout's identification: log in, or create an account inline with the registration fields (the same rules
 * and messages as /cadastro: src/lib/register-rules.ts). Either way the session starts here and the checkout goes on.
 */
export function Identify({ privacyHref, onSignedIn }: { privacyHref: string | null; onSignedIn: (session: Session) => void }) {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  return (
    <div className="checkout-identify">
      <div className="checkout-tabs" role="group" aria-label={t('checkout_step_identify')}>
        <button type="button" className="btn btn-secondary" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>{t('checkout_have_account')}</button>
        <button type="button" className="btn btn-secondary" aria-pressed={mode === 'register'} onClick={() => setMode('register')}>{t('checkout_new_account')}</button>
      </div>
      {mode === 'login' ? <LoginForm onSignedIn={onSignedIn} /> : <RegisterForm privacyHref={privacyHref} onSignedIn={onSignedIn} />}
    </div>
  );
}

function useSubmit(onSignedIn: (session: Session) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const send = async (path: string, body: unknown) => {
    setBusy(true);
    setFailure(null);
    const result = await lightApi<Session>('POST', path, body);
    setBusy(false);
    if (result.ok) {
      startSession(result.data.token, result.data.user);
      onSignedIn(result.data);
      return;
    }
    setServerErrors(firstErrors(result.error.errors));
    setFailure(result.error.status === 0 ? t('network_error') : result.error.message);
  };
  return { busy, failure, serverErrors, setServerErrors, send };
}

function LoginForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [shown, setShown] = useState(false);
  const { busy, failure, serverErrors, setServerErrors, send } = useSubmit(onSignedIn);
  const errors: Errors = { ...(shown ? loginErrors(values) : {}), ...serverErrors };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(loginErrors(values)).length > 0) return focusFirstError(event.currentTarget);
    void send('/api/auth/login', loginPayload(values));
  };
  const change = (name: string, value: string) => {
    setValues({ ...values, [name]: value });
    setServerErrors({});
  };
  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-label={t('checkout_login')}>
      <Field id="checkout-login-email" label={t('email')} error={errors.email}>
        {(attrs) => <input {...attrs} type="email" autoComplete="email" value={values.email} onChange={(e) => change('email', e.target.value)} />}
      </Field>
      <Field id="checkout-login-password" label={t('password')} error={errors.password}>
        {(attrs) => <input {...attrs} type="password" autoComplete="current-password" value={values.password} onChange={(e) => change('password', e.target.value)} />}
      </Field>
      {failure && <p className="form-failure" role="alert">{failure}</p>}
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? t('checkout_logging_in') : t('checkout_login')}</button>
    </form>
  );
}

function RegisterForm({ privacyHref, onSignedIn }: { privacyHref: string | null; onSignedIn: (session: Session) => void }) {
  const [values, setValues] = useState<Values>(REGISTER_EMPTY);
  const [shown, setShown] = useState(false);
  const { busy, failure, serverErrors, setServerErrors, send } = useSubmit(onSignedIn);
  const ruleErrors = registerErrors(values);
  const errors: Errors = { ...(shown ? ruleErrors : {}), ...serverErrors };
  const missing = shown && Object.keys(ruleErrors).length > 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(ruleErrors).length > 0) return focusFirstError(event.currentTarget);
    void send('/api/auth/register', registerPayload(values));
  };
  const change = (changes: Values) => {
    setValues((current) => ({ ...current, ...changes }));
    setServerErrors({});
  };
  const text = (name: string, label: string, type = 'text', autoComplete?: string, mask?: (v: string) => string) => (
    <Field id={`checkout-register-${name}`} label={label} error={errors[name]}>
      {(attrs) => (
        <input {...attrs} name={name} type={type} autoComplete={autoComplete} value={values[name]} onChange={(e) => change({ [name]: mask ? mask(e.target.value) : e.target.value })} />
      )}
    </Field>
  );
  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-label={t('checkout_new_account')}>
      {text('name', t('name'), 'text', 'name')}
      {text('organization', t('acc_field_organization'), 'text', 'organization')}
      <div className="field-row">
        {text('document', t('acc_field_document'), 'text', 'off')}
        {text('phone', t('acc_field_phone'), 'tel', 'tel')}
      </div>
      <AddressFields prefix="checkout-register" values={values} errors={errors} onChange={change} withRecipient={false} />
      {text('email', t('email'), 'email', 'email')}
      <div className="field-row">
        {text('password', t('password'), 'password', 'new-password')}
        {text('password_confirmation', t('password_confirmation'), 'password', 'new-password')}
      </div>
      {missing && <p className="form-failure" role="alert">{REQUIRED_FIELDS}</p>}
      {failure && <p className="form-failure" role="alert">{failure}</p>}
      <PrivacyNotice href={privacyHref} lead="privacy_agree_register" />
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? t('checkout_registering') : t('checkout_register')}</button>
    </form>
  );
}
