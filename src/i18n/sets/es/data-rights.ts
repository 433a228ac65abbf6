import type { Labels } from '../../types';

/** The Spanish texts of the labels in ../data-rights.ts. */
export const ES: Labels = {
  privacy_intro:
    'Tus datos son tuyos. Aquí puedes descargar una copia de todo lo que el sitio guarda sobre tu cuenta o eliminar la cuenta. La Política de privacidad del sitio explica qué guardamos, por qué y por cuánto tiempo.',
  privacy_read_policy: 'Leer la Política de privacidad',
  privacy_export_title: 'Descargar mis datos',
  privacy_cart_reminders_title: 'Recordatorios del carrito',
  privacy_cart_reminders_intro: 'Si dejas artículos en el carrito, la tienda puede enviarte un e-mail recordándolos (uno por carrito).',
  privacy_cart_reminders_label: 'Recibir recordatorios del carrito por e-mail',
  privacy_cart_reminders_saved: 'Preferencia guardada.',
  privacy_export_intro:
    'Un archivo JSON con tu registro, direcciones, pedidos (artículos, importes, estados e historial), mensajes de contacto enviados con tu correo, avisos de producto disponible, cupones usados y tus elecciones de cookies.',
  privacy_export_button: 'Descargar mis datos',
  download_busy: 'Preparando el archivo…',
  download_done: 'Archivo descargado.',
  privacy_delete_title: 'Eliminar mi cuenta',
  privacy_delete_intro: 'Al eliminar la cuenta:',
  privacy_delete_erased:
    'tu registro, tus direcciones, tus mensajes de contacto, tus avisos de producto disponible y tus sesiones se borran, y ya no podrás entrar;',
  privacy_delete_orders:
    'tus pedidos se guardan 5 años, como exige la ley fiscal, sin vínculo con la cuenta; después, tus datos en ellos también se borran;',
  privacy_delete_final: 'la eliminación no se puede deshacer.',
  privacy_password_label: 'Tu contraseña',
  privacy_password_hint: 'Para confirmar que eres tú.',
  privacy_password_required: 'El campo Contraseña es obligatorio.',
  privacy_delete_button: 'Eliminar mi cuenta',
  privacy_delete_confirm_title: '¿Eliminar tu cuenta?',
  privacy_delete_confirm_text: 'Tu cuenta y tus datos se borrarán ahora. Esto no se puede deshacer.',
  privacy_delete_confirm: 'Eliminar mi cuenta',
  privacy_deleted: 'Tu cuenta fue eliminada.',
  privacy_order_link: 'Pedido #{number}',
  users_export_title: 'Exportar datos',
  users_export_intro:
    'Cuando una persona pide por correo una copia de sus datos (LGPD, art. 18), descarga el archivo y envíaselo. La solicitud queda registrada en Solicitudes de titulares.',
  users_export_button: 'Exportar datos',
  requests_intro:
    'El registro de las copias de datos y eliminaciones de cuenta (LGPD, art. 37), pedidas por la propia persona en Mi cuenta o atendidas por un administrador.',
  requests_col_date: 'Fecha',
  requests_col_kind: 'Solicitud',
  requests_col_subject: 'Titular',
  requests_col_actor: 'Hecha por',
  requests_filter_kind: 'Tipo',
  requests_kind_all: 'Todas',
  requests_kind_export: 'Copia de los datos',
  requests_kind_delete: 'Eliminación de la cuenta',
  requests_subject_deleted: 'Cuenta eliminada (n.º {id})',
  requests_by_subject: 'El titular',
  requests_by_admin: 'Administrador: {name}',
  requests_admin_gone: 'cuenta eliminada',
  requests_empty: 'No hay solicitudes registradas.',
};
