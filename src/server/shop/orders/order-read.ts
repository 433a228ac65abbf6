import { documentKey } from '../../../lib/br-documents';
import { carrierOf } from '../../../lib/shop/melhorenvio';
import { nextDay, siteDayStart } from '../../../lib/event-times';
import type { Page } from '../../../lib/schemas/pagination';
import type { OrderListQuery } from '../../../lib/schemas/order';
import { ACTION_STATUSES, DELIVERY_ACTION_STATUSES, type Order, type OrderCustomer, type OrderHistoryEntry, type OrderItem, type OrdersDashboard, type OrderStatus, type OrderSummary } from '../../../lib/shop/orders';
import type { SessionUser } from '../../auth/sessions';
import type { Db, Sql } from '../../db/client';
import { containsPattern } from '../../db/like';
import { countRows, pageOf, pageWindow } from '../../db/paging';
import { together } from '../../db/together';
import { notFound } from '../../http/http-error';
import { managesOrders } from './order-access';
import { monthRecoveredCents } from '../cart/cart-recovery';

/** Answered for an order that does not exist or is someone else's. */
export const ORDER_NOT_FOUND = 'Pedido não encontrado.';

/** The buyer's columns of an order (`customer_name` …), the answer's `customer` less its id (`user_id`). */
type CustomerColumns = { [K in Exclude<keyof OrderCustomer, 'id'> as `customer_${K}`]: OrderCustomer[K] };

/**
 * An orders row as ORDER_COLUMNS read it: the answer's fields stored as they are answered, the buyer in columns, the
 * number as text (a bigint), times as dates, and what only the server reads (language, payment state).
 */
type OrderRow = Pick<
  Order,
  | 'id'
  | 'status'
  | 'address'
  | 'shipping'
  | 'payment_method'
  | 'payment_instructions'
  | 'subtotal_cents'
  | 'shipping_cents'
  | 'discount_cents'
  | 'coupon'
  | 'total_cents'
  | 'notes'
  | 'tracking_code'
> &
  CustomerColumns & {
    number: string;
    user_id: OrderCustomer['id'];
    locale: string;
    expires_at: Date | null;
    paid_at: Date | null;
    created_at: Date;
    updated_at: Date;
    payment_flag: string | null;
    payment_attempt: number;
    paid_payment_id: string | null;
  };

const ORDER_COLUMNS = `o.id::text as id, o.number::text as number, o.status, o.user_id::text as user_id, o.customer_name,
  o.customer_email, o.customer_document, o.customer_phone, o.address, o.shipping, o.payment_method, o.payment_instructions,
  o.subtotal_cents, o.shipping_cents, o.discount_cents, o.coupon, o.total_cents, o.notes, o.tracking_code, o.locale, o.expires_at, o.paid_at,
  o.created_at, o.updated_at, o.payment_flag, o.payment_attempt, o.paid_payment_id`;

type ItemRow = Omit<OrderItem, 'line_total_cents'>;
/** A history row as the order's read answers it in JSON: its time as text. */
type HistoryRow = Pick<OrderHistoryEntry, 'from' | 'to' | 'note'> & { by_id: string | null; by_name: string | null; at: string };
/** An order row with its lines and history, read in one query (orderWithLines). */
export type FullOrderRow = OrderRow & { items: ItemRow[]; history: HistoryRow[] };

/** An order as the API answers it; the customer's view of the history leaves the internal notes out. */
function toOrder(row: FullOrderRow, manager: boolean): Order {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    customer: { id: row.user_id, name: row.customer_name, email: row.customer_email, document: row.customer_document, phone: row.customer_phone },
    items: row.items.map((item) => ({ ...item, line_total_cents: item.unit_price_cents * item.quantity })),
    address: row.address,
    shipping: row.shipping,
    payment_method: row.payment_method,
    payment_instructions: row.status === 'pending' || manager ? row.payment_instructions : null,
    subtotal_cents: row.subtotal_cents,
    shipping_cents: row.shipping_cents,
    discount_cents: row.discount_cents,
    coupon: row.coupon,
    total_cents: row.total_cents,
    notes: row.notes,
    tracking_code: row.tracking_code,
    expires_at: row.status === 'pending' || row.status === 'failed' ? (row.expires_at?.toISOString() ?? null) : null,
    history: row.history.map((h) => ({
      from: h.from,
      to: h.to,
      by: manager && h.by_id ? { id: h.by_id, name: h.by_name ?? '' } : null,
      at: new Date(h.at).toISOString(),
      note: manager ? h.note : null,
    })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The order row with its owner and language (for the e-mails), or null. */
export async function orderRow(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db<OrderRow[]>`select ${db.unsafe(ORDER_COLUMNS)} from orders o where o.id = ${id}`;
  return row ?? null;
}

// The lines and the history of the order `o`, as JSON arrays beside its columns: the whole order in one query. The
// columns go into a tagged query as fragments: its statement is prepared once per connection, where `db.unsafe(text,
// parameters)` is never prepared and costs a second round trip each time (describe, then execute).
const LINES_COLUMNS = `
  coalesce((select json_agg(json_build_object('product_id', i.product_id::text, 'variant_id', i.variant_id::text,
      'name', i.name, 'sku', i.sku, 'options', i.options, 'image', i.image, 'unit_price_cents', i.unit_price_cents,
      'quantity', i.quantity, 'kind', i.kind) order by i.position)
    from order_items i where i.order_id = o.id), '[]') as items,
  coalesce((select json_agg(json_build_object('from', h.from_status, 'to', h.to_status, 'by_id', h.user_id::text,
      'by_name', u.name, 'at', h.created_at, 'note', h.note) order by h.id)
    from order_history h left join users u on u.id = h.user_id where h.order_id = o.id), '[]') as history`;

/** The order row with its items and history, in one query, or null. */
export async function orderWithLines(db: Db, id: string): Promise<FullOrderRow | null> {
  const [row] = await db<FullOrderRow[]>`select ${db.unsafe(ORDER_COLUMNS)}, ${db.unsafe(LINES_COLUMNS)} from orders o where o.id = ${id}`;
  return row ?? null;
}

/** Every order of a customer as they see it (their view of the history, no internal note), newest first, in one query. */
export async function customerOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db<FullOrderRow[]>`
    select ${db.unsafe(ORDER_COLUMNS)}, ${db.unsafe(LINES_COLUMNS)} from orders o where o.user_id = ${userId}
    order by o.created_at desc, o.id desc`;
  return rows.map((row) => toOrder(row, false));
}

/**
 * The order row read for `viewer` when they may see it (`manager` from managesOrders; a null viewer is the system,
 * which sees all); someone else's order, like a missing one, is a 404 for a customer.
 */
export function visibleTo<R extends Pick<OrderRow, 'user_id'>>(row: R | null, viewer: SessionUser | null, manager: boolean): R {
  if (!row || !(manager || row.user_id === viewer?.id)) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/**
 * The order row `viewer` may see (null: the system sees all): someone else's order is a 404 for a customer. The row
 * and whether the viewer manages orders are read together (one round trip).
 */
export async function visibleOrderRow(db: Db, id: string, viewer: SessionUser | null): Promise<OrderRow> {
  const [row, manager] = await together(orderRow(db, id), viewer === null || managesOrders(db, viewer));
  return visibleTo(row, viewer, manager);
}

/**
 * One order with its items and history, as `viewer` may see it: someone else's order is a 404 for a customer. One
 * round trip: the order in one query, beside whether the viewer manages orders (a super's reads the settings).
 */
export async function getOrder(db: Db, id: string, viewer: SessionUser | null): Promise<Order> {
  return (await readOrder(db, id, viewer)).order;
}

/** getOrder with the row it was made of (a new order's e-mails reuse it instead of reading it again). */
export async function readOrder(db: Db, id: string, viewer: SessionUser | null): Promise<{ order: Order; row: FullOrderRow }> {
  const [read, manager] = await together(orderWithLines(db, id), viewer === null || managesOrders(db, viewer));
  const row = visibleTo(read, viewer, manager);
  return { order: toOrder(row, manager), row };
}

/** An order read by orderWithLines, as a manager (or the system) or its owner sees it. */
export const orderOfRow = (row: FullOrderRow, manager: boolean): Order => toOrder(row, manager);

/**
 * Whether the order `o` has something to deliver: an order of donations only keeps no shipping option (JSON null;
 * SQL null in none written so far, covered too). Always true or false, never null.
 */
const DELIVERS = `coalesce(jsonb_typeof(o.shipping) = 'object', false)`;

/** The filters of the list and the export: the viewer's own orders unless a manager, status, delivery, search and days. */
// Sync on purpose: a postgres.js fragment is a thenable, so an async function returning one would run it.
function listFilter(sql: Sql, query: Omit<OrderListQuery, 'page' | 'per_page'>, viewer: SessionUser, all: boolean) {
  const own = all ? sql`` : sql`and o.user_id = ${viewer.id}`;
  const status = query.status ? sql`and o.status = ${query.status}` : sql``;
  const delivery = query.delivery ? sql`and (${sql.unsafe(DELIVERS)}) = ${query.delivery === 'with'}` : sql``;
  const from = query.from ? sql`and o.created_at >= ${siteDayStart(query.from)}` : sql``;
  const until = query.to ? sql`and o.created_at < ${siteDayStart(nextDay(query.to))}` : sql``;
  return sql`${own} ${status} ${delivery} ${from} ${until} ${orderSearch(sql, query.q)}`;
}

/**
 * The search `q` of the orders: the number whole ("1042" or "#1042"), the name or e-mail by part, the CPF/CNPJ (an
 * alphanumeric CNPJ too) by its stored form whatever the punctuation and case typed, once it has a digit (a name
 * alone does not search the documents).
 */
function orderSearch(sql: Sql, q: string | null) {
  if (!q) return sql``;
  const number = /^#?\d{1,18}$/.test(q) ? q.replace('#', '') : null;
  const key = documentKey(q);
  const document = /\d/.test(key) ? key : '';
  const pattern = containsPattern(q);
  return sql`and (o.customer_name ilike ${pattern} or o.customer_email ilike ${pattern}
    ${document.length >= 3 ? sql`or o.customer_document like ${containsPattern(document)}` : sql``}
    ${number ? sql`or o.number = ${number}` : sql``})`;
}

type SummaryRow = Omit<OrderSummary, 'customer' | 'number' | 'created_at' | 'carrier'> & {
  number: string;
  shipping_service: string;
  shipping_carrier: string | null;
  user_id: string | null;
  customer_name: string;
  customer_email: string;
  created_at: Date;
};

const toSummary = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  number: Number(row.number),
  status: row.status,
  total_cents: row.total_cents,
  payment_method: row.payment_method,
  tracking_code: row.tracking_code,
  carrier: carrierOf({ service: row.shipping_service, carrier: row.shipping_carrier }),
  item_count: row.item_count,
  customer: { id: row.user_id, name: row.customer_name, email: row.customer_email },
  created_at: row.created_at.toISOString(),
});

const SUMMARY_COLUMNS = (sql: Sql) => sql`
  o.id::text as id, o.number::text as number, o.status, o.total_cents, o.payment_method, o.tracking_code, o.user_id::text as user_id,
  o.customer_name, o.customer_email, o.created_at, o.shipping->>'service' as shipping_service, o.shipping->>'carrier' as shipping_carrier,
  (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id) as item_count`;

/** One page of orders, newest first: a customer's own, or every order for a manager, with the filters (one round trip). */
export async function listOrders(sql: Sql, query: OrderListQuery, viewer: SessionUser): Promise<Page<OrderSummary>> {
  const where = listFilter(sql, query, viewer, await managesOrders(sql, viewer));
  const [total, rows] = await together(
    countRows(sql, sql`orders o where true ${where}`),
    sql<SummaryRow[]>`
      select ${SUMMARY_COLUMNS(sql)} from orders o where true ${where}
      order by o.created_at desc, o.id desc ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map(toSummary), total, query);
}

/** Every order of the filters (the CSV export), newest first, with its items' count and what it donated. */
export async function listOrdersForExport(sql: Sql, query: Omit<OrderListQuery, 'page' | 'per_page'>, viewer: SessionUser) {
  const all = await managesOrders(sql, viewer);
  return sql<(OrderRow & { item_count: number; donation_cents: number })[]>`
    select ${sql.unsafe(ORDER_COLUMNS)},
      (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id) as item_count,
      (select coalesce(sum(unit_price_cents * quantity), 0)::int from order_items i
        where i.order_id = o.id and i.kind = 'donation') as donation_cents
    from orders o where true ${listFilter(sql, query, viewer, all)}
    order by o.created_at desc, o.id desc limit 50000`;
}

/** The dashboard's orders (OrdersDashboard): waiting by status, the last five, this month's paid and recovered totals. */
export async function ordersDashboard(sql: Sql): Promise<OrdersDashboard> {
  const [counts, latest, [month], recovered] = await together(
    sql<{ status: OrderStatus; n: number; delivering: number }[]>`
      select o.status, count(*)::int as n, (count(*) filter (where ${sql.unsafe(DELIVERS)}))::int as delivering from orders o group by o.status`,
    sql<SummaryRow[]>`select ${SUMMARY_COLUMNS(sql)} from orders o order by o.created_at desc, o.id desc limit 5`,
    // Paid this month: orders whose payment was confirmed since the first day of the month in São Paulo and that
    // were not canceled since.
    sql<{ cents: number; n: number }[]>`
      select coalesce(sum(total_cents), 0)::int as cents, count(*)::int as n from orders
      where paid_at >= (date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')
        and status <> 'canceled'`,
    monthRecoveredCents(sql),
  );
  const by_status = { pending: 0, paid: 0, failed: 0, processing: 0, sent: 0, received: 0, canceled: 0 };
  const waiting = { ...by_status };
  for (const { status, n, delivering } of counts) {
    by_status[status] = n;
    if (ACTION_STATUSES.includes(status)) waiting[status] = DELIVERY_ACTION_STATUSES.includes(status) ? delivering : n;
  }
  return { by_status, waiting, latest: latest.map(toSummary), month_paid_cents: month.cents, month_paid_count: month.n, month_recovered_cents: recovered };
}
