import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { authenticated } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { idParam, route, type RouteContext } from '../../src/server/http/route';
import { orderManagers } from '../../src/server/shop/orders/order-access';
import { getOrderPayment } from '../../src/server/shop/orders/order-payment';
import { refundDuplicateSchema } from '../../src/lib/schemas/order';
import { parseBody } from '../../src/server/http/validate';
import {
  consultMercadoPago,
  refundDuplicatePayment,
  refundMercadoPago,
  retryPayment,
} from '../../src/server/shop/payments/mercadopago-actions';

// GET /api/orders/:id/payment: how to pay (the Pix code, the Mercado Pago charge), same access as the order.
const payment = route({
  GET: async (request, context) => {
    const user = await authenticated(request);
    return json(await getOrderPayment(getSql(), idParam(context), user));
  },
});

// POST /api/orders/:id/payment/retry: the buyer (or a manager) tries to pay again: failed -> pending, a new charge.
const retry = route({
  POST: async (request, context) => {
    const user = await authenticated(request);
    const id = idParam(context);
    await retryPayment(getSql(), user, id);
    return json(await getOrderPayment(getSql(), id, user));
  },
});

// POST /api/orders/:id/payment/check (admin; super while the shop is on): "Consultar pagamento" at Mercado Pago now.
const check = route({
  POST: async (request, context) => {
    const actor = await orderManagers(request);
    const id = idParam(context);
    await consultMercadoPago(getSql(), id);
    return json(await getOrderPayment(getSql(), id, actor));
  },
});

// POST /api/orders/:id/refund (admin; super while the shop is on): "Estornar" a paid Mercado Pago order.
const refund = route({
  POST: async (request, context) => {
    const actor = await orderManagers(request);
    const id = idParam(context);
    await refundMercadoPago(getSql(), actor, id);
    return json(await getOrderPayment(getSql(), id, actor));
  },
});

// POST /api/orders/:id/payment/refund-duplicate (admin; super while the shop is on): "Estornar pagamento duplicado",
// one approved payment that did not pay the order given back; the order's status stays.
const refundDuplicate = route({
  POST: async (request, context) => {
    const actor = await orderManagers(request);
    const id = idParam(context);
    const { payment_id } = await parseBody(request, refundDuplicateSchema);
    await refundDuplicatePayment(getSql(), id, payment_id);
    return json(await getOrderPayment(getSql(), id, actor));
  },
});

export default (request: Request, context: RouteContext) => {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  if (path.endsWith('/payment/refund-duplicate')) return refundDuplicate(request, context);
  if (path.endsWith('/payment/retry')) return retry(request, context);
  if (path.endsWith('/payment/check')) return check(request, context);
  if (path.endsWith('/refund')) return refund(request, context);
  return payment(request, context);
};

export const config: Config = {
  path: ['/api/orders/:id/payment', '/api/orders/:id/payment/retry', '/api/orders/:id/payment/check', '/api/orders/:id/refund',
    '/api/orders/:id/payment/refund-duplicate'],
};
