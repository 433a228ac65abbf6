import { documentKey, documentKind } from '../../../../lib/br-documents';
import { z } from '../../../../lib/zod';
import { invalid } from '../../../http/http-error';

// What we send to and read from Mercado Pago, apart from the calls themselves: amounts in reais, the payer's
// document, the expiry date's format, and the zod shapes of the answers (an answer is parsed, never cast).

/** The largest amount sent (R$ 10 bilhões): far beyond any order, and small enough that reais * 100 rounds back exactly. */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;

/**
 * Integer cents as the reais Mercado Pago takes (1999 -> 19.99). Exact: n / 100 is the double nearest the two-decimal
 * value, and JSON writes the shortest text that reads back as that double, which is the two-decimal text itself.
 */
export function reaisFromCents(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_AMOUNT_CENTS) {
    throw new Error(`An amount must be a positive integer of cents up to ${MAX_AMOUNT_CENTS} (got ${cents}).`);
  }
  return cents / 100;
}

/** Reais as Mercado Pago writes them (19.99) back to integer cents (1999). */
export const centsFromReais = (reais: number): number => Math.round(reais * 100);

/**
 * The payer's identification: a CPF by its 11 digits, a CNPJ by its 14 characters, numeric or alphanumeric (mask
 * ignored, letters upper-case; br-documents.ts); anything else is a 422.
 */
export function identification(document: string): { type: 'CPF' | 'CNPJ'; number: string } {
  const key = documentKey(document);
  const kind = documentKind(key);
  if (kind === 'cpf') return { type: 'CPF', number: key };
  if (kind === 'cnpj') return { type: 'CNPJ', number: key };
  throw invalid({ document: ['Informe um CPF (11 dígitos) ou CNPJ (14 caracteres).'] });
}

/** A date as Mercado Pago's `date_of_expiration` expects it: milliseconds and an offset, in Brasília time (-03:00). */
export function expirationText(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error('An expiry date must be a valid date.');
  return new Date(date.getTime() - 3 * 3600_000).toISOString().replace('Z', '-03:00');
}

const id = z.union([z.number().int().nonnegative(), z.string().min(1)]).transform(String);
const reais = z.number().nonnegative().transform(centsFromReais);
const text = z.string().nullish().transform((v) => v ?? null);

/**
 * The attempt a payment belongs to, from the `metadata` we send with each charge (a Checkout Pro preference passes
 * its metadata to every payment made on its page). Null when absent or not a positive whole number: the payment is
 * then taken as the order's current attempt, or the attempt its stored row already has.
 */
const attemptOf = z
  .unknown()
  .transform((metadata) => {
    const value = metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>).attempt : undefined;
    const attempt = typeof value === 'string' ? Number(value) : value;
    return typeof attempt === 'number' && Number.isSafeInteger(attempt) && attempt >= 1 ? attempt : null;
  });

/** A payment as GET /v1/payments/{id} and the search answer it (the fields we use). */
export const paymentShape = z.object({
  id,
  status: z.string().min(1),
  status_detail: text,
  transaction_amount: reais,
  external_reference: text,
  date_of_expiration: text,
  metadata: attemptOf.optional().transform((attempt) => attempt ?? null),
  // How it is paid: `bank_transfer` (Pix), `credit_card`, `debit_card`, `ticket` (boleto)…, the card's
  // installments, and a boleto's printable page. Read leniently: a payment lacking them is still a payment.
  payment_type_id: text.catch(null),
  installments: z.number().int().positive().nullish().catch(null).transform((v) => v ?? null),
  transaction_details: z
    .object({ external_resource_url: z.string().nullish() })
    .nullish()
    .catch(null)
    .transform((details) => details?.external_resource_url ?? null),
});

/** The payment, as the rest of the code reads it: status and amount in cents; `raw` is the whole answer. */
export type MercadoPagoPayment = {
  id: string;
  status: string;
  status_detail: string | null;
  amount_cents: number;
  external_reference: string | null;
  /** The order's attempt this payment belongs to (our metadata), or null when Mercado Pago did not carry it. */
  attempt: number | null;
  /** Mercado Pago's `payment_type_id` (`ticket` for a boleto, `credit_card`, `bank_transfer` for Pix…), or null. */
  type: string | null;
  /** The card's installments, or null. */
  installments: number | null;
  /** A boleto's printable page (`transaction_details.external_resource_url`), or null. */
  resource_url: string | null;
  /** When the payment stops being payable (`date_of_expiration`: a boleto's due date), or null. */
  expires_at: string | null;
};

/** Maps the parsed answer to MercadoPagoPayment, field by field. */
export const toPayment = (p: z.output<typeof paymentShape>): MercadoPagoPayment => ({
  id: p.id,
  status: p.status,
  status_detail: p.status_detail,
  amount_cents: p.transaction_amount,
  external_reference: p.external_reference,
  attempt: p.metadata,
  type: p.payment_type_id,
  installments: p.installments,
  resource_url: p.transaction_details,
  expires_at: p.date_of_expiration,
});

/** A Pix payment just created: the same payment with its QR (copia e cola text and PNG in base64), both required. */
export const pixPaymentShape = paymentShape.extend({
  point_of_interaction: z.object({
    transaction_data: z.object({ qr_code: z.string().min(1), qr_code_base64: z.string().min(1) }),
  }),
});

/** The answer of GET /v1/payments/search: its results (paging is not needed for one order's few payments). */
export const searchShape = z.object({ results: z.array(paymentShape) });

/** The answer of POST /checkout/preferences: its id and where the buyer goes. */
export const preferenceShape = z.object({ id: z.string().min(1), init_point: z.url() });

/** The answer of PUT /checkout/preferences/{id} (closing it) and of PUT /v1/payments/{id} (cancelling it): its id. */
export const updatedShape = z.object({ id });

/** The answer of POST /v1/payments/{id}/refunds. */
export const refundShape = z.object({ id, payment_id: id, amount: reais, status: z.string().min(1) });
