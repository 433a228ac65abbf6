import type { Labels } from '../types';

/** Labels of publishing: the dashboard's "Publicação" panel and "Publicar agora". Texts may hold {placeholders}. */
export const PT: Labels = {
  publish_build: 'Versão local (npm run preview)',
  publish_building: 'Reconstruindo o site…',
  publish_built_at: 'Pronta desde {time}',
  publish_build_failed_at: 'A reconstrução de {time} falhou; a versão anterior continua no ar.',
  publish_title: 'Publicação',
  publish_intro: 'As páginas públicas são geradas com antecedência: cada alteração pede ao Netlify uma nova versão do site, no máximo uma vez por minuto.',
  publish_no_hook: 'Nenhum build hook configurado (NETLIFY_BUILD_HOOK_URL): o site não pede novas versões ao Netlify. Em desenvolvimento local, as alterações aparecem na hora.',
  publish_last_requested: 'Última atualização pedida',
  publish_never: 'Nunca',
  publish_pending: 'Alterações pendentes',
  publish_pending_since: 'Sim, desde {time}: serão publicadas em até um minuto.',
  publish_none_pending: 'Nenhuma',
  publish_last_error: 'Último erro',
  publish_error_at: '{error} ({time})',
  publish_now: 'Publicar agora',
  publish_sending: 'Publicando…',
  publish_requested: 'Atualização do site pedida. As alterações aparecem em alguns minutos.',
  publish_on_its_way: 'Uma atualização já foi pedida às {time} e está a caminho. Outra sairá ao fim do minuto com as alterações mais recentes.',
  publish_status_failed: 'Não foi possível carregar o estado da publicação.',
  publish_retry_soon: 'A última tentativa, às {time}, falhou. Uma nova tentativa será feita ao fim do minuto.',

};
