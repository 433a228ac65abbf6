import type { Labels } from '../../types';

/** The Spanish texts of the labels in ../privacy.ts (the Portuguese ones, with the notes on each area). */
export const ES: Labels = {
  privacy_policy_link: 'Política de privacidad',
  privacy_agree_contact: 'Al enviar, acepta la',
  privacy_agree_register: 'Al crear su cuenta, acepta la',
  privacy_agree_checkout: 'Al finalizar el pedido, acepta la',
  privacy_settings_legend: 'Privacidad',
  privacy_field_page: 'Política de privacidad',
  privacy_page_none: 'Ninguna',
  privacy_page_draft: '{title} (borrador)',
  privacy_page_unlisted: '{slug} (página no encontrada)',
  privacy_hint_page:
    'La página del sitio con la política de privacidad: enlazada en el pie de página y en los formularios de contacto, registro y pedido. Una página en borrador solo aparece una vez publicada.',
  privacy_pages_failed: 'No se pudo cargar la lista de páginas.',
  privacy_field_contact_retention: 'Guardar mensajes de contacto (meses)',
  privacy_hint_contact_retention: 'Los mensajes de contacto más antiguos se eliminan automáticamente. De 1 a 120 meses; el valor predeterminado es 24.',
};
