import type { Labels } from '../../types';

/** The Spanish texts of the labels in ../consent.ts. */
export const ES: Labels = {
  consent_region: 'Cookies y privacidad',
  consent_text: 'Usamos cookies de análisis ({tools}) para entender cómo se usa el sitio, solo si las acepta.',
  consent_privacy: 'Política de privacidad',
  consent_accept: 'Aceptar',
  consent_reject: 'Rechazar',
  footer_privacy: 'Política de privacidad',
  footer_cookies: 'Cookies',
};
