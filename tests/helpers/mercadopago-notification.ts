import { createHmac } from 'node:crypto';

/** The webhook secret the tests store and sign with. */
export const MP_WEBHOOK_SECRET = 'segredo-do-webhook-de-teste';

/** What a signed notification may change: the secret, the time (seconds), the request id, the type, a forced signature (null: none). */
export type NotificationOptions = { secret?: string; ts?: number; requestId?: string; type?: string; signature?: string | null };

/**
 * A notification request as Mercado Pago sends it to `base` (the API tests' fake host, or the browser tests' dev
 * server), signed with `secret` at `ts` as Mercado Pago signs: HMAC-SHA256 of "id:…;request-id:…;ts:…;".
 */
export function signedNotification(base: string, dataId: string, options: NotificationOptions = {}): Request {
  const ts = String(options.ts ?? Math.floor(Date.now() / 1000));
  const requestId = options.requestId ?? `req-${Math.random().toString(36).slice(2)}`;
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', options.secret ?? MP_WEBHOOK_SECRET).update(manifest).digest('hex');
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
  if (options.signature !== null) headers['x-signature'] = options.signature ?? `ts=${ts},v1=${v1}`;
  const type = options.type ?? 'payment';
  return new Request(`${base}/api/payments/mercadopago?data.id=${dataId}&type=${type}`, {
    method: 'POST',
    headers,
    // The body claims "approved" whatever the truth: the handler must never believe it.
    body: JSON.stringify({ action: 'payment.updated', type, data: { id: dataId }, status: 'approved' }),
  });
}
