import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, vi } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import { getSql } from '../../src/server/db/client';
import { useTempOutbox } from './accounts';
import { createUser, resetDb } from './db';
import { seedProduct, seedProductsFeature } from './products';
import { call } from './request';
import { seedShop } from './shop';

/** A delivery address in São Paulo (the test table's SP rates: PAC 1500, SEDEX 2500 up to 1 kg). */
export const SP_ADDRESS = {
  recipient: 'Ana Souza',
  cep: '01001-000',
  street: 'Praça da Sé',
  number: '100',
  complement: 'Sala 2',
  district: 'Sé',
  state: 'SP',
  city: 'São Paulo',
};

/** The shop open with the test table and Pix / transferência on (3 days to pay). */
export async function seedCheckoutShop(): Promise<void> {
  await seedProductsFeature();
  await seedShop({ payments: { pix_manual: { enabled: true, instructions: 'Pix para a chave contato@vitrine.local', window_days: 3 } } });
}

/** An order body for the items, delivered by PAC to SP_ADDRESS, paid by Pix / transferência. */
export const orderBody = (items: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  items,
  address: SP_ADDRESS,
  shipping_service: '04510',
  payment_method: 'pix_manual',
  ...extra,
});

/** POST /api/orders as a buyer, with a key (a new one unless given), from the client address given (else the default). */
export const placeOrder = (token: string, body: unknown, key: string = randomUUID(), ip?: string) =>
  call(orders, 'POST', '/api/orders', { token, body, ip, headers: { 'idempotency-key': key } });

/** A customer with a pending order of one product (stock given): the ids and tokens a test needs. */
export async function seedPendingOrder(options: { stock?: number | null; quantity?: number; price_cents?: number; shopSeeded?: boolean } = {}) {
  if (!options.shopSeeded) await seedCheckoutShop();
  const product = await seedProduct({ stock: options.stock ?? 10, price_cents: options.price_cents ?? 2500 });
  const buyer = await createUser();
  const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: options.quantity ?? 2 }]));
  if (res.status !== 201) throw new Error(`seedPendingOrder: ${res.status} ${JSON.stringify(res.body)}`);
  return { product, buyer, order: res.body as { id: string; number: number; status: string; total_cents: number } };
}

/** The stock of a product (or of a variant). */
export async function stockOf(productId: string, variantId?: string): Promise<number | null> {
  const sql = getSql();
  const [row] = variantId
    ? await sql<{ stock: number | null }[]>`select stock from product_variants where id = ${variantId}`
    : await sql<{ stock: number | null }[]>`select stock from products where id = ${productId}`;
  return row.stock;
}

/** How many orders exist. */
export async function countOrders(): Promise<number> {
  const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from orders`;
  return n;
}

/** The receiver's name and city of the Pix tests (accents are taken out in the code). */
export const PIX_RECEIVER = { receiver_name: 'Associação Aurora', receiver_city: 'São Paulo' };

/** The shop open with Pix / transferência on with the organisation's own key (no instructions: the code is enough). */
export async function seedPixShop(pixKey: string): Promise<void> {
  await seedProductsFeature();
  await seedShop({ payments: { pix_manual: { enabled: true, pix_key: pixKey, ...PIX_RECEIVER, instructions: null, window_days: 3 } } });
}

/**
 * The set-up of a file whose orders send e-mails: each test starts from an empty database with an outbox of its own
 * and SITE_URL set (the e-mails' links); answers the current test's outbox.
 */
export function useOrderMails(): () => Awaited<ReturnType<typeof useTempOutbox>> {
  let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
  beforeEach(async () => {
    await resetDb();
    outbox = await useTempOutbox();
    vi.stubEnv('SITE_URL', 'https://loja.exemplo.org');
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await outbox.cleanup();
  });
  return () => outbox;
}
