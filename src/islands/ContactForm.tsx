import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useT } from '../i18n/use-t';
import { api } from '../lib/api-client';
import { withLoadingBar } from '../lib/loading-bar';
import { contactSchema } from '../lib/schemas/contact';
import Field from './Field';
import { useForm } from './use-form';

const EMPTY = { name: '', email: '', message: '' };

/** The footer's contact form: name, e-mail and message; send is disabled while the form is invalid. */
export default function ContactForm() {
  const t = useT();
  const form = useForm<keyof typeof EMPTY>(contactSchema, EMPTY);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.valid || sending) return;
    setSending(true);
    const result = await withLoadingBar(() => api<{ sent: boolean }>('POST', '/api/contacts/contact', { body: form.data, quiet: true }));
    setSending(false);
    if (result.ok) {
      if (result.data) {
        toast.success(t('your_message_has_been_sent_we_will_contact_you_soon_thank_you'));
        form.reset();
      }
      return;
    }
    if (result.error.status === 422) form.showServerErrors(result.error.errors);
    toast.error(result.error.status === 0 ? t('network_error') : result.error.message);
  }

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-label={t('contact_us')}>
      <Field label={t('name')} autoComplete="name" {...form.field('name')} id="contact-name" />
      <Field label={t('email')} type="email" autoComplete="email" {...form.field('email')} id="contact-email" />
      <Field label={t('message')} multiline {...form.field('message')} id="contact-message" />
      <button className="btn btn-primary" type="submit" disabled={!form.valid || sending}>
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
