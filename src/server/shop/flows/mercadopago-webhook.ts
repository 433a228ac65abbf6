import type { Sql } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { WaitUntil } from '../../http/route';
import { applyMercadoPagoPayment, type Applied } from './apply-payment';
import { getMercadoPagoAccount } from '../payments/mercadopago/mercadopago-account';
import { mercadoPagoClient } from '../payments/mercadopago/mercadopago-client';
import { verifySignature } from '../payments/mercadopago/webhook-signature';

/** Answered (401) to a notification whose signature is missing, wrong or old, or while no secret is configured. */
export const SIGNATURE_REFUSED = 'Notificação recusada: assinatura ausente ou inválida.';

/** What a notification led to: ignored (not a payment, unknown to Mercado Pago), or the payment applied. */
export type NotificationOutcome = { outcome: 'ignored'; reason: string } | { outcome: 'applied'; applied: Applied | null };

/**
 * POST /api/payments/mercadopago: a notification is only a hint. Its x-signature is checked first (401 and nothing
 * changes otherwise); then the payment is read from Mercado Pago (the body is never trusted) and applied, its e-mails
 * after the answer where the platform allows (Mercado Pago wants a quick answer). A provider failure is a 502, so
 * Mercado Pago sends the notification again.
 */
export async function handleMercadoPagoNotification(sql: Sql, request: Request, later?: WaitUntil): Promise<NotificationOutcome> {
  const url = new URL(request.url);
  const dataId = url.searchParams.get('data.id') ?? url.searchParams.get('id');
  const type = url.searchParams.get('type') ?? url.searchParams.get('topic');
  const account = await getMercadoPagoAccount(sql);
  const verdict = verifySignature({
    secret: account.webhookSecret,
    xSignature: request.headers.get('x-signature'),
    xRequestId: request.headers.get('x-request-id'),
    dataId,
  });
  if (verdict !== 'ok') {
    console.warn(`[payments] Mercado Pago notification refused (${verdict})`);
    throw new HttpError(401, SIGNATURE_REFUSED);
  }
  if (type !== 'payment') return { outcome: 'ignored', reason: `type ${type ?? 'none'}` };
  if (!dataId || !/^\d{1,20}$/.test(dataId)) return { outcome: 'ignored', reason: 'no payment id' };
  if (!account.accessToken) {
    console.error('[payments] a signed Mercado Pago notification arrived, but no access token is stored to read the payment');
    return { outcome: 'ignored', reason: 'no access token' };
  }
  try {
    const payment = await mercadoPagoClient({ accessToken: account.accessToken }).getPayment(dataId);
    return { outcome: 'applied', applied: await applyMercadoPagoPayment(sql, payment, later) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      console.warn(`[payments] Mercado Pago has no payment ${dataId}: notification ignored`);
      return { outcome: 'ignored', reason: 'unknown payment' };
    }
    throw error;
  }
}
