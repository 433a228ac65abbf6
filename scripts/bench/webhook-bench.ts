// Mercado Pago's notifications in `npm run bench`: POST /api/payments/mercadopago, signed, for
// orders whose payment the local stand-in of Mercado Pago holds as approved. First each order's first notification
// (the order moves to paid; its two e-mails go after the answer, as Netlify's waitUntil lets them), then repeated
// notifications (nothing left to change). The
// stand-in's own answer (GET /v1/payments/{id}, on this machine) is measured apart, so the handling can be read
// without the Mercado Pago call, as the issue asks.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webhook from '../../netlify/functions/payments-mercadopago.mts';
import { getSql } from '../../src/server/db/client';
import { mercadoPagoClient } from '../../src/server/shop/payments/mercadopago/mercadopago-client';
import { MP_ACCESS_TOKEN, startMercadoPagoServer } from '../../tests/helpers/mercadopago-server';
import { MP_WEBHOOK_SECRET, signedNotification } from '../../tests/helpers/mercadopago-notification';
import { measure, type BenchLimits, type BenchResult, type Handler } from './runner';

/** Orders of the demo's first customer, each paid (at the stand-in) by a Mercado Pago Pix of its total. */
async function seedPaidOrders(count: number, addPayment: (reference: string, reais: number) => string): Promise<string[]> {
  const sql = getSql();
  const [buyer] = await sql<{ id: string; name: string; email: string }[]>`
    select id::text as id, name, email from users where role = 'user' order by id limit 1`;
  const orders = await sql<{ id: string; total_cents: number }[]>`
    insert into orders (user_id, customer_name, customer_email, shipping, payment_method, subtotal_cents, shipping_cents, total_cents, expires_at)
    select ${buyer.id}, ${buyer.name}, ${buyer.email}, ${sql.json({ service: '04510', name: 'PAC', price_cents: 1500, days: 5, provider: 'tabela' })},
      'mercadopago_pix', 4990, 1500, 6490, now() + interval '1 day'
    from generate_series(1, ${count}) returning id::text as id, total_cents`;
  return orders.map((order) => addPayment(order.id, order.total_cents / 100));
}

/** The webhook's first and repeated notifications, and the stand-in's own read for reference. */
export async function benchWebhook(limits: BenchLimits): Promise<BenchResult[]> {
  const mp = await startMercadoPagoServer();
  const outbox = await mkdtemp(join(tmpdir(), 'vitrine-bench-outbox-'));
  const previous = { base: process.env.MERCADOPAGO_API_BASE, outbox: process.env.OUTBOX_DIR };
  Object.assign(process.env, { MERCADOPAGO_API_BASE: mp.url, OUTBOX_DIR: outbox });
  try {
    await getSql()`update shop_settings set mercadopago_access_token = ${MP_ACCESS_TOKEN}, mercadopago_webhook_secret = ${MP_WEBHOOK_SECRET}`;
    const count = Math.min(limits.requests, 500);
    const payments = await seedPaidOrders(count, (reference, reais) =>
      mp.addPayment({ external_reference: reference, status: 'approved', transaction_amount: reais }),
    );
    const notify = (i: number) => signedNotification('http://localhost:8888', payments[i % payments.length]);
    // As on Netlify, the e-mails of a paid order go after the answer (waitUntil): timed is what Mercado Pago waits for;
    // the mails are awaited after each case, outside the timing.
    const afterwards: Promise<unknown>[] = [];
    const handler: Handler = (request, context) => (webhook as Handler)(request, { ...context, waitUntil: (p) => void afterwards.push(p) });
    const once = { ...limits, requests: count };
    const client = mercadoPagoClient({ accessToken: MP_ACCESS_TOKEN });
    const read: Handler = async (request) => Response.json(await client.getPayment(new URL(request.url).pathname.slice(1)));
    // Each case's mails are awaited after it: a case cut by its time limit (a slow database in the latency mode)
    // leaves first notifications to the next one, whose mails must finish before the outbox goes.
    const settled = async (result: BenchResult) => {
      await Promise.all(afterwards.splice(0));
      return result;
    };
    const first = await settled(await measure(handler, { name: 'webhook: first (order paid)', status: 200, request: notify }, once));
    return [
      first,
      await settled(await measure(handler, { name: 'webhook: repeated (no change)', status: 200, request: notify }, once)),
      await measure(read, { name: 'stand-in: GET /v1/payments/:id', status: 200, request: (i) => new Request(`http://x/${payments[i % count]}`) }, once),
    ];
  } finally {
    await mp.close();
    await rm(outbox, { recursive: true, force: true });
    if (previous.base === undefined) delete process.env.MERCADOPAGO_API_BASE;
    else process.env.MERCADOPAGO_API_BASE = previous.base;
    if (previous.outbox === undefined) delete process.env.OUTBOX_DIR;
    else process.env.OUTBOX_DIR = previous.outbox;
  }
}
