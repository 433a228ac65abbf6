import postgres from 'postgres';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import remind from '../../netlify/functions/orders-pix-reminder.mts';
import orderPayments from '../../netlify/functions/order-payments.mts';
import orders from '../../netlify/functions/orders.mts';
import { formatDateTime } from '../../src/lib/date-time';
import { formatBrl } from '../../src/lib/money';
import { getSql } from '../../src/server/db/client';
import { reconcileOrder } from '../../src/server/shop/flows/apply-payment';
import { shopMercadoPago } from '../../src/server/shop/payments/mercadopago/mercadopago-account';
import { PIX_REMINDER_BEFORE_MINUTES, PIX_REMINDER_CUTOFF_MINUTES, remindPixOrders } from '../../src/server/shop/flows/pix-reminder';
import { createUser } from '../helpers/db';
import type { MercadoPagoServer } from '../helpers/mercadopago-server';
import { orderBody, placeOrder, seedCheckoutShop, seedPixShop } from '../helpers/orders';
import { buyerWithDocument, seedMercadoPagoShop, usePaymentsSetup } from '../helpers/payments';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

// The Pix reminder: one e-mail per pending Pix order in its Pix's last 3 hours (not its last 15 minutes),
// with the code the order page shows and a link to it; never a second, none once paid, canceled or failed, none for
// the card, none outside the window. Run through the scheduled function as Netlify's scheduler calls it.

const setup = usePaymentsSetup();
let mp: MercadoPagoServer;
let outbox: ReturnType<typeof setup.outbox>;
beforeEach(() => {
  mp = setup.mp();
  outbox = setup.outbox();
});

const payment = (token: string, id: string) => call(orderPayments, 'GET', `/api/orders/${id}/payment`, { params: { id }, token });
const move = (token: string, id: string, status: string) =>
  call(orders, 'POST', `/api/orders/${id}/status`, { params: { id }, token, body: { status } });
const cancel = (token: string, id: string) => call(orders, 'POST', `/api/orders/${id}/cancel`, { params: { id }, token });

/** Moves an order's deadline (and its Mercado Pago charges' expiry, as they follow it) to `minutes` from now. */
async function deadlineIn(id: string, minutes: number): Promise<Date> {
  const at = new Date(Date.now() + minutes * 60_000);
  await getSql()`update orders set expires_at = ${at} where id = ${id}`;
  await getSql()`update payments set expires_at = ${at} where order_id = ${id}`;
  return at;
}

/** Every reminder written to the outbox so far (in any of the three languages), as .eml text. */
async function reminders(): Promise<string[]> {
  const marks = ['O Pix vale até', 'The Pix is valid until', 'El Pix vale hasta'];
  return (await outbox.mails()).filter((mail) => marks.some((mark) => mail.includes(mark)));
}

/** The text part of an .eml (the part after its headers, up to the next boundary). */
const textPart = (eml: string): string => {
  const start = eml.indexOf('Content-Type: text/plain');
  const body = eml.slice(eml.indexOf('\r\n\r\n', start) + 4);
  return body.slice(0, body.indexOf('\r\n--'));
};

/** Runs the scheduled function as Netlify's scheduler would; it always answers 204. */
async function run(): Promise<void> {
  expect((await remind()).status).toBe(204);
}

/** A shop with its own Pix key; a buyer (language given) with a pending order of R$ 65,00 (2 × 25,00 + PAC 15,00). */
async function pixOrder(options: { locale?: string; buyerEmail?: string; shopSeeded?: boolean } = {}) {
  if (!options.shopSeeded) await seedPixShop('11.222.333/0001-81');
  const product = await seedProduct({ stock: 20, price_cents: 2500 });
  const buyer = await createUser({ name: 'Ana', email: options.buyerEmail ?? `ana${Math.random().toString(36).slice(2, 8)}@exemplo.org` });
  const extra = options.locale ? { locale: options.locale } : {};
  const placed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }], extra));
  expect(placed.status).toBe(201);
  return { buyer, order: placed.body as { id: string; number: number; total_cents: number } };
}

/** A Mercado Pago shop; a buyer with a CPF and a pending order by `method` (the charge made by the stand-in). */
async function mercadoPagoOrder(method: 'mercadopago_pix' | 'mercadopago_checkout') {
  await seedMercadoPagoShop();
  const product = await seedProduct({ stock: 5, price_cents: 4990 });
  const buyer = await buyerWithDocument();
  const placed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { payment_method: method }));
  expect(placed.status).toBe(201);
  return { buyer, order: placed.body as { id: string; number: number; total_cents: number } };
}

const remindedAt = async (id: string): Promise<Date | null> =>
  (await getSql()<{ at: Date | null }[]>`select pix_reminded_at as at from orders where id = ${id}`)[0].at;

describe('the Pix reminder with the organisation\'s key', () => {
  it('sends one e-mail with the order page\'s code, the amount, the deadline in São Paulo time and the link; never a second', async () => {
    const { buyer, order } = await pixOrder({ buyerEmail: 'ana@exemplo.org' });
    const deadline = await deadlineIn(order.id, 120);
    await run();
    const [mail, ...more] = await reminders();
    expect(more).toHaveLength(0);
    const page = await payment(buyer.token, order.id);
    const code: string = page.body.pix.copia_e_cola;
    expect(code).toMatch(/^000201/);
    expect(mail).toContain('To: ana@exemplo.org');
    expect(mail).toContain('Subject: Seu Pix vence em breve - pedido #1001 - Vitrine');
    expect(mail).toContain('Content-Type: multipart/alternative');
    const text = textPart(mail);
    expect(text).toContain('Olá, Ana!');
    expect(text).toContain(`O pagamento do seu pedido #1001 ainda não chegou. O Pix vale até ${formatDateTime(deadline.toISOString())} (horário de Brasília)`);
    expect(text).toContain(`Valor: ${formatBrl(6500)}`);
    expect(text).toContain(`cole este código (Pix copia e cola) no aplicativo do seu banco:\r\n${code}\r\n`);
    expect(text).toContain(`Veja o pedido e o QR Code do Pix na sua conta: https://loja.exemplo.org/conta/pedidos/${order.id}`);
    expect(text).toContain('Se você já pagou, desconsidere esta mensagem.');
    // The HTML part carries the same code and a clickable link.
    expect(mail).toContain(`<a href="https://loja.exemplo.org/conta/pedidos/${order.id}"`);
    expect(mail.split(code).length - 1).toBe(2);
    expect(await remindedAt(order.id)).toBeInstanceOf(Date);

    // Later runs, within the window still, and a deadline moved back into it: nothing more.
    await run();
    await remindPixOrders(getSql(), new Date(Date.now() + 60 * 60_000));
    await deadlineIn(order.id, 90);
    await run();
    expect(await reminders()).toHaveLength(1);
  });

  it('shows the deadline as São Paulo\'s clock reads it', async () => {
    const { order } = await pixOrder();
    // 18:30 UTC is 15:30 in São Paulo (UTC-3, no daylight saving time since 2019).
    const deadline = new Date('2030-03-10T18:30:00Z');
    await getSql()`update orders set expires_at = ${deadline} where id = ${order.id}`;
    expect(await remindPixOrders(getSql(), new Date('2030-03-10T17:00:00Z'))).toBe(1);
    expect(textPart((await reminders())[0])).toContain('O Pix vale até 10/03/2030 15:30 (horário de Brasília)');
  });

  it('two runs at once (and four) send one e-mail per order', async () => {
    await seedPixShop('11.222.333/0001-81');
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await pixOrder({ shopSeeded: true })).order);
    for (const order of placed) await deadlineIn(order.id, 60 + 30 * placed.indexOf(order));
    await Promise.all([run(), run()]);
    expect(await reminders()).toHaveLength(3);
    const sent = await Promise.all([1, 2, 3, 4].map(() => remindPixOrders(getSql())));
    expect(sent).toEqual([0, 0, 0, 0]);
    const mails = await reminders();
    expect(mails).toHaveLength(3);
    for (const order of placed) expect(mails.filter((mail) => mail.includes(`/conta/pedidos/${order.id}`))).toHaveLength(1);
  });

  it('many orders claimed by racing runs: each order mailed exactly once', async () => {
    await seedPixShop('11.222.333/0001-81');
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await pixOrder({ shopSeeded: true })).order.id);
    await getSql()`update orders set expires_at = now() + interval '2 hours' where id in ${getSql()(ids)}`;
    const counts = await Promise.all([1, 2, 3].map(() => remindPixOrders(getSql())));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    const mails = await reminders();
    expect(mails).toHaveLength(8);
    for (const id of ids) expect(mails.filter((mail) => mail.includes(`/conta/pedidos/${id}`))).toHaveLength(1);
  });

  it('runs that meet at the claim send one e-mail; an order paid while they wait gets none', async () => {
    await seedPixShop('11.222.333/0001-81');
    const kept = (await pixOrder({ shopSeeded: true })).order;
    const paid = (await pixOrder({ shopSeeded: true })).order;
    await getSql()`update orders set expires_at = now() + interval '2 hours' where id in ${getSql()([kept.id, paid.id])}`;
    // A transaction on a connection of its own (the runs' pool has 3, both runs blocked hold 2) holds both orders'
    // rows, so two runs read them, then wait at their claims; it marks one paid before letting go.
    const side = postgres(process.env.DATABASE_URL as string, { max: 2, onnotice: () => undefined });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = side.begin(async (tx) => {
      await tx`select id from orders where id in ${tx([kept.id, paid.id])} for update`;
      locked();
      await released;
      await tx`update orders set status = 'paid', paid_at = now() where id = ${paid.id}`;
    });
    await isLocked;
    const runs = [remindPixOrders(getSql()), remindPixOrders(getSql())];
    try {
      for (let waited = 0; ; waited += 20) {
        const [{ n }] = await side<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
        if (n >= 2) break;
        if (waited > 10_000) throw new Error('the runs never reached their claims');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      release();
      await holder;
      await side.end();
    }
    const counts = await Promise.all(runs);
    expect(counts.sort()).toEqual([0, 1]);
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`/conta/pedidos/${kept.id}`);
    expect(await remindedAt(paid.id)).toBeNull();
  });

  it('sends none once the order is paid, canceled or failed', async () => {
    await seedPixShop('11.222.333/0001-81');
    const admin = await createUser({ role: 'admin' });
    const paid = await pixOrder({ shopSeeded: true });
    const canceled = await pixOrder({ shopSeeded: true });
    const failed = await pixOrder({ shopSeeded: true });
    expect((await move(admin.token, paid.order.id, 'paid')).status).toBe(200);
    expect((await cancel(canceled.buyer.token, canceled.order.id)).status).toBe(200);
    expect((await move(admin.token, failed.order.id, 'failed')).status).toBe(200);
    for (const { order } of [paid, canceled, failed]) await deadlineIn(order.id, 120);
    await run();
    expect(await reminders()).toHaveLength(0);
    for (const { order } of [paid, canceled, failed]) expect(await remindedAt(order.id)).toBeNull();
  });

  it('sends none outside the window: more than 3 hours ahead, in the last 15 minutes, past the deadline', async () => {
    const { order } = await pixOrder();
    for (const minutes of [PIX_REMINDER_BEFORE_MINUTES + 5, 24 * 60, PIX_REMINDER_CUTOFF_MINUTES - 1, 1, -1, -600]) {
      await deadlineIn(order.id, minutes);
      await run();
    }
    expect(await reminders()).toHaveLength(0);
    // The edges, with a fixed clock: 3 hours ahead is in, 15 minutes ahead is out.
    const now = new Date();
    await getSql()`update orders set expires_at = ${new Date(now.getTime() + PIX_REMINDER_CUTOFF_MINUTES * 60_000)} where id = ${order.id}`;
    expect(await remindPixOrders(getSql(), now)).toBe(0);
    await getSql()`update orders set expires_at = ${new Date(now.getTime() + PIX_REMINDER_BEFORE_MINUTES * 60_000)} where id = ${order.id}`;
    expect(await remindPixOrders(getSql(), now)).toBe(1);
  });

  it('sends none for Pix / transferência without a key of the shop (no code to send)', async () => {
    await seedCheckoutShop();
    const { order } = await pixOrder({ shopSeeded: true });
    await deadlineIn(order.id, 120);
    await run();
    expect(await reminders()).toHaveLength(0);
    expect(await remindedAt(order.id)).toBeNull();
  });

  it('writes in the order\'s language (English, Spanish)', async () => {
    await seedPixShop('11.222.333/0001-81');
    const en = await pixOrder({ locale: 'en', shopSeeded: true });
    const es = await pixOrder({ locale: 'es', shopSeeded: true });
    await deadlineIn(en.order.id, 100);
    await deadlineIn(es.order.id, 110);
    await run();
    const mails = await reminders();
    const english = textPart(mails.find((mail) => mail.includes(`/conta/pedidos/${en.order.id}`)) as string);
    const spanish = textPart(mails.find((mail) => mail.includes(`/conta/pedidos/${es.order.id}`)) as string);
    expect(english).toContain('The payment of your order #1001 has not arrived yet. The Pix is valid until');
    expect(english).toContain('Amount: R$');
    expect(english).toContain(`See the order and the Pix QR code in your account: https://loja.exemplo.org/conta/pedidos/${en.order.id}`);
    expect(spanish).toContain('El pago de su pedido #1002 aún no llegó. El Pix vale hasta el');
    expect(spanish).toContain('Si ya pagó, ignore este mensaje.');
    expect(mails.find((mail) => mail.includes(`/conta/pedidos/${en.order.id}`))).toContain('Subject: Your Pix expires soon - order #1001');
  });

  it('gives the claim back when the mail cannot be sent, and the next run sends it', async () => {
    const { order } = await pixOrder();
    await deadlineIn(order.id, 120);
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:9');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await remindPixOrders(getSql())).toBe(0);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`the Pix reminder of order ${order.id} could not be sent`), expect.anything());
    expect(await remindedAt(order.id)).toBeNull();
    vi.stubEnv('SMTP_URL', undefined);
    expect(await remindPixOrders(getSql())).toBe(1);
    expect(await reminders()).toHaveLength(1);
  });
});

describe('the Pix reminder with Mercado Pago', () => {
  it('sends the open charge\'s QR code (the one the order page shows), once', async () => {
    const { buyer, order } = await mercadoPagoOrder('mercadopago_pix');
    await deadlineIn(order.id, 150);
    await Promise.all([run(), run()]);
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    const page = await payment(buyer.token, order.id);
    const code: string = page.body.mercadopago.qr_code;
    expect(code).toMatch(/^00020126580014br\.gov\.bcb\.pix-/);
    expect(textPart(mails[0])).toContain(`\r\n${code}\r\n`);
    expect(textPart(mails[0])).toContain(`Valor: ${formatBrl(order.total_cents)}`);
    await run();
    expect(await reminders()).toHaveLength(1);
  });

  it('sends none once Mercado Pago paid the order, nor without an open charge', async () => {
    const paid = await mercadoPagoOrder('mercadopago_pix');
    const [made] = [...mp.payments.values()];
    mp.setPayment(String(made.id), { status: 'approved' });
    const client = await shopMercadoPago(getSql());
    if (!client) throw new Error('the shop has no Mercado Pago account');
    await reconcileOrder(getSql(), client, paid.order.id);
    expect((await payment(paid.buyer.token, paid.order.id)).body.status).toBe('paid');
    await deadlineIn(paid.order.id, 120);

    // Mercado Pago down when the order was placed: pending without a charge, nothing to send.
    mp.mode = 'error';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const product = await seedProduct({ stock: 5, price_cents: 1990 });
    const buyer = await buyerWithDocument('11144477735');
    const placed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { payment_method: 'mercadopago_pix' }));
    expect(placed.status).toBe(201);
    mp.mode = 'success';
    await deadlineIn(placed.body.id, 120);
    await run();
    expect(await reminders()).toHaveLength(0);
    expect(await remindedAt(placed.body.id)).toBeNull();
  });

  it('sends none for an order paid by card (Checkout Pro)', async () => {
    const { order } = await mercadoPagoOrder('mercadopago_checkout');
    await deadlineIn(order.id, 120);
    await run();
    expect(await reminders()).toHaveLength(0);
    expect(await remindedAt(order.id)).toBeNull();
  });
});
