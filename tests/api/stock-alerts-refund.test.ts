import { beforeEach, describe, expect, it } from 'vitest';
import orderPayments from '../../netlify/functions/order-payments.mts';
import { getSql } from '../../src/server/db/client';
import { createUser } from '../helpers/db';
import type { MercadoPagoServer } from '../helpers/mercadopago-server';
import { orderBody, placeOrder, stockOf } from '../helpers/orders';
import { buyerWithDocument, seedMercadoPagoShop, usePaymentsSetup } from '../helpers/payments';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';
import { signUpConfirmed } from '../helpers/stock-alerts';

// The refund path of "Avise-me quando chegar": "Estornar" cancels a paid Mercado Pago order with its units back, and
// the subscribers waiting for its product get their one e-mail (twice refunded at once: mailed once).
const setup = usePaymentsSetup();
let mp: MercadoPagoServer;
let outbox: ReturnType<typeof setup.outbox>;
beforeEach(() => {
  mp = setup.mp();
  outbox = setup.outbox();
});

const action = (token: string, id: string, tail: string) =>
  call(orderPayments, 'POST', `/api/orders/${id}/${tail}`, { params: { id }, token });

describe('back-in-stock alerts on a refund', () => {
  it('a refund giving the last units back mails each waiting subscriber once', async () => {
    await seedMercadoPagoShop();
    const product = await seedProduct({ stock: 2, price_cents: 4990 });
    const buyer = await buyerWithDocument();
    const placed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }], { payment_method: 'mercadopago_pix' }));
    expect(placed.status).toBe(201);
    const admin = await createUser({ role: 'admin' });
    const [{ id: paymentId }] = [...mp.payments.values()];
    mp.setPayment(String(paymentId), { status: 'approved' });
    expect((await action(admin.token, placed.body.id, 'payment/check')).body).toMatchObject({ status: 'paid' });
    for (const email of ['ana@exemplo.org', 'bia@exemplo.org']) {
      expect((await signUpConfirmed(() => outbox.mails(), product.id, { email, consent: true })).status).toBe(200);
    }
    const refunds = await Promise.all([action(admin.token, placed.body.id, 'refund'), action(admin.token, placed.body.id, 'refund')]);
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(2);
    const mails = (await outbox.mails()).filter((mail) => mail.includes('List-Unsubscribe-Post'));
    expect(mails.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]).sort()).toEqual(['ana@exemplo.org', 'bia@exemplo.org']);
    expect(mails[0]).toContain(`https://loja.exemplo.org/loja/${product.slug}`);
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from stock_alerts where notified_at is null`;
    expect(n).toBe(0);
  });
});
