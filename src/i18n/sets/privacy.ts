import type { Labels } from '../types';

/**
 * Labels of the privacy policy's links (the notices of the contact form, the registration and the checkout) and of
 * the privacy fields of /conta/settings. A notice is its lead and the link, each translated apart: the public pages
 * swap a label's whole text (data-t), which would drop a link placed inside it.
 */
export const PT: Labels = {
  privacy_policy_link: 'Política de privacidade',
  privacy_agree_contact: 'Ao enviar, você concorda com a',
  privacy_agree_register: 'Ao criar sua conta, você concorda com a',
  privacy_agree_checkout: 'Ao finalizar o pedido, você concorda com a',
  privacy_settings_legend: 'Privacidade',
  privacy_field_page: 'Política de privacidade',
  privacy_page_none: 'Nenhuma',
  privacy_page_draft: '{title} (rascunho)',
  privacy_page_unlisted: '{slug} (página não encontrada)',
  privacy_hint_page:
    'A página do site com a política de privacidade: ligada no rodapé e nos formulários de contato, de cadastro e do pedido. Uma página em rascunho só aparece depois de publicada.',
  privacy_pages_failed: 'Não foi possível carregar a lista de páginas.',
  privacy_field_contact_retention: 'Guardar mensagens de contato (meses)',
  privacy_hint_contact_retention: 'Mensagens de contato mais antigas são excluídas automaticamente. De 1 a 120 meses; o padrão é 24.',
};
