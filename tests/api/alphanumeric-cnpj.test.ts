import { describe, expect, it } from 'vitest';
import register from '../../netlify/functions/auth-register.mts';
import orderPayments from '../../netlify/functions/order-payments.mts';
import orders from '../../netlify/functions/orders.mts';
import { getSql } from '../../src/server/db/client';
import { ALPHANUMERIC_CNPJ, registrationBody } from '../helpers/accounts';
import { createUser } from '../helpers/db';
import { orderBody, placeOrder } from '../helpers/orders';
import { seedMercadoPagoShop, usePaymentsSetup } from '../helpers/payments';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

// A buyer whose organisation has an alphanumeric CNPJ (IN RFB 2.229/2024) registers, pays by Mercado Pago's
// Pix (the payer is named by that CNPJ) and appears in the orders' CSV with its mask.
const setup = usePaymentsSetup();

/** A newcomer registered with the alphanumeric CNPJ typed in lower case with the mask, ordering 1 × R$ 49,90 by `method`. */
async function alphanumericBuyerOrder(method: string) {
  await seedMercadoPagoShop();
  const product = await seedProduct({ stock: 5, price_cents: 4990 });
  const registered = await call(register, 'POST', '/api/auth/register', { body: registrationBody({ document: ALPHANUMERIC_CNPJ.lower }) });
  expect(registered.status).toBe(201);
  const placed = await placeOrder(registered.body.token, orderBody([{ product_id: product.id, quantity: 1 }], { payment_method: method }));
  expect(placed.status).toBe(201);
  return { token: registered.body.token as string, order: placed.body as { id: string; total_cents: number } };
}

describe('a buyer with an alphanumeric CNPJ', () => {
  it('pays by Mercado Pago Pix: the charge names the payer by type CNPJ with the alphanumeric number', async () => {
    const { token, order } = await alphanumericBuyerOrder('mercadopago_pix');
    const created = setup.mp().calls('/v1/payments');
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0].body)).toMatchObject({
      transaction_amount: order.total_cents / 100,
      payment_method_id: 'pix',
      payer: { email: 'ana.souza@exemplo.org', identification: { type: 'CNPJ', number: ALPHANUMERIC_CNPJ.stored } },
    });
    const payment = await call(orderPayments, 'GET', `/api/orders/${order.id}/payment`, { params: { id: order.id }, token });
    expect(payment.body).toMatchObject({ method: 'mercadopago_pix', status: 'pending' });
    expect(payment.body.mercadopago.qr_code).toMatch(/^000201/);
  });

  it('is copied into the order and shown with its mask in the CSV export', async () => {
    const { order } = await alphanumericBuyerOrder('pix_manual');
    const admin = await createUser({ role: 'admin' });
    const detail = await call(orders, 'GET', `/api/orders/${order.id}`, { params: { id: order.id }, token: admin.token });
    expect(detail.body.customer.document).toBe(ALPHANUMERIC_CNPJ.stored);
    const response = await orders(new Request('http://localhost/api/orders/export.csv', { headers: { authorization: `Token ${admin.token}` } }), {});
    const [header, row] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n').map((line) => line.split(';'));
    expect(row[header.indexOf('CPF/CNPJ')]).toBe(ALPHANUMERIC_CNPJ.masked);
  });
});

describe('users.document in the database', () => {
  it.each([
    ['a CPF', '38251266173', true],
    ['a numeric CNPJ', '59976707695812', true],
    ['an alphanumeric CNPJ as stored', ALPHANUMERIC_CNPJ.stored, true],
    ['an alphanumeric CNPJ in lower case', '12abc34501de35', false],
    ['an alphanumeric CNPJ with its mask', ALPHANUMERIC_CNPJ.masked, false],
    ['letters among the check digits', '12ABC34501DE3A', false],
  ])('keeps only the stored form: %s is %s', async (_case, document, kept) => {
    const { user } = await createUser();
    const write = getSql()`update users set document = ${document} where id = ${user.id}`;
    if (kept) await expect(write).resolves.toBeDefined();
    else await expect(write).rejects.toMatchObject({ constraint_name: 'users_document_check' });
  });
});
