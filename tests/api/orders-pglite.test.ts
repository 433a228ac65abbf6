import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { KEY_REUSED, ORDER_SHORT } from '../../src/server/shop/checkout/create-order';
import { FREE_ORDER_NOTE, NOTHING_TO_PAY } from '../../src/server/shop/checkout/order-amounts';
import { createUser } from '../helpers/db';
import { orderBody, placeOrder, seedCheckoutShop, stockOf } from '../helpers/orders';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { seedProduct } from '../helpers/products';

// `npm run dev` runs on PGlite with a pool of one: the order's transaction is one plpgsql function there too
// (place_order, with take_rate_slots and save_address, migration 20261126000500).
describe('orders on embedded PGlite', () => {
  useEmbeddedDatabase();

  it('places an order (stock, sales history, new address, rate slot), replays its key, refuses a short cart and pays a free one', async () => {
    await seedCheckoutShop();
    const sql = getSql();
    const shirt = await seedProduct({ price_cents: 5990, options: ['Tamanho'], variants: [{ option_values: ['P'], stock: 3 }] });
    const book = await seedProduct({ price_cents: 2500, stock: 5 });
    const buyer = await createUser();
    const key = randomUUID();
    const items = [{ product_id: book.id, quantity: 2 }, { product_id: shirt.id, variant_id: shirt.variants[0], quantity: 1 }];
    const first = await placeOrder(buyer.token, orderBody(items), key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ number: 1001, status: 'pending', subtotal_cents: 2 * 2500 + 5990, history: [{ from: null, to: 'pending' }] });
    expect([await stockOf(book.id), await stockOf(shirt.id, shirt.variants[0])]).toEqual([3, 2]);
    const sales = await sql<{ quantity: number; stock_after: number; order_id: string }[]>`
      select quantity, stock_after, order_id::text as order_id from stock_history where kind = 'sale' order by id`;
    expect(sales).toEqual([
      { quantity: -1, stock_after: 2, order_id: first.body.id },
      { quantity: -2, stock_after: 3, order_id: first.body.id },
    ]);
    const [{ addresses, events }] = await sql<{ addresses: number; events: number }[]>`
      select (select count(*)::int from addresses where user_id = ${buyer.user.id}) as addresses,
        (select count(*)::int from rate_events where bucket = 'orders') as events`;
    expect([addresses, events]).toEqual([1, 1]);

    const again = await placeOrder(buyer.token, orderBody(items), key);
    expect([again.status, again.body.id, again.headers.get('idempotent-replayed')]).toEqual([201, first.body.id, 'true']);
    const reused = await placeOrder(buyer.token, orderBody([{ product_id: book.id, quantity: 1 }]), key);
    expect(reused.body.errors).toEqual({ idempotency_key: [KEY_REUSED] });

    const short = await placeOrder(buyer.token, orderBody([{ product_id: book.id, quantity: 4 }]));
    expect([short.status, short.body.message, short.body.short[0].available]).toEqual([409, ORDER_SHORT, 3]);
    expect(await stockOf(book.id)).toBe(3);

    const gift = await seedProduct({ price_cents: 0, stock: null });
    await sql`update shop_settings set free_shipping = ${sql.json({ enabled: true, min_subtotal_cents: 0, services: ['04510'], states: [] })}`;
    const free = await placeOrder(buyer.token, orderBody([{ product_id: gift.id, quantity: 1 }]));
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ number: 1002, status: 'paid', total_cents: 0 });
    expect(free.body.history.map((h: { to: string }) => h.to)).toEqual(['pending', 'paid']);
    const [paid] = await sql<{ note: string; payment_instructions: string }[]>`
      select h.note, o.payment_instructions from orders o join order_history h on h.order_id = o.id and h.to_status = 'paid'
      where o.id = ${free.body.id}`;
    expect(paid).toEqual({ note: FREE_ORDER_NOTE, payment_instructions: NOTHING_TO_PAY });
  });
});
