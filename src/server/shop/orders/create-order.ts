import { createHash } from 'node:crypto';
import { isValidDocument } from '../../../lib/br-documents';
import type { CartItem } from '../../../lib/schemas/cart';
import type { CartCheck } from '../../../lib/shop/cart-lines';
import type { AddressData } from '../../../lib/schemas/address';
import type { CreateOrderData } from '../../../lib/schemas/order';
import type { OrderAddress, OrderShipping, ShortLine } from '../../../lib/shop/orders';
import { insertAddress, getAddress } from '../../accounts/addresses';
import type { SessionUser } from '../../auth/sessions';
import type { Db, Sql } from '../../db/client';
import { HttpError, invalid } from '../../http/http-error';
import { rateRule, tooMany, tryTakeSlotsIn } from '../../http/rate-limit';
import { assertWithinMaximum, checkCart, productsByIds, sellableLines, shortMessage } from '../cart-check';
import { quoteCart, quotesCallOutside, takeQuoteSlot } from '../cart-quote';
import { getShopConfig } from '../shop-settings';
import { stockRowColumns } from '../stock-history';
import { assertChargeable, isFree, settleFreeOrder } from './order-amounts';
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

/** Mercado Pago's Pix names the payer by CPF or CNPJ: a buyer without a valid one chooses another method first. */
async function assertPixPayer(sql: Sql, userId: string): Promise<void> {
  const [buyer] = await sql<{ document: string | null }[]>`select document from users where id = ${userId}`;
  if (!buyer?.document || !isValidDocument(buyer.document)) throw invalid({ payment_method: [DOCUMENT_FOR_PIX] });
}

/** What a request asked, in a stable form: two requests with the same key must ask the same thing. */
export function requestHash(input: CreateOrderData): string {
  const { items, address_id, address, shipping_service, payment_method, notes } = input;
  const lines = items.map((item) => [item.product_id, item.variant_id, item.quantity]);
  return createHash('sha256').update(JSON.stringify([lines, address_id, address, shipping_service, payment_method, notes])).digest('hex');
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

/** The delivery address: one of the buyer's (422 otherwise) or the new one sent. */
async function deliveryAddress(sql: Sql, userId: string, input: CreateOrderData): Promise<{ address: OrderAddress; save: AddressData | null }> {
  if (input.address_id) {
    const saved = await getAddress(sql, userId, input.address_id).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) throw invalid({ address_id: [ADDRESS_NOT_OWN] });
      throw error;
    });
    const { recipient, cep, street, number, complement, district, city, state } = saved;
    return { address: { recipient, cep, street, number, complement, district, city, state }, save: null };
  }
  const data = input.address as AddressData;
  const { recipient, cep, street, number, complement, district, city, state } = data;
  return { address: { recipient, cep, street, number, complement, district, city, state }, save: data };
}

/** One stock row to take units from: a variant, or a product without variants. */
type Reservation = { table: 'product_variants' | 'products'; id: string; quantity: number; lines: number[] };

/** The units each stock row gives, lines of the same product or variant summed, in a fixed order (no deadlocks). */
function reservations(items: CartItem[]): Reservation[] {
  const byRow = new Map<string, Reservation>();
  items.forEach((item, line) => {
    const table = item.variant_id ? 'product_variants' : 'products';
    const id = item.variant_id ?? item.product_id;
    const key = `${table}:${id}`;
    const row = byRow.get(key) ?? { table, id, quantity: 0, lines: [] };
    row.quantity += item.quantity;
    row.lines.push(line);
    byRow.set(key, row);
  });
  return [...byRow.values()].sort((a, b) => a.table.localeCompare(b.table) || Number(BigInt(a.id) - BigInt(b.id)));
}

/** Thrown inside the transaction when a row is short: everything is rolled back, then the short lines are told. */
class ShortStock extends Error {}

/** A sale as reserve() took it from a stock row, for the order's statement to write into the stock history. */
type Sold = { product_id: string; variant_id: string | null; variant_options: string[] | null; quantity: number; stock_after: number };

/**
 * Takes the units from each row with one conditional update (`… where stock >= $q`), never a read then a write: two
 * buyers of the last unit cannot both get it. A row of unlimited stock (null) is neither written nor locked, so that
 * buyers of it do not queue behind one another; the statement's snapshot saw it unlimited, as if the order came just
 * before any change of its stock. Any short row rolls back all. Answers each limited row's sale (the units and the
 * stock after), which the order's own statement writes into the stock history with the order and its buyer, in the
 * same transaction: no second write of the history while the rows stay locked.
 */
async function reserve(tx: Db, rows: Reservation[]): Promise<Sold[]> {
  const sold: Sold[] = [];
  for (const row of rows) {
    const [result] = await tx<(Omit<Sold, 'quantity'> & { ok: boolean; stock_after: number | null; product_id: string | null })[]>`
      with taken as (
        update ${tx(row.table)} set stock = stock - ${row.quantity} where id = ${row.id} and stock >= ${row.quantity}
        returning ${stockRowColumns(tx, row.table)}, stock)
      select t.product_id::text as product_id, t.variant_id::text as variant_id, t.variant_options, t.stock as stock_after,
        t.product_id is not null or exists (select 1 from ${tx(row.table)} where id = ${row.id} and stock is null) as ok
      from (select 1) one left join taken t on true`;
    if (!result.ok) throw new ShortStock();
    if (result.product_id !== null && result.stock_after !== null) {
      const { product_id, variant_id, variant_options, stock_after } = result;
      sold.push({ product_id, variant_id, variant_options, quantity: -row.quantity, stock_after });
    }
  }
  return sold;
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

/** What the order row and its lines are made of, all computed before the transaction. */
type NewOrder = {
  user: SessionUser;
  key: string;
  input: CreateOrderData;
  address: OrderAddress;
  shipping: OrderShipping;
  instructions: string | null;
  check: CartCheck;
  windowDays: number;
  /** The sales reserve() made, written here into the stock history with the order and its buyer. */
  sold: Sold[];
};

/**
 * Writes the order in one statement: the row (the customer's name, e-mail, document and phone copied from the
 * account), its lines, its first history entry and the key's link to it. Answers the new order's id.
 */
async function insertOrder(tx: Db, order: NewOrder): Promise<string> {
  const { user, key, input, address, shipping, check } = order;
  const subtotal = check.subtotal_cents;
  const lines = check.lines.map((line, position) => ({
    position,
    product_id: line.product_id,
    variant_id: line.variant_id,
    name: line.name as string,
    sku: line.sku,
    options: line.options.map((o) => o.value),
    image: line.image,
    unit_price_cents: line.unit_price_cents as number,
    quantity: line.quantity,
  }));
  const [created] = await tx<{ id: string }[]>`
    with o as (
      insert into orders (user_id, customer_name, customer_email, customer_document, customer_phone, address, shipping,
        payment_method, payment_instructions, subtotal_cents, shipping_cents, total_cents, notes, locale, expires_at)
      select u.id, u.name, u.email, u.document, u.phone, ${tx.json(address)}, ${tx.json(shipping)}, ${input.payment_method},
        ${order.instructions}, ${subtotal}, ${shipping.price_cents}, ${subtotal + shipping.price_cents}, ${input.notes},
        ${input.locale}, now() + make_interval(days => ${order.windowDays})
      from users u where u.id = ${user.id}
      returning id),
    items as (
      insert into order_items (order_id, position, product_id, variant_id, name, sku, options, image, unit_price_cents, quantity)
      select o.id, l.position, l.product_id, l.variant_id, l.name, l.sku, l.options, l.image, l.unit_price_cents, l.quantity
      from o, jsonb_to_recordset(${tx.json(lines)}) as l(position integer, product_id bigint, variant_id bigint, name text,
        sku text, options text[], image text, unit_price_cents integer, quantity integer)),
    history as (
      insert into order_history (order_id, from_status, to_status, user_id) select o.id, null, 'pending', ${user.id} from o),
    claim as (
      update order_idempotency set order_id = (select id from o) where user_id = ${user.id} and key = ${key}),
    sold as (
      insert into stock_history (product_id, variant_id, variant_options, kind, quantity, stock_after, user_id, order_id)
      select s.product_id, s.variant_id, s.variant_options, 'sale', s.quantity, s.stock_after, ${user.id}, o.id
      from o, jsonb_to_recordset(${tx.json(order.sold)}) as s(product_id bigint, variant_id bigint, variant_options text[],
        quantity integer, stock_after integer))
    select id::text as id from o`;
  return created.id;
}

/**
 * An order from the buyer's cart (placeOrder's core), priced and shipped by the server, its stock reserved in the
 * same transaction. A key already used by this buyer answers the order it made (`replayed`), never a second one. The
 * shop's settings and the cart's products are read once, before the transaction, which then makes few round trips.
 * The lines go through the cart check's pass; a quote that may call the Correios takes a slot of the quote's rate
 * limit for the client's address (`client`); the total, shipping included, stays within the maximum order total; a
 * Mercado Pago method needs something to charge on every line; a zero total is paid as it is made.
 */
export async function createOrder(
  sql: Sql,
  user: SessionUser,
  input: CreateOrderData,
  key: string,
  client: string,
): Promise<{ id: string; replayed: boolean }> {
  const hash = requestHash(input);
  const earlier = await earlierOrder(sql, user.id, key, hash);
  if (earlier) return { id: earlier, replayed: true };

  const config = await getShopConfig(sql);
  const methods = await checkoutPaymentMethods(sql, config);
  const method = methods.find((m) => m.code === input.payment_method);
  if (!method) throw invalid({ payment_method: [METHOD_OFF] });
  const { address, save } = await deliveryAddress(sql, user.id, input);
  const products = await productsByIds(sql, input.items.map((item) => item.product_id));
  const check = sellableLines(await checkCart(sql, input.items, products));
  if (quotesCallOutside(config)) await takeQuoteSlot(sql, client);
  const quote = await quoteCart(sql, { postal_code: address.cep, items: input.items }, { products, config });
  const option = quote.options.find((o) => o.service === input.shipping_service);
  if (!option) throw invalid({ shipping_service: [SHIPPING_NOT_QUOTED] });
  const shipping: OrderShipping = { service: option.service, name: option.name, price_cents: option.price_cents, days: option.days, provider: option.provider };
  assertWithinMaximum(check.lines, shipping.price_cents);
  assertChargeable(input.payment_method, check, shipping);
  const windowDays = config.payments[input.payment_method].window_days;
  if (input.payment_method === 'mercadopago_pix') await assertPixPayer(sql, user.id);

  try {
    return await sql.begin(async (tx) => {
      // The key first: a concurrent retry waits here until this transaction ends, then finds the order it made.
      const [claimed] = await tx`
        insert into order_idempotency (user_id, key, request_hash) values (${user.id}, ${key}, ${hash})
        on conflict do nothing returning key`;
      if (!claimed) return { id: (await earlierOrder(tx, user.id, key, hash)) as string, replayed: true };
      const slot = await tryTakeSlotsIn(tx, [{ rule: ORDER_RULE, key: user.id }]);
      if (!slot.granted) throw tooMany(slot);
      // The stock before the order row: a short cart takes no order number (numbers stay without gaps), and a
      // counted row stays locked by this order only for the one insert and the commit that follow.
      const sold = await reserve(tx, reservations(input.items));
      if (save) await insertAddress(tx, user.id, save);
      const id = await insertOrder(tx, { user, key, input, address, shipping, instructions: method.instructions, check, windowDays, sold });
      if (isFree(check, shipping)) await settleFreeOrder(tx, id);
      return { id, replayed: false };
    });
  } catch (error) {
    if (error instanceof ShortStock) {
      throw new HttpError(409, ORDER_SHORT, undefined, undefined, { short: await shortLines(sql, input.items) });
    }
    throw error;
  }
}
