import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { json } from '../../src/server/http/respond';
import { retryOnce, route } from '../../src/server/http/route';
import { handleMercadoPagoNotification } from '../../src/server/shop/flows/mercadopago-webhook';

// POST /api/payments/mercadopago (public, signed): Mercado Pago's notifications; see handleMercadoPagoNotification.
// A lost database connection runs it once more (retryOnce): the payment is read again and applied under its
// order's lock, where a second run finds the order already moved and changes nothing.
export default route({
  POST: retryOnce(async (request, context) => {
    const { outcome } = await handleMercadoPagoNotification(getSql(), request, context.waitUntil?.bind(context));
    return json({ received: true, outcome });
  }),
});

export const config: Config = { path: '/api/payments/mercadopago' };
