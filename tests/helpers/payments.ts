import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { useTempOutbox } from './accounts';
import { MP_WEBHOOK_SECRET, signedNotification, type NotificationOptions } from './mercadopago-notification';
import { MP_ACCESS_TOKEN, startMercadoPagoServer, type MercadoPagoServer } from './mercadopago-server';
import { createUser, resetDb } from './db';
import { seedPendingOrder } from './orders';
import { seedProductsFeature } from './products';
import { seedShop } from './shop';

export { MP_WEBHOOK_SECRET };

/** Stores (on the shop settings already seeded) the shop's Mercado Pago account (the stand-in's token and the test secret; either may be left out). */
export async function seedMercadoPagoAccount(account: { token?: string | null; secret?: string | null } = {}): Promise<void> {
  const token = account.token === undefined ? MP_ACCESS_TOKEN : account.token;
  const secret = account.secret === undefined ? MP_WEBHOOK_SECRET : account.secret;
  const stored = await getSql()`
    update shop_settings set mercadopago_access_token = ${token}, mercadopago_webhook_secret = ${secret} where id = 1 returning id`;
  if (stored.length === 0) throw new Error('seedMercadoPagoAccount: seed the shop settings first');
}

/** A pending order paid through Mercado Pago's Pix (placed as pix_manual, then switched: the checkout is not needed here). */
export async function seedMercadoPagoOrder(options: Parameters<typeof seedPendingOrder>[0] = {}) {
  const seeded = await seedPendingOrder(options);
  await getSql()`update orders set payment_method = 'mercadopago_pix' where id = ${seeded.order.id}`;
  return seeded;
}

/** A notification request as Mercado Pago sends it, signed with `secret` at `ts` (seconds). */
export const notification = (dataId: string, options: NotificationOptions = {}): Request =>
  signedNotification('http://localhost:8888', dataId, options);

/** The shop open with Pix / transferência and both Mercado Pago methods on, the account's secrets stored. */
export async function seedMercadoPagoShop(): Promise<void> {
  await seedProductsFeature();
  await seedShop({
    payments: {
      pix_manual: { enabled: true, instructions: 'Pix para a chave contato@vitrine.local', window_days: 3 },
      mercadopago_pix: { enabled: true, window_days: 1 },
      mercadopago_checkout: { enabled: true, window_days: 3 },
    },
    mercadopago_access_token: MP_ACCESS_TOKEN,
    mercadopago_webhook_secret: MP_WEBHOOK_SECRET,
  });
}

/** A buyer whose account has a valid CPF (Mercado Pago's Pix names the payer by it). */
export async function buyerWithDocument(document: string | null = '52998224725') {
  const buyer = await createUser();
  await getSql()`update users set document = ${document} where id = ${buyer.user.id}`;
  return buyer;
}

/**
 * The hooks of a payments test file: a fresh database, the Mercado Pago stand-in (reset before each test, with
 * MERCADOPAGO_API_BASE and SITE_URL pointing at it and at the test site) and a temporary outbox. `mp()` and
 * `outbox()` read the current ones.
 */
export function usePaymentsSetup() {
  let mp: MercadoPagoServer;
  let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
  beforeAll(async () => {
    mp = await startMercadoPagoServer();
  });
  afterAll(() => mp.close());
  beforeEach(async () => {
    await resetDb();
    mp.reset();
    vi.stubEnv('MERCADOPAGO_API_BASE', mp.url);
    vi.stubEnv('SITE_URL', 'https://loja.exemplo.org');
    outbox = await useTempOutbox();
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await outbox.cleanup();
  });
  return { mp: () => mp, outbox: () => outbox };
}
