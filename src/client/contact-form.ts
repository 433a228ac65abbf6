import { contactErrors, contactPayload, type ContactValues } from '../lib/contact-rules';
import { bindLightForm } from './light-form';
import { lightApi } from './light-fetch';
import { showToast } from './toast';

/**
 * Wires one footer contact form (src/components/ContactForm.astro) through the light-form binder; the answer is a
 * toast, and a sent message empties the form.
 */
export function bindContactForm(form: HTMLFormElement): void {
  bindLightForm(form, {
    fields: ['name', 'email', 'message'],
    check: (values) => contactErrors(values as ContactValues),
    submit: async (values, control) => {
      const result = await lightApi('POST', '/api/contacts/contact', contactPayload(values as ContactValues), 'status');
      if (result.ok) {
        control.reset();
        showToast(await control.label('your_message_has_been_sent_we_will_contact_you_soon_thank_you'), 'success');
        return 'stay';
      }
      if (result.error.status === 422) control.showServerErrors(result.error.errors);
      showToast(result.error.status === 0 ? await control.label('network_error') : result.error.message, 'error');
      return 'stay';
    },
  });
}
