import type { Labels } from '../../types';

/** The English texts of the labels in ../consent.ts. */
export const EN: Labels = {
  consent_region: 'Cookies and privacy',
  consent_text: 'We use analytics cookies ({tools}) to understand how the site is used, only if you accept.',
  consent_privacy: 'Privacy policy',
  consent_accept: 'Accept',
  consent_reject: 'Reject',
  footer_privacy: 'Privacy policy',
  footer_cookies: 'Cookies',
};
