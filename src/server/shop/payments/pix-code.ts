// The one place that builds a Pix BR Code. Server-only: pix-utils (and its dependencies) must never reach
// a public page's bundle; the browser gets the finished text and the QR's SVG from GET /api/orders/:id/payment.
import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';

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
