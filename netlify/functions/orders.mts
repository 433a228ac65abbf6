import type { Config } from '@netlify/functions';
import { createOrderBodySchema } from '../../src/lib/schemas/municipality-rule';
import { orderListQuerySchema, orderStatusSchema } from '../../src/lib/schemas/order';
import type { SessionUser } from '../../src/server/auth/sessions';
import { getSql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { authenticated } from '../../src/server/http/access';
import { actThenRead } from '../../src/server/http/act-then-read';
import { idempotencyKey } from '../../src/server/http/idempotency-key';
import { clientIp } from '../../src/server/http/rate-limit';
import { json, NO_STORE } from '../../src/server/http/respond';
import { idParam, retryOnce, routes, type Methods } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { assertShopOpen } from '../../src/server/shop/cart/cart-check';
import { orderManagers } from '../../src/server/shop/orders/order-access';
import { cancelOwnOrder, changeOrderStatus, markReceived } from '../../src/server/shop/flows/order-actions';
import { getOrder, listOrders, ordersDashboard } from '../../src/server/shop/orders/order-read';
import { ordersCsv } from '../../src/server/shop/orders/orders-csv';
import { readOrderInputs } from '../../src/server/shop/checkout/create-order';
import { placeOrder } from '../../src/server/shop/flows/place-order';

// GET: a customer's own orders, every order for admin and super. POST: a new order from the logged-in buyer's cart
// (Idempotency-Key required; the shop must be open). Prices, shipping and totals are the server's. A lost database
// connection runs the POST once more (retryOnce): its key makes the order once, a second run answers it.
const collection: Methods = {
  GET: async (request) => {
    const user = await authenticated(request);
    return json(await listOrders(getSql(), parseQuery(request, orderListQuerySchema), user));
  },
  POST: retryOnce(async (request, context) => {
    const sql = getSql();
    const body = parseBody(request, createOrderBodySchema);
    // One round trip: the session, the shop's switch and the order's first reads go together; their errors keep
    // this order (401, 404, then the key's and the body's 422).
    const [user, settings, key, input, reads] = await together(
      authenticated(request),
      assertShopOpen(sql),
      () => idempotencyKey(request),
      body,
      body.then((parsed) => readOrderInputs(sql, parsed)),
    );
    const waitUntil = context.waitUntil?.bind(context);
    const client = clientIp(request, context);
    const { order, replayed } = await placeOrder(sql, { user, input, key, reads, settings, client, waitUntil });
    return json(order, 201, replayed ? { 'idempotent-replayed': 'true' } : {});
  }),
};

// GET /api/orders/:id: the buyer's own order (another's is a 404) or any order for a manager.
const item: Methods = {
  GET: async (request, context) => {
    const user = await authenticated(request);
    return json(await getOrder(getSql(), idParam(context), user));
  },
};

/** The order read again after an action, as the caller sees it. */
const readOrder = (id: string, caller: SessionUser) => getOrder(getSql(), id, caller);

// POST /api/orders/:id/cancel: the buyer cancels an own pending order.
const cancel: Methods = { POST: actThenRead(authenticated, (id, user) => cancelOwnOrder(getSql(), user, id), readOrder) };

// POST /api/orders/:id/received: "Recebi meu pedido", the buyer's own sent order (or any, for a manager) received.
const received: Methods = { POST: actThenRead(authenticated, (id, user) => markReceived(getSql(), user, id), readOrder) };

// POST /api/orders/:id/status (admin; super while the shop is on): a move of the transition table.
const status: Methods = {
  POST: actThenRead(
    orderManagers,
    async (id, actor, request) => changeOrderStatus(getSql(), actor, id, await parseBody(request, orderStatusSchema)),
    readOrder,
  ),
};

// GET /api/orders/summary (admin, super): the dashboard's figures.
const summary: Methods = {
  GET: async (request) => {
    await orderManagers(request);
    return json(await ordersDashboard(getSql()));
  },
};

// GET /api/orders/export.csv (admin, super): the list's filters, every page, for a spreadsheet.
const csv: Methods = {
  GET: async (request) => {
    const actor = await orderManagers(request);
    const { page: _page, per_page: _perPage, ...filters } = parseQuery(request, orderListQuerySchema);
    const body = await ordersCsv(getSql(), filters, actor);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="pedidos-${day}.csv"`,
        'cache-control': NO_STORE,
      },
    });
  },
};

export default routes({
  '/api/orders': collection,
  '/api/orders/summary': summary,
  '/api/orders/export.csv': csv,
  '/api/orders/:id': item,
  '/api/orders/:id/cancel': cancel,
  '/api/orders/:id/received': received,
  '/api/orders/:id/status': status,
});

export const config: Config = {
  path: ['/api/orders', '/api/orders/summary', '/api/orders/export.csv', '/api/orders/:id', '/api/orders/:id/cancel',
    '/api/orders/:id/received', '/api/orders/:id/status'],
};
