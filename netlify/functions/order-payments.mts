import type { Config } from '@netlify/functions';
import type { SessionUser } from '../../src/server/auth/sessions';
import { getSql } from '../../src/server/db/client';
import { authenticated } from '../../src/server/http/access';
import { actThenRead } from '../../src/server/http/act-then-read';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { orderManagers } from '../../src/server/shop/orders/order-access';
import { getOrderPayment } from '../../src/server/shop/flows/order-payment';
import { refundDuplicateSchema } from '../../src/lib/schemas/order';
import { parseBody } from '../../src/server/http/validate';
import {
  consultMercadoPago,
  refundDuplicatePayment,
  refundMercadoPago,
  retryPayment,
} from '../../src/server/shop/flows/mercadopago-actions';

/** The payment read again after an action, as the caller sees it. */
const readPayment = (id: string, caller: SessionUser) => getOrderPayment(getSql(), id, caller);

// GET /api/orders/:id/payment: how to pay (the Pix code, the Mercado Pago charge), same access as the order.
const payment: Methods = {
  GET: async (request, context) => {
    const user = await authenticated(request);
    return json(await getOrderPayment(getSql(), idParam(context), user));
  },
};

// POST /api/orders/:id/payment/retry: the buyer (or a manager) tries to pay again: failed -> pending, a new charge.
const retry: Methods = { POST: actThenRead(authenticated, (id, user) => retryPayment(getSql(), user, id), readPayment) };

// POST /api/orders/:id/payment/check (admin; super while the shop is on): "Consultar pagamento" at Mercado Pago now.
const check: Methods = { POST: actThenRead(orderManagers, (id) => consultMercadoPago(getSql(), id), readPayment) };

// POST /api/orders/:id/refund (admin; super while the shop is on): "Estornar" a paid Mercado Pago order.
const refund: Methods = { POST: actThenRead(orderManagers, (id, actor) => refundMercadoPago(getSql(), actor, id), readPayment) };

// POST /api/orders/:id/payment/refund-duplicate (admin; super while the shop is on): "Estornar pagamento duplicado",
// one approved payment that did not pay the order given back; the order's status stays.
const refundDuplicate: Methods = {
  POST: actThenRead(
    orderManagers,
    async (id, _actor, request) => {
      const { payment_id } = await parseBody(request, refundDuplicateSchema);
      await refundDuplicatePayment(getSql(), id, payment_id);
    },
    readPayment,
  ),
};

export default routes({
  '/api/orders/:id/payment': payment,
  '/api/orders/:id/payment/retry': retry,
  '/api/orders/:id/payment/check': check,
  '/api/orders/:id/refund': refund,
  '/api/orders/:id/payment/refund-duplicate': refundDuplicate,
});

export const config: Config = {
  path: ['/api/orders/:id/payment', '/api/orders/:id/payment/retry', '/api/orders/:id/payment/check', '/api/orders/:id/refund',
    '/api/orders/:id/payment/refund-duplicate'],
};
