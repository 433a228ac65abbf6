import { createHash } from 'node:crypto';
import { isValidDocument } from '../../../lib/br-documents';
import type { Address, AddressData } from '../../../lib/schemas/address';
import type { CreateOrderData } from '../../../lib/schemas/order';
import type { Product } from '../../../lib/schemas/product';
import type { CartItem } from '../../../lib/schemas/cart';
import { couponRefusedInOrder } from '../../../lib/shop/coupons';
import type { OrderAddress, OrderShipping, ShortLine } from '../../../lib/shop/orders';
import { addressLimitError, addressWithOwner } from '../../accounts/addresses';
import type { SessionUser } from '../../auth/sessions';
import type { Db, Sql } from '../../db/client';
import { together } from '../../db/together';
import { isForeignKeyViolation } from '../../db/foreign-key';
import { isRaised } from '../../db/raised';
import { ADDRESS_REQUIRED, SHIPPING_REQUIRED } from '../../../lib/schemas/order';
import { needsDelivery, type CartCheck } from '../../../lib/shop/cart-lines';
import { HttpError, invalid, unauthorized } from '../../http/http-error';
import { rateRule, tooMany } from '../../http/rate-limit';
import { assertWithinMaximum, checkCart, productsByIds, sellableLines, shortMessage } from '../cart/cart-check';
import { quoteCart, quotesCallOutside, takeQuoteSlot } from '../cart/cart-quote';
import { getShopConfig, type ShopConfig } from '../config/shop-settings';
import { applyCoupon, couponByCode, isCouponRefusal, releaseCouponSlot, takeCouponSlot, type CouponForBuyer } from '../coupons/coupons';
import { assertChargeable, orderTotal } from './order-amounts';
import { insertOrder, type CheckedOrder, type OrderCouponUse } from './order-insert';
import { checkoutPaymentMethods } from './payment-methods';

/** At most 20 new orders per customer within 10 minutes (a retry of the same order does not count). */
export const ORDER_RULE = rateRule({
  bucket: 'orders',
  max: 20,
  windowSeconds: 10 * 60,
  message: 'Muitos pedidos em pouco tempo. Tente novamente em alguns minutos.',
});

/** Answered (422 on `idempotency_key`) when a key already made an order from another request. */
export const KEY_REUSED = 'Esta chave (Idempotency-Key) já foi usada em outro pedido. Gere uma nova chave para um novo pedido.';
/** Answered (409) when a line has less stock than asked; the body lists each short line. */
export const ORDER_SHORT = 'Alguns itens não têm estoque suficiente. Ajuste as quantidades e tente novamente.';
/** Answered (422 on `address_id`) for an address that is not one of the buyer's. */
export const ADDRESS_NOT_OWN = 'O campo Endereço deve ser um dos seus endereços.';
/** Answered (422 on `shipping_service`) for an option the quote of that address does not offer. */
export const SHIPPING_NOT_QUOTED = 'O frete escolhido não está disponível para este endereço. Escolha outra opção.';
/** Answered (422 on `payment_method`) for a method the shop does not offer. */
export const METHOD_OFF = 'Esta forma de pagamento não está disponível. Escolha outra.';

/** Answered (422 on `payment_method`) to a Mercado Pago Pix without the buyer's CPF or CNPJ, which the charge needs. */
export const DOCUMENT_FOR_PIX = 'Para pagar por Pix pelo Mercado Pago, informe seu CPF ou CNPJ em Meus dados.';

/** What a request asked, in a stable form: two requests with the same key must ask the same thing. */
export function requestHash(input: CreateOrderData): string {
  const { items, address_id, address, shipping_service, payment_method, notes, coupon_code } = input;
  const lines = items.map((item) => [item.product_id, item.variant_id, item.quantity, ...(item.amount_cents ? [item.amount_cents] : [])]);
  const asked = [lines, address_id, address, shipping_service, payment_method, notes, ...(coupon_code ? [coupon_code] : [])];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

type Claim = { request_hash: string; order_id: string | null };

/** The order an earlier request with this key made (its id), or null when the key is new; 422 when it asked otherwise. */
async function earlierOrder(db: Db, userId: string, key: string, hash: string): Promise<string | null> {
  const [claim] = await db<Claim[]>`
    select request_hash, order_id::text as order_id from order_idempotency where user_id = ${userId} and key = ${key}`;
  if (!claim) return null;
  if (claim.request_hash !== hash) throw invalid({ idempotency_key: [KEY_REUSED] });
  return claim.order_id;
}

/** What an order reads before it knows its buyer: the shop's settings, the cart's products, the saved address named. */
export type OrderReads = {
  config: ShopConfig;
  products: Map<string, Product>;
  saved: { owner: string; address: Address } | null;
};

/**
 * The reads of an order that need neither its buyer nor one another, sent together: POST /api/orders sends them with
 * the session check (one round trip for all); the saved address is kept only if it is the buyer's (createOrder).
 */
export async function readOrderInputs(sql: Sql, input: CreateOrderData): Promise<OrderReads> {
  const [config, products, saved] = await together(
    getShopConfig(sql),
    productsByIds(sql, input.items.map((item) => item.product_id)),
    input.address_id ? addressWithOwner(sql, input.address_id) : null,
  );
  return { config, products, saved };
}

/** The delivery address: one of the buyer's (422 otherwise) or the new one sent; 422 without either. */
function deliveryAddress(userId: string, input: CreateOrderData, saved: OrderReads['saved']): { address: OrderAddress; save: AddressData | null } {
  if (!input.address_id && !input.address) throw invalid({ address: [ADDRESS_REQUIRED] });
  if (input.address_id) {
    if (!saved || saved.owner !== userId) throw invalid({ address_id: [ADDRESS_NOT_OWN] });
    const { recipient, cep, street, number, complement, district, city, state } = saved.address;
    return { address: { recipient, cep, street, number, complement, district, city, state }, save: null };
  }
  const data = input.address as AddressData;
  const { recipient, cep, street, number, complement, district, city, state } = data;
  return { address: { recipient, cep, street, number, complement, district, city, state }, save: data };
}

/** Whether the buyer has the valid CPF or CNPJ that Mercado Pago's Pix names the payer by. */
async function hasPixDocument(sql: Sql, userId: string): Promise<boolean> {
  const [buyer] = await sql<{ document: string | null }[]>`select document from users where id = ${userId}`;
  return !!buyer?.document && isValidDocument(buyer.document);
}

/**
 * The checks and prices of an order, each answered as when they ran one after another: an offered method, the
 * address, the lines through the cart check's pass, a quote that may call the Correios taking a slot of the quote's
 * rate limit for the client's address (`client`), a quoted shipping option, the total (shipping included) within the
 * maximum order total, something to charge on every line for Mercado Pago, and the buyer's CPF or CNPJ for its Pix.
 * Its reads (the quote's rates, the buyer's document) go together.
 */
async function checkOrder(sql: Sql, user: SessionUser, input: CreateOrderData, client: string, reads: OrderReads): Promise<CheckedOrder> {
  const { config, products } = reads;
  const method = (await checkoutPaymentMethods(sql, config)).find((m) => m.code === input.payment_method);
  if (!method) throw invalid({ payment_method: [METHOD_OFF] });
  const check = sellableLines(await checkCart(sql, input.items, products));
  // An order of donations only delivers nothing: no address, no quote, no shipping.
  const delivery = needsDelivery(check.lines);
  const { address, save } = delivery ? deliveryAddress(user.id, input, reads.saved) : { address: null, save: null };
  if (delivery && !input.shipping_service) throw invalid({ shipping_service: [SHIPPING_REQUIRED] });
  if (delivery && quotesCallOutside(config)) await takeQuoteSlot(sql, client);
  const [quote, document, coupon] = await together(
    address ? quoteCart(sql, { postal_code: address.cep, items: input.items }, { products, config }) : null,
    input.payment_method === 'mercadopago_pix' ? hasPixDocument(sql, user.id) : true,
    input.coupon_code ? couponByCode(sql, input.coupon_code, user.id) : null,
  );
  const option = quote ? quote.options.find((o) => o.service === input.shipping_service) : null;
  if (quote && !option) throw invalid({ shipping_service: [SHIPPING_NOT_QUOTED] });
  const applied = input.coupon_code ? couponOnOrder(coupon, check, products) : null;
  const shipping: OrderShipping | null = option
    ? {
        service: option.service,
        name: option.name,
        price_cents: applied?.quote.free_shipping ? 0 : option.price_cents,
        days: option.days,
        provider: option.provider,
        ...(option.carrier ? { carrier: option.carrier } : {}),
      }
    : null;
  assertWithinMaximum(check.lines, shipping?.price_cents ?? 0);
  const total = orderTotal(check, shipping, applied?.quote.discount_cents);
  assertChargeable(input.payment_method, check, total);
  if (!document) throw invalid({ payment_method: [DOCUMENT_FOR_PIX] });
  return { method, address, save, check, shipping, coupon: applied, windowDays: config.payments[input.payment_method].window_days };
}

/** The order's coupon: the check's rules (a 422 on `coupon_code` with the reason), the id and the copy the order keeps. */
function couponOnOrder(coupon: CouponForBuyer | null, check: CartCheck, products: Map<string, Product>): OrderCouponUse {
  try {
    const quote = applyCoupon(coupon, check, products);
    const { id, code, kind, percent, amount_cents } = coupon as CouponForBuyer;
    return { id, quote, copy: { code, kind, percent, amount_cents } };
  } catch (error) {
    throw error instanceof HttpError && error.errors?.code ? invalid({ coupon_code: error.errors.code }) : error;
  }
}

/** Each line that cannot be served now, with the units left (read after the rollback). */
async function shortLines(sql: Sql, items: CartItem[]): Promise<ShortLine[]> {
  const check = await checkCart(sql, items);
  const taken = new Map<string, number>();
  const short: ShortLine[] = [];
  check.lines.forEach((line, index) => {
    const key = `${line.product_id}:${line.variant_id ?? ''}`;
    const before = taken.get(key) ?? 0;
    const available = line.available === null ? null : Math.max(0, line.available - before);
    taken.set(key, before + line.quantity);
    if (available !== null && line.quantity > available) {
      short.push({ line: index, product_id: line.product_id, variant_id: line.variant_id, available, message: shortMessage(available) });
    }
  });
  return short;
}

/** The answer to what the order's statement refused (see insertOrder), anything else unchanged. */
async function refusal(sql: Sql, error: unknown, items: CartItem[]): Promise<unknown> {
  // The buyer's account was deleted after the session was read: its rows' `*_user_id_fkey` refuse the order, and the
  // session is gone with the account.
  if (isForeignKeyViolation(error, /_user_id_fkey$/)) return unauthorized();
  if (isRaised(error, 'VTSTK')) return new HttpError(409, ORDER_SHORT, undefined, undefined, { short: await shortLines(sql, items) });
  if (isRaised(error, 'VTRAT')) return tooMany({ granted: false, rule: ORDER_RULE, retryAfter: Number(error.detail) || 1 });
  if (isRaised(error, 'VTKEY')) return invalid({ idempotency_key: [KEY_REUSED] });
  if (isRaised(error, 'VTCPN')) return invalid({ coupon_code: [couponRefusedInOrder(error.detail)] });
  return addressLimitError(error);
}

/**
 * An order from the buyer's cart (placeOrder's core), priced and shipped by the server, its stock reserved in the
 * same transaction. A key already used by this buyer answers the order it made (`replayed`), never a second one,
 * whatever changed since. `reads` (readOrderInputs) came with the session check; the second round trip reads whether
 * the key made an order beside what the checks need (checkOrder), unless the quote may call the Correios: a retry
 * must then neither take a quote slot nor call them, so the checks wait for the key. The third is the transaction,
 * one statement (insertOrder). An order naming a coupon takes a slot of the coupons' limit for the client's address
 * (`client`) in the second round trip, before any answer about the code: it stays counted only when the coupon is
 * refused. Otherwise it is given back: by an order made or replayed, after the answer (`giveBack`, which placeOrder
 * runs through waitUntil: beside the transaction it cost a round trip); by an order refused for another reason, before.
 */
export async function createOrder(
  sql: Sql,
  user: SessionUser,
  input: CreateOrderData,
  key: string,
  client: string,
  reads: OrderReads,
): Promise<{ id: string; replayed: boolean; giveBack: () => Promise<void> }> {
  const hash = requestHash(input);
  const checks = quotesCallOutside(reads.config) ? null : checkOrder(sql, user, input, client, reads);
  const couponSlot = input.coupon_code ? takeCouponSlot(sql, client) : [];
  const [earlier, checked, slot] = await Promise.allSettled([earlierOrder(sql, user.id, key, hash), checks, couponSlot]);
  const giveBack = async (keep = false) => {
    if (!keep && slot.status === 'fulfilled') await releaseCouponSlot(sql, slot.value);
  };
  if (earlier.status === 'rejected') {
    await giveBack();
    throw earlier.reason;
  }
  if (earlier.value) return { id: earlier.value, replayed: true, giveBack: () => giveBack() };
  if (slot.status === 'rejected') throw slot.reason;
  let order: CheckedOrder;
  try {
    if (checked.status === 'rejected') throw checked.reason;
    order = checked.value ?? (await checkOrder(sql, user, input, client, reads));
  } catch (error) {
    await giveBack(isCouponRefusal(error));
    throw error;
  }
  try {
    const made = await insertOrder(sql, { user, key, hash, input, slot: { rule: ORDER_RULE, key: user.id }, ...order });
    return { ...made, giveBack: () => giveBack() };
  } catch (error) {
    await giveBack(isRaised(error, 'VTCPN'));
    throw await refusal(sql, error, input.items);
  }
}
