import type { Labels } from '../types';

/** Labels shared by the whole product: roles, statuses, generic actions and errors. */
export const PT: Labels = {
  role_user: 'Cliente',
  role_admin: 'Administrador',
  role_super: 'Super',
  status_pending: 'Confirmação Pendente',
  status_paid: 'Pagamento confirmado',
  status_failed: 'Falha no pagamento',
  status_processing: 'Em processamento',
  status_sent: 'Produto enviado',
  status_received: 'Produto recebido',
  status_canceled: 'Cancelado',
  back: 'Voltar',
  save: 'Salvar',
  cancel: 'Cancelar',
  deleting: 'Excluindo…',
  loading: 'Carregando…',
  page_not_found: 'Página não encontrada',
  an_error_occurred: 'Ocorreu um erro',
  network_error: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',

};
