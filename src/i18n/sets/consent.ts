import type { Labels } from '../types';

/** The consent banner and the footer's privacy links (src/components/ConsentBanner.astro, Footer.astro). */
export const PT: Labels = {
  consent_region: 'Cookies e privacidade',
  // {tools}: the names of the tags that wait for consent (consentToolNames of src/lib/consent.ts).
  consent_text: 'Usamos cookies de análise ({tools}) para entender como o site é usado, só se você aceitar.',
  consent_privacy: 'Política de privacidade',
  consent_accept: 'Aceitar',
  consent_reject: 'Recusar',
  footer_privacy: 'Política de privacidade',
  footer_cookies: 'Cookies',
};
