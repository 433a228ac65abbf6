import type { Config } from '@netlify/functions';
import { stockAlertSchema } from '../../src/lib/schemas/stock-alert';
import { getSql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { linkAction } from '../../src/server/http/link-page';
import { clientIp } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { featureManagers } from '../../src/server/http/section-access';
import { parseBody } from '../../src/server/http/validate';
import { assertShopOpen } from '../../src/server/shop/cart/cart-check';
import { confirmPage, unsubscribePage } from '../../src/server/shop/catalog/stock-alert-page';
import {
  confirmStockAlert,
  pendingStockAlert,
  stockAlertCounts,
  stockAlertOwner,
  subscribeStockAlert,
  unsubscribeStockAlerts,
} from '../../src/server/shop/catalog/stock-alerts';

// POST /api/products/:id/alerts ("Avise-me quando chegar"): public while the shop is on (404 otherwise, and for a
// product the public cannot see); {email, variant_id?, consent: true, locale?}; 10 per address per 10 min; the same
// e-mail and item again is the same subscription, answered the same. A sign-up not yet confirmed is mailed its
// confirmation link (double opt-in, after the answer): only a confirmed one is ever told the item is back. GET: admin; super while the shop is on: how many wait.
const alerts: Methods = {
  POST: async (request, context) => {
    const sql = getSql();
    const id = idParam(context);
    const [, input] = await together(assertShopOpen(sql), parseBody(request, stockAlertSchema));
    await subscribeStockAlert(sql, id, input, clientIp(request, context), context.waitUntil?.bind(context));
    return json({ subscribed: true });
  },
  GET: async (request, context) => {
    await featureManagers(request, 'produtos');
    return json(await stockAlertCounts(getSql(), idParam(context)));
  },
};



// The e-mails' unsubscribe address (?token=…). GET: a page asking to confirm (a link scanner unsubscribes nobody);
// POST (its button, or a mail program's one-click per RFC 8058 with `List-Unsubscribe=One-Click`): every alert of that
// e-mail deleted. A token naming nothing: GET 404, POST the same page as done before (asked twice, answered alike).
const unsubscribe: Methods = linkAction({
  find: stockAlertOwner,
  act: unsubscribeStockAlerts,
  render: unsubscribePage,
  unknownPostStatus: 200,
});

// The sign-up's confirmation address (?token=…, mailed by the sign-up). GET: a page asking to confirm (a link scanner
// confirms nobody); POST (its button): the sign-up confirmed, and mailed at once if its item is already back. A token
// naming no valid sign-up (forged, or past its 48 hours): GET 404, POST the page saying the link is not valid,
// nothing confirmed.
const confirm: Methods = linkAction({
  find: pendingStockAlert,
  act: (sql, token, context) => confirmStockAlert(sql, token, context.waitUntil?.bind(context)),
  render: confirmPage,
});

export default routes({
  '/api/products/:id/alerts': alerts,
  '/api/stock-alerts/unsubscribe': unsubscribe,
  '/api/stock-alerts/confirm': confirm,
});

export const config: Config = { path: ['/api/products/:id/alerts', '/api/stock-alerts/unsubscribe', '/api/stock-alerts/confirm'] };
