import type { Labels } from '../../types';

/** The Spanish texts of the labels in ../common.ts (the Portuguese ones, with the notes on each area). */
export const ES: Labels = {
  role_user: 'Cliente',
  role_admin: 'Administrador',
  role_super: 'Super',
  status_pending: 'Confirmación pendiente',
  status_paid: 'Pago confirmado',
  status_failed: 'Fallo en el pago',
  status_processing: 'En procesamiento',
  status_sent: 'Producto enviado',
  status_received: 'Producto recibido',
  status_canceled: 'Cancelado',
  back: 'Volver',
  save: 'Guardar',
  cancel: 'Cancelar',
  deleting: 'Eliminando…',
  loading: 'Cargando…',
  page_not_found: 'Página no encontrada',
  an_error_occurred: 'Ocurrió un error',
  network_error: 'No fue posible conectar con el servidor. Verifique su conexión e intente de nuevo.',

};
