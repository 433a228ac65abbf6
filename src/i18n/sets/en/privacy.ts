import type { Labels } from '../../types';

/** The English texts of the labels in ../privacy.ts (the Portuguese ones, with the notes on each area). */
export const EN: Labels = {
  privacy_policy_link: 'Privacy policy',
  privacy_agree_contact: 'By sending, you agree to the',
  privacy_agree_register: 'By creating your account, you agree to the',
  privacy_agree_checkout: 'By placing the order, you agree to the',
  privacy_settings_legend: 'Privacy',
  privacy_field_page: 'Privacy policy',
  privacy_page_none: 'None',
  privacy_page_draft: '{title} (draft)',
  privacy_page_unlisted: '{slug} (page not found)',
  privacy_hint_page:
    "The site's page holding the privacy policy: linked from the footer and the contact, registration and order forms. A draft page shows only once published.",
  privacy_pages_failed: 'The list of pages could not be loaded.',
  privacy_field_contact_retention: 'Keep contact messages (months)',
  privacy_hint_contact_retention: 'Older contact messages are deleted automatically. From 1 to 120 months; the default is 24.',
};
