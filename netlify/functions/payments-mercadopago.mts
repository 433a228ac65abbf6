import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { handleMercadoPagoNotification } from '../../src/server/shop/payments/mercadopago-webhook';

// POST /api/payments/mercadopago (public, signed): Mercado Pago's notifications; see handleMercadoPagoNotification.
export default route({
  POST: async (request, context) => {
    const { outcome } = await handleMercadoPagoNotification(getSql(), request, context.waitUntil?.bind(context));
    return json({ received: true, outcome });
  },
});

export const config: Config = { path: '/api/payments/mercadopago' };
