import type { Config } from '@netlify/functions';
import { stockAlertSchema } from '../../src/lib/schemas/stock-alert';
import { getSql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { clientIp } from '../../src/server/http/rate-limit';
import { json, NO_STORE } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { featureManagers } from '../../src/server/http/section-access';
import { parseBody } from '../../src/server/http/validate';
import { getPublicSettings } from '../../src/server/settings/settings';
import { assertShopOpen } from '../../src/server/shop/cart-check';
import { confirmPage, unsubscribePage, type ConfirmView, type UnsubscribeView } from '../../src/server/shop/stock-alert-page';
import {
  confirmStockAlert,
  pendingStockAlert,
  stockAlertCounts,
  stockAlertOwner,
  subscribeStockAlert,
  unsubscribeStockAlerts,
} from '../../src/server/shop/stock-alerts';

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

const page = (html: string, status: number) =>
  new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': NO_STORE,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      'x-robots-tag': 'noindex',
    },
  });

const tokenOf = (request: Request): string => (new URL(request.url).searchParams.get('token') ?? '').slice(0, 100);

// The e-mails' unsubscribe address (?token=…). GET: a page asking to confirm (a link scanner unsubscribes nobody);
// POST (its button, or a mail program's one-click per RFC 8058 with `List-Unsubscribe=One-Click`): every alert of that
// e-mail deleted. A token naming nothing: GET 404, POST the same page as done before (asked twice, answered alike).
const unsubscribe: Methods = {
  GET: async (request) => {
    const sql = getSql();
    const token = tokenOf(request);
    const [owner, settings] = await Promise.all([token ? stockAlertOwner(sql, token) : null, getPublicSettings(sql)]);
    const url = new URL(request.url);
    const view: UnsubscribeView = owner ? { kind: 'confirm', ...owner, action: `${url.pathname}${url.search}` } : { kind: 'unknown' };
    return page(unsubscribePage(view, settings), owner ? 200 : 404);
  },
  POST: async (request) => {
    const sql = getSql();
    const token = tokenOf(request);
    const [owner, settings] = await Promise.all([token ? unsubscribeStockAlerts(sql, token) : null, getPublicSettings(sql)]);
    const view: UnsubscribeView = owner ? { kind: 'done', ...owner } : { kind: 'unknown' };
    return page(unsubscribePage(view, settings), 200);
  },
};

// The sign-up's confirmation address (?token=…, mailed by the sign-up). GET: a page asking to confirm (a link scanner
// confirms nobody); POST (its button): the sign-up confirmed, and mailed at once if its item is already back. A token
// naming no valid sign-up (forged, or past its 48 hours): GET 404, POST the page saying the link is not valid,
// nothing confirmed.
const confirm: Methods = {
  GET: async (request) => {
    const sql = getSql();
    const token = tokenOf(request);
    const [owner, settings] = await Promise.all([token ? pendingStockAlert(sql, token) : null, getPublicSettings(sql)]);
    const url = new URL(request.url);
    const view: ConfirmView = owner ? { kind: 'confirm', ...owner, action: `${url.pathname}${url.search}` } : { kind: 'unknown' };
    return page(confirmPage(view, settings), owner ? 200 : 404);
  },
  POST: async (request, context) => {
    const sql = getSql();
    const token = tokenOf(request);
    const [owner, settings] = await Promise.all([
      token ? confirmStockAlert(sql, token, context.waitUntil?.bind(context)) : null,
      getPublicSettings(sql),
    ]);
    const view: ConfirmView = owner ? { kind: 'done', ...owner } : { kind: 'unknown' };
    return page(confirmPage(view, settings), owner ? 200 : 404);
  },
};

export default routes({
  '/api/products/:id/alerts': alerts,
  '/api/stock-alerts/unsubscribe': unsubscribe,
  '/api/stock-alerts/confirm': confirm,
});

export const config: Config = { path: ['/api/products/:id/alerts', '/api/stock-alerts/unsubscribe', '/api/stock-alerts/confirm'] };
