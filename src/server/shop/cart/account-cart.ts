import { cartLineOf, type CartItem } from '../../../lib/schemas/cart';
import { mergeCarts, type CartLine } from '../../../lib/shop/cart';
import type { Db, Sql } from '../../db/client';
import { transaction } from '../../db/transaction';

// The account's cart: one row per account (`carts`), its lines as the browser's cart keeps them. The browser saves
// every change (PUT /api/cart), reads it on each page load, and merges its cookie cart into it once at login
// (POST /api/cart/merge, through mergeCarts). A change of the lines is a new cart for the abandoned-cart e-mail
// (updated_at moves, reminded_at is cleared); the same lines saved again change nothing.

/** The account's cart as GET /api/cart answers it: its lines and when they last changed (null: never saved). */
export type AccountCart = { items: CartLine[]; updated_at: string | null };

type CartRow = { items: CartLine[]; updated_at: Date };

const answer = (row: CartRow | undefined): AccountCart => ({
  items: row?.items ?? [],
  updated_at: row ? row.updated_at.toISOString() : null,
});

/** The validated lines as the cart keeps them (a line whose ids no browser can hold is left out). */
export const cartLines = (items: readonly CartItem[]): CartLine[] =>
  items.map(cartLineOf).filter((line): line is CartLine => line !== null);

/** The account's cart (no row: empty). */
export async function getAccountCart(db: Db, userId: string): Promise<AccountCart> {
  const [row] = await db<CartRow[]>`select items, updated_at from carts where user_id = ${userId}`;
  return answer(row);
}

/**
 * Replaces the account's cart with `lines`, in one statement: lines that differ from the stored ones are a new cart
 * (updated_at now, reminder cleared); the same lines again leave the row as it was. Answers the cart.
 */
export async function saveAccountCart(db: Db, userId: string, lines: readonly CartLine[]): Promise<AccountCart> {
  const [row] = await db<CartRow[]>`
    with saved as (
      insert into carts (user_id, items) values (${userId}, ${db.json(lines as never)})
      on conflict (user_id) do update set items = excluded.items, updated_at = now(), reminded_at = null
        where carts.items is distinct from excluded.items
      returning items, updated_at)
    select items, updated_at from saved
    union all select items, updated_at from carts where user_id = ${userId} and not exists (select 1 from saved)`;
  return answer(row);
}

/**
 * At login: the browser's cookie cart merged into the account's (mergeCarts: one line per product and variant, the
 * larger quantity), saved and answered, the account's row locked meanwhile so two devices logging in together both
 * count.
 */
export async function mergeAccountCart(sql: Sql, userId: string, browser: readonly CartLine[]): Promise<AccountCart> {
  return transaction(sql, async (tx) => {
    await tx`insert into carts (user_id) values (${userId}) on conflict (user_id) do nothing`;
    const [row] = await tx<CartRow[]>`select items, updated_at from carts where user_id = ${userId} for update`;
    return saveAccountCart(tx, userId, mergeCarts(row?.items ?? [], browser));
  });
}

/**
 * What an order bought leaves the buyer's account cart: each line of its products and variants is removed (a line the
 * order did not buy stays). Idempotent: a second call finds nothing to remove. The cart's time is left as it was.
 */
export async function emptyBoughtLines(db: Db, userId: string, orderId: string): Promise<void> {
  await db`
    update carts c set items = coalesce((
      select jsonb_agg(e.line order by e.n) from jsonb_array_elements(c.items) with ordinality as e(line, n)
      where not exists (
        select 1 from order_items i where i.order_id = ${orderId} and i.product_id = (e.line->>'product_id')::bigint
          and i.variant_id is not distinct from (e.line->>'variant_id')::bigint)), '[]'::jsonb)
    where c.user_id = ${userId} and jsonb_array_length(c.items) > 0`;
}
