import type { CreateOrderData } from '../../../lib/schemas/order';
import type { PublicSettings } from '../../../lib/schemas/settings';
import { isMercadoPago, type Order } from '../../../lib/shop/orders';
import type { SessionUser } from '../../auth/sessions';
import type { Sql } from '../../db/client';
import { together } from '../../db/together';
import { afterAnswer, type WaitUntil } from '../../http/route';
import { emptyBoughtLines } from '../cart/account-cart';
import { orderPixText } from '../payments/pix-code';
import { startPaymentOrLog } from './mercadopago-actions';
import { createOrder, type OrderReads } from '../checkout/create-order';
import { sendOrderMails } from '../orders/order-mail';
import { readOrder } from '../orders/order-read';

/** What placing an order takes besides the body: the buyer, the Idempotency-Key, the client's address, waitUntil. */
export type PlaceOrder = {
  user: SessionUser;
  input: CreateOrderData;
  key: string;
  /** The order's first reads (readOrderInputs) and the site's settings (assertShopOpen), sent with the session check. */
  reads: OrderReads;
  settings: PublicSettings;
  /** The client's address: an order whose quote may call the Correios takes a slot of the quote's limit for it. */
  client: string;
  /** The platform's waitUntil: the e-mails then go after the answer. */
  waitUntil?: WaitUntil;
};

/**
 * POST /api/orders as one use case: the order made (createOrder), or the one an earlier request with the same key
 * made (`replayed`: nothing is sent or charged again); the order read back as its buyer sees it (one query) and, for
 * Mercado Pago, the charge, which is part of the answer (its QR), started or its failure logged: the two go together,
 * since the charge changes nothing the read answers, and the lines it bought taken out of the buyer's account cart
 * (emptyBoughtLines: idempotent, so a replay changes nothing; a failure is logged, the order stands); then its
 * e-mails, after the answer.
 */
export async function placeOrder(sql: Sql, { user, input, key, client, reads, settings, waitUntil }: PlaceOrder): Promise<{ order: Order; replayed: boolean }> {
  const { id, replayed, giveBack } = await createOrder(sql, user, input, key, client, reads);
  const charge = !replayed && isMercadoPago(input.payment_method) ? startPaymentOrLog(sql, id) : null;
  const bought = emptyBoughtLines(sql, user.id, id).catch((error: unknown) => {
    console.error(`[orders] the lines of order ${id} could not be taken out of the account's cart:`, error);
  });
  const [{ order, row }] = await together(readOrder(sql, id, user), charge, bought);
  // The e-mails are made of what this request has read: the order as it was just read, the settings, the shop's.
  // The coupon's slot given back (its code applied) goes after the answer too.
  await afterAnswer(giveBack(), waitUntil);
  if (!replayed) await afterAnswer(sendOrderMails(sql, id, null, 'pending', { row, settings, shop: reads.config, pixText: orderPixText }), waitUntil);
  return { order, replayed };
}
