import type { Labels } from '../../types';

/** The Spanish texts of the labels in ../publish.ts (the Portuguese ones, with the notes on each area). */
export const ES: Labels = {
  publish_build: 'Versión local (npm run preview)',
  publish_building: 'Reconstruyendo el sitio…',
  publish_built_at: 'Lista desde {time}',
  publish_build_failed_at: 'La reconstrucción de {time} falló; la versión anterior sigue publicada.',
  publish_title: 'Publicación',
  publish_intro: 'Las páginas públicas se generan con antelación: cada cambio pide a Netlify una nueva versión del sitio, como máximo una vez por minuto.',
  publish_no_hook: 'No hay ningún build hook configurado (NETLIFY_BUILD_HOOK_URL): el sitio no pide nuevas versiones a Netlify. En desarrollo local, los cambios aparecen al instante.',
  publish_last_requested: 'Última actualización pedida',
  publish_never: 'Nunca',
  publish_pending: 'Cambios pendientes',
  publish_pending_since: 'Sí, desde {time}: se publicarán en menos de un minuto.',
  publish_none_pending: 'Ninguno',
  publish_last_error: 'Último error',
  publish_error_at: '{error} ({time})',
  publish_now: 'Publicar ahora',
  publish_sending: 'Publicando…',
  publish_requested: 'Actualización del sitio pedida. Los cambios aparecen en unos minutos.',
  publish_on_its_way: 'Ya se pidió una actualización a las {time} y está en camino. Otra saldrá al final del minuto con los cambios más recientes.',
  publish_status_failed: 'No se pudo cargar el estado de la publicación.',
  publish_retry_soon: 'El último intento, a las {time}, falló. Se intentará de nuevo al final del minuto.',

};
