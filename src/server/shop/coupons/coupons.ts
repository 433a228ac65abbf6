import type { CouponCheckData, CouponData } from '../../../lib/schemas/coupon';
import type { Page, PageQuery } from '../../../lib/schemas/pagination';
import type { Product } from '../../../lib/schemas/product';
import type { CartCheck } from '../../../lib/shop/cart-lines';
import { COUPON_INVALID, couponQuote, couponRefusal, type Coupon, type CouponLine, type CouponQuote } from '../../../lib/shop/coupons';
import type { Db, Sql } from '../../db/client';
import { searchFilter } from '../../db/like';
import { countRows, pageOf, pageWindow } from '../../db/paging';
import { together } from '../../db/together';
import { guardUnique, type UniqueRule } from '../../db/unique-violation';
import { HttpError, invalid, notFound } from '../../http/http-error';
import { rateRule, releaseSlots, takeSlots } from '../../http/rate-limit';
import { afterAnswer, type WaitUntil } from '../../http/route';
import { checkCart, productsByIds, sellableLines } from '../cart/cart-check';

/** Answered (404) for a missing coupon. */
export const COUPON_NOT_FOUND = 'Cupom não encontrado.';
/** Answered (403) to a super managing coupons while the shop is off. */
export const COUPONS_CLOSED_TO_SUPER = 'A loja está desativada: só um administrador gerencia os cupons enquanto isso.';

/**
 * At most 20 refused coupon codes per client address within 10 minutes, whether tried by `POST /api/coupons/check` or
 * by an order. A slot is taken before the code is looked at (so past the limit every code, real or not, is a 429)
 * and given back when the coupon applies: a buyer who checks a good code and then orders with it is charged nothing.
 */
export const COUPON_RULE = rateRule({
  bucket: 'coupon',
  max: 20,
  windowSeconds: 10 * 60,
  message: 'Muitas tentativas de cupom. Tente novamente em alguns minutos.',
});

/** Takes a slot of COUPON_RULE for the client address (429 when full); its ids, to give back when the coupon applies. */
export const takeCouponSlot = (sql: Sql, client: string): Promise<string[]> => takeSlots(sql, [{ rule: COUPON_RULE, key: client }]);

/** Gives a coupon slot back (the coupon applied, or was never judged). */
export const releaseCouponSlot = (sql: Sql, ids: string[]): Promise<void> => releaseSlots(sql, ids);

/** Whether an error is the refusal of a coupon (a 422 on `code` or `coupon_code`): its slot then stays counted. */
export const isCouponRefusal = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 422 && !!(error.errors?.code ?? error.errors?.coupon_code);

const CODE_TAKEN: UniqueRule = { constraint: 'coupons_code_key', message: 'Já existe um cupom com este código.', field: 'code' };

type CouponRow = Omit<Coupon, 'starts_at' | 'ends_at' | 'created_at' | 'updated_at'> & {
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amount_cents: row.amount_cents,
  max_discount_cents: row.max_discount_cents,
  min_subtotal_cents: row.min_subtotal_cents,
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  usage_limit: row.usage_limit,
  per_customer_limit: row.per_customer_limit,
  product_ids: row.product_ids,
  category_ids: row.category_ids,
  active: row.active,
  used_count: row.used_count,
  paid_count: row.paid_count,
  redeemed: row.redeemed,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const columns = (sql: Db) => sql`
  c.id::text as id, c.code, c.kind, c.percent, c.amount_cents, c.max_discount_cents, c.min_subtotal_cents, c.starts_at,
  c.ends_at, c.usage_limit, c.per_customer_limit, c.product_ids::text[] as product_ids, c.category_ids::text[] as category_ids,
  c.active, c.used_count,
  (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.status = 'confirmed') as paid_count,
  exists (select 1 from coupon_redemptions r where r.coupon_id = c.id) as redeemed,
  c.created_at, c.updated_at`;

/** Coupons, newest first, with their uses; `q` finds part of the code. */
export async function listCoupons(sql: Sql, query: PageQuery & { q: string | null }): Promise<Page<Coupon>> {
  const rows = sql`coupons c where true ${searchFilter(sql, query.q, ['c.code'])}`;
  const [data, total] = await together(
    sql<CouponRow[]>`select ${columns(sql)} from ${rows} order by c.id desc ${pageWindow(sql, query)}`,
    countRows(sql, rows),
  );
  return pageOf(data.map(toCoupon), total, query);
}

/** One coupon (404 when missing). */
export async function getCoupon(db: Db, id: string): Promise<Coupon> {
  const [row] = await db<CouponRow[]>`select ${columns(db)} from coupons c where c.id = ${id}`;
  if (!row) throw notFound(COUPON_NOT_FOUND);
  return toCoupon(row);
}

const values = (data: CouponData) => ({
  code: data.code,
  kind: data.kind,
  percent: data.percent,
  amount_cents: data.amount_cents,
  max_discount_cents: data.max_discount_cents,
  min_subtotal_cents: data.min_subtotal_cents,
  starts_at: data.starts_at,
  ends_at: data.ends_at,
  usage_limit: data.usage_limit,
  per_customer_limit: data.per_customer_limit,
  product_ids: data.product_ids,
  category_ids: data.category_ids,
  active: data.active,
});

/** Answered (422 on `usage_limit`) for a limit below the uses already taken. */
export const usageBelowTaken = (taken: number): string =>
  `O campo Limite de usos não pode ser menor que os usos já feitos (${taken}).`;

/** Creates a coupon (409 on `code` when another coupon has it, in any case). */
export async function createCoupon(sql: Sql, data: CouponData): Promise<Coupon> {
  return guardUnique(CODE_TAKEN, async () => {
    const [row] = await sql<CouponRow[]>`
      with c as (insert into coupons ${sql(values(data))} returning *)
      select ${columns(sql)} from c`;
    return toCoupon(row);
  });
}

/**
 * Changes a coupon (404 when missing, 409 on a taken code). Its uses stay: a usage limit below them is a 422, and
 * orders keep the copy of the coupon they were made with.
 */
export async function updateCoupon(sql: Sql, id: string, data: CouponData): Promise<Coupon> {
  return guardUnique(CODE_TAKEN, async () => {
    const [row] = await sql<{ id: string; used_count: number; updated: boolean }[]>`
      with old as (select id, used_count from coupons where id = ${id} for update),
      changed as (
        update coupons c set ${sql({ ...values(data), updated_at: new Date() })}
        from old where c.id = old.id and (${data.usage_limit}::int is null or old.used_count <= ${data.usage_limit}::int)
        returning c.id)
      select old.id::text as id, old.used_count, exists (select 1 from changed) as updated from old`;
    if (!row) throw notFound(COUPON_NOT_FOUND);
    if (!row.updated) throw invalid({ usage_limit: [usageBelowTaken(row.used_count)] });
    return getCoupon(sql, id);
  });
}

/** Deletes a coupon never used; one with uses is turned off instead (orders keep their copy). */
export async function deleteCoupon(sql: Sql, id: string): Promise<{ deleted: boolean; coupon: Coupon | null }> {
  const [row] = await sql<{ deleted: boolean; off: boolean }[]>`
    with used as (select exists (select 1 from coupon_redemptions where coupon_id = ${id}) as used),
    gone as (delete from coupons where id = ${id} and not (select used from used) returning id),
    off as (update coupons set active = false, updated_at = now() where id = ${id} and (select used from used) returning id)
    select exists (select 1 from gone) as deleted, exists (select 1 from off) as off`;
  if (!row.deleted && !row.off) throw notFound(COUPON_NOT_FOUND);
  return { deleted: row.deleted, coupon: row.deleted ? null : await getCoupon(sql, id) };
}

/** A coupon by its code with how many uses the customer holds (0 for a visitor); null when no coupon has the code. */
export type CouponForBuyer = Coupon & { customer_uses: number };

export async function couponByCode(db: Db, code: string, userId: string | null): Promise<CouponForBuyer | null> {
  const [row] = await db<(CouponRow & { customer_uses: number })[]>`
    select ${columns(db)},
      (select count(*)::int from coupon_redemptions r
        where r.coupon_id = c.id and r.user_id = ${userId} and r.status <> 'released') as customer_uses
    from coupons c where c.code = ${code}`;
  return row ? { ...toCoupon(row), customer_uses: row.customer_uses } : null;
}

/** The cart's lines as a coupon sees them (each with its product's category); donations are never discounted. */
export const couponLines = (check: CartCheck, products: Map<string, Product>): CouponLine[] =>
  check.lines.filter((line) => line.kind !== 'donation').map((line) => ({
    product_id: line.product_id,
    category_id: products.get(line.product_id)?.category?.id ?? null,
    line_total_cents: line.line_total_cents,
  }));

/**
 * What a coupon gives these lines, or a 422 on `code` with the reason (unknown or inactive, not yet valid, expired,
 * exhausted, used up by this customer, below its minimum, no line in its scope). Its minimum and its discount count
 * the lines that are not donations.
 */
export function applyCoupon(coupon: CouponForBuyer | null, check: CartCheck, products: Map<string, Product>, now = new Date()): CouponQuote {
  if (!coupon) throw invalid({ code: [COUPON_INVALID] });
  const lines = couponLines(check, products);
  const subtotal = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
  const refusal = couponRefusal(coupon, { now, subtotal_cents: subtotal, lines, customer_uses: coupon.customer_uses });
  if (refusal) throw invalid({ code: [refusal] });
  return couponQuote(coupon, lines);
}

/**
 * POST /api/coupons/check: a slot of COUPON_RULE for the client address (`client`), the coupon and the cart's products
 * taken and read together (one round trip), then the rules; the slot is given back after the answer when the coupon
 * applies, and stays counted when it is refused.
 */
export async function checkCoupon(
  sql: Sql,
  data: CouponCheckData,
  buyer: { userId: string | null; client: string; waitUntil?: WaitUntil },
): Promise<CouponQuote> {
  const [slot, coupon, products] = await together(
    takeCouponSlot(sql, buyer.client),
    couponByCode(sql, data.code, buyer.userId),
    productsByIds(sql, data.items.map((item) => item.product_id)),
  );
  const check = sellableLines(await checkCart(sql, data.items, products));
  const quote = applyCoupon(coupon, check, products);
  await afterAnswer(releaseCouponSlot(sql, slot), buyer.waitUntil);
  return quote;
}
