import type { Labels } from '../types';

/**
 * The data subject's rights (LGPD art. 18) in /conta: "Meus dados e privacidade" (a copy of one's data, the deletion
 * of one's account), the admin's "Exportar dados" on a user's screen, the record "Solicitações de titulares", and the
 * mark of an order whose buyer deleted their account.
 */
export const PT: Labels = {
  privacy_intro:
    'Seus dados são seus. Aqui você baixa uma cópia de tudo o que o site guarda sobre a sua conta ou exclui a conta. A Política de privacidade do site explica o que guardamos, por quê e por quanto tempo.',
  privacy_read_policy: 'Ler a Política de privacidade',
  privacy_export_title: 'Baixar meus dados',
  privacy_cart_reminders_title: 'Lembretes de carrinho',
  privacy_cart_reminders_intro: 'Se você deixar itens no carrinho, a loja pode enviar um e-mail lembrando deles (um por carrinho).',
  privacy_cart_reminders_label: 'Receber lembretes de carrinho por e-mail',
  privacy_cart_reminders_saved: 'Preferência salva.',
  privacy_export_intro:
    'Um arquivo JSON com seu cadastro, endereços, pedidos (itens, valores, situações e histórico), mensagens de contato enviadas com o seu e-mail, avisos de produto disponível, cupons usados e suas escolhas de cookies.',
  privacy_export_button: 'Baixar meus dados',
  download_busy: 'Preparando o arquivo…',
  download_done: 'Arquivo baixado.',
  privacy_delete_title: 'Excluir minha conta',
  privacy_delete_intro: 'Ao excluir a conta:',
  privacy_delete_erased:
    'seu cadastro, seus endereços, suas mensagens de contato, seus avisos de produto disponível e suas sessões são apagados, e você não consegue mais entrar;',
  privacy_delete_orders:
    'seus pedidos são guardados por 5 anos, como a lei fiscal exige, sem ligação com a conta; depois disso, seus dados neles também são apagados;',
  privacy_delete_final: 'a exclusão não pode ser desfeita.',
  privacy_password_label: 'Sua senha',
  privacy_password_hint: 'Para confirmar que é você.',
  privacy_password_required: 'O campo Senha é obrigatório.',
  privacy_delete_button: 'Excluir minha conta',
  privacy_delete_confirm_title: 'Excluir sua conta?',
  privacy_delete_confirm_text: 'Sua conta e seus dados serão apagados agora. Isso não pode ser desfeito.',
  privacy_delete_confirm: 'Excluir minha conta',
  privacy_deleted: 'Sua conta foi excluída.',
  privacy_order_link: 'Pedido #{number}',
  users_export_title: 'Exportar dados',
  users_export_intro:
    'Quando a pessoa pede por e-mail uma cópia dos seus dados (LGPD, art. 18), baixe o arquivo e envie a ela. O pedido fica registrado em Solicitações de titulares.',
  users_export_button: 'Exportar dados',
  requests_intro:
    'O registro das cópias de dados e exclusões de conta (LGPD, art. 37), pedidas pela própria pessoa em Minha conta ou atendidas por um administrador.',
  requests_col_date: 'Data',
  requests_col_kind: 'Solicitação',
  requests_col_subject: 'Titular',
  requests_col_actor: 'Feita por',
  requests_filter_kind: 'Tipo',
  requests_kind_all: 'Todas',
  requests_kind_export: 'Cópia dos dados',
  requests_kind_delete: 'Exclusão da conta',
  requests_subject_deleted: 'Conta excluída (nº {id})',
  requests_by_subject: 'O titular',
  requests_by_admin: 'Administrador: {name}',
  requests_admin_gone: 'conta excluída',
  requests_empty: 'Nenhuma solicitação registrada.',
};
