import { formatDateTime } from '../../lib/date-time';
import { lastCallFailed, type PublishResult } from '../../lib/schemas/publish';
import type { Sql } from '../db/client';
import { HttpError } from '../http/http-error';
import { requestRebuild, toStatus } from './publish';
import { getPublishState } from './publish-state';

/** Message of POST /api/publish without NETLIFY_BUILD_HOOK_URL. */
export const NO_HOOK_MESSAGE =
  'Nenhum build hook está configurado (variável NETLIFY_BUILD_HOOK_URL), então o site não é reconstruído por aqui. ' +
  'Em desenvolvimento local as alterações aparecem na hora.';

/**
 * "Publicar agora": calls the build hook at once unless it was called within the minute (then the rebuild
 * already on its way is reported with its time, and a new one is queued for the minute's end).
 * 409 without a hook; 502 when Netlify did not accept the call (recorded, retried by the scheduled flush).
 */
export async function publishNow(sql: Sql): Promise<{ status: 200 | 202; body: PublishResult }> {
  const { outcome } = await requestRebuild(sql, 'publicar agora');
  if (outcome === 'no_hook') throw new HttpError(409, NO_HOOK_MESSAGE);
  const status = toStatus(await getPublishState(sql));
  if (outcome === 'failed') {
    const detail = status.last_error ? ` ${status.last_error}` : '';
    throw new HttpError(502, `O Netlify não aceitou o pedido de atualização.${detail} Nova tentativa em um minuto.`);
  }
  if (outcome === 'requested') {
    const message = 'Atualização do site pedida ao Netlify. As alterações aparecem em alguns minutos.';
    return { status: 200, body: { outcome, message, ...status } };
  }
  const at = status.last_requested_at ? formatDateTime(status.last_requested_at, 'HH:mm:ss') : '';
  const message = lastCallFailed(status)
    ? `A última tentativa, às ${at}, falhou. Uma nova tentativa será feita ao fim do minuto.`
    : `Uma atualização do site já foi pedida às ${at} e está a caminho. ` +
      'Outra será pedida ao fim do minuto para incluir as alterações mais recentes.';
  return { status: 202, body: { outcome, message, ...status } };
}
