import { z } from '../zod';
import { ADDRESS_REQUIRED, ORDER_DELIVERY_FILTERS, ORDER_STATUSES, PAYMENT_METHODS } from '../shop/orders';
import { isMelhorEnvioOption } from '../shop/melhorenvio';
import { ANY_TRACKING_CODE, TRACKING_CODE_SHAPE } from '../shop/tracking';
import { PICKUP_SERVICE, SERVICE_CODES } from '../shop/services';
import { addressSchema } from './address';
import { itemsField } from './cart';
import { couponCodeField } from './coupon';
import { optionalText } from './fields';
import { idField } from './id-field';
import { localeField } from './locale-field';
import { dayParam } from './day-param';
import { pageQuerySchema, searchParam } from './pagination';

/** Answered (422 on `shipping_service`) when an order with something to deliver has no quoted option chosen. */
export const SHIPPING_REQUIRED = 'O campo Frete deve ser uma das opções cotadas.';

/** Longest order note (the customer's notes at checkout, an admin's note on a status change). */
export const MAX_ORDER_NOTE = 1000;

/** The `Idempotency-Key` header of POST /api/orders: 8 to 100 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/;
/** Answered (422 on `idempotency_key`) when the header is missing or malformed. */
export const IDEMPOTENCY_KEY_MESSAGE = 'O cabeçalho Idempotency-Key é obrigatório (8 a 100 caracteres).';

export { ADDRESS_REQUIRED, REQUIRED_FIELDS } from '../shop/orders';

/** The languages an order's e-mails are written in (the built-in label sets). */
export { localeField, MAIL_LOCALES as ORDER_LOCALES, type MailLocale as OrderLocale } from './locale-field';

/**
 * POST /api/orders. The browser sends what it wants, never a price: the server recomputes every price, the
 * shipping and the total. `address_id` (a saved address of the buyer) or `address` (a new one, saved to the
 * account); neither is ADDRESS_REQUIRED under `address` (pickup too: the quote and the invoice need one), and no
 * `shipping_service` SHIPPING_REQUIRED, unless every line is a donation (createOrder knows that from the products).
 * `locale` is the language of the page the order was placed from (its e-mails are written in it). `coupon_code`: the
 * server applies the coupon's rules and limits itself.
 */
export const createOrderSchema = z
  .object({
    items: itemsField(1),
    address_id: idField('O campo Endereço deve ser o id de um endereço.').nullish().transform((v) => v ?? null),
    address: addressSchema.nullish().transform((v) => v ?? null),
    // A Correios service, pickup, or a Melhor Envio service (`me-<id>`); none for an order of donations only.
    shipping_service: z
      .string({ error: SHIPPING_REQUIRED })
      .refine(
        (code) => (SERVICE_CODES as readonly string[]).includes(code) || code === PICKUP_SERVICE || isMelhorEnvioOption(code),
        SHIPPING_REQUIRED,
      )
      .nullish()
      .transform((v) => v ?? null),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'O campo Forma de pagamento deve ser uma das formas oferecidas.' }),
    notes: optionalText('Observações', MAX_ORDER_NOTE),
    // One coupon per order; empty means none.
    coupon_code: z
      .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), couponCodeField('Cupom de desconto').nullish())
      .transform((v) => v ?? null),
    locale: localeField(),
  });
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrderData = z.output<typeof createOrderSchema>;

/** POST /api/orders/:id/status (admin, super): the asked status; `sent` takes a tracking code. */
export const orderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'O campo Status deve ser um dos status de pedido.' }),
    note: optionalText('Observação interna', MAX_ORDER_NOTE),
    tracking_code: z
      .string({ error: 'O campo Código de rastreio deve ser um texto.' })
      .trim()
      .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
      .nullish()
      .transform((v) => v || null)
      // Any carrier's shape here; the order's carrier decides the rest (trackingCodeError in changeOrderStatus).
      .refine((v) => v === null || ANY_TRACKING_CODE.test(v), TRACKING_CODE_SHAPE),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'sent' && !input.tracking_code) {
      ctx.addIssue({ code: 'custom', path: ['tracking_code'], message: 'O campo Código de rastreio é obrigatório para marcar como enviado.' });
    }
  });
export type OrderStatusData = z.output<typeof orderStatusSchema>;

/**
 * GET /api/orders and its CSV export: status, delivery (with: something to send; without: donations only), search
 * (number, name, e-mail, CPF/CNPJ), São Paulo days, pages.
 */
export const orderListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(ORDER_STATUSES, { error: 'O parâmetro status deve ser um dos status de pedido.' })
    .optional()
    .transform((v) => v ?? null),
  delivery: z
    .enum(ORDER_DELIVERY_FILTERS, { error: 'O parâmetro delivery deve ser with (com entrega) ou without (só doações).' })
    .optional()
    .transform((v) => v ?? null),
  q: searchParam,
  from: dayParam('from'),
  to: dayParam('to'),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'O parâmetro to deve ser igual ou posterior a from.' });
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** Body of POST /api/orders/:id/payment/refund-duplicate: which of the order's payments to give back alone. */
export const refundDuplicateSchema = z.object({
  payment_id: idField('O campo Pagamento deve ser um dos pagamentos deste pedido.'),
});
export type RefundDuplicateData = z.infer<typeof refundDuplicateSchema>;
