// The one place that builds a Pix BR Code. Server-only: pix-utils (and its dependencies) must never reach
// a public page's bundle; the browser gets the finished text and the QR's SVG from GET /api/orders/:id/payment.
import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';
import type { OrderPix } from '../../../lib/shop/orders';
import type { PaymentSettings } from '../../../lib/shop/shop-settings';

/** What a static BR Code of one order carries: the organisation's key, name and city, the amount and the txid. */
export type PixCodeInput = { key: string; name: string; city: string; amountCents: number; txid: string };

/** The "copia e cola" text and its QR code as an SVG document. */
export type PixCode = { copia_e_cola: string; qr_svg: string };

/** The txid of a static code: alphanumeric, at most 25 characters (the order number fits). */
export const pixTxid = (orderNumber: number): string => String(orderNumber).replace(/[^A-Za-z0-9]/g, '').slice(0, 25);

/**
 * The static BR Code (EMV payload, CRC16 included) for an amount in cents; the name and city are cut to the EMV
 * limits (25 and 15) without accents by pix-utils. An input pix-utils refuses is a programming error: the settings
 * schema checked the key, name and city when they were saved.
 */
export function pixCopiaECola(input: PixCodeInput): string {
  const pix = createStaticPix({
    merchantName: input.name.slice(0, 25),
    merchantCity: input.city.slice(0, 15),
    pixKey: input.key,
    txid: input.txid,
    transactionAmount: input.amountCents / 100,
  });
  if (hasError(pix)) throw new Error(`[pix] the BR Code could not be built: ${pix.message}`);
  return pix.toBRCode();
}

/** A BR Code with its QR as SVG (error correction M, a quiet zone of 2 modules). */
export async function pixWithQr(copia_e_cola: string): Promise<PixCode> {
  const qr_svg = await QRCode.toString(copia_e_cola, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { copia_e_cola, qr_svg };
}

/** What an order's Pix needs of it (an order's row or its answer both fit). */
type PayableOrder = { number: number | string; status: string; payment_method: string; total_cents: number };

/** What it needs of the shop: its Pix / transferência settings (the shop's config fits). */
type PixShop = { payments: Pick<PaymentSettings, 'pix_manual'> };

/**
 * The Pix "copia e cola" of an order while it waits for payment by Pix / transferência, from the key configured now
 * in /conta/shop (a changed key is the one that receives the money), or null: not pending, another method, no key,
 * or nothing to pay. The e-mail needs only this text: drawing the QR costs more CPU than the rest of an order's mail.
 */
export function orderPixText(order: PayableOrder, shop: PixShop): string | null {
  const { pix_key, receiver_name, receiver_city } = shop.payments.pix_manual;
  if (order.status !== 'pending' || order.payment_method !== 'pix_manual') return null;
  if (!pix_key || !receiver_name || !receiver_city || order.total_cents <= 0) return null;
  return pixCopiaECola({ key: pix_key, name: receiver_name, city: receiver_city, amountCents: order.total_cents, txid: pixTxid(Number(order.number)) });
}

/** The same code with its QR as SVG, for the order page: null where orderPixText is. */
export async function orderPixCode(order: PayableOrder, shop: PixShop): Promise<OrderPix | null> {
  const text = orderPixText(order, shop);
  return text === null ? null : pixWithQr(text);
}
