import type { Config } from '@netlify/functions';
import { accountCartSchema, cartCheckSchema, cartRemindersSchema } from '../../src/lib/schemas/cart';
import { getSql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { authenticated } from '../../src/server/http/access';
import { notFound } from '../../src/server/http/http-error';
import { linkAction, linkToken } from '../../src/server/http/link-page';
import { json, NO_STORE } from '../../src/server/http/respond';
import { routes, type Methods } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { cartLines, getAccountCart, mergeAccountCart, saveAccountCart } from '../../src/server/shop/cart/account-cart';
import { assertShopOpen, checkCart } from '../../src/server/shop/cart/cart-check';
import { cartRemindersOn, optOutOfCartReminders, reminderLines, reminderOwner, setCartReminders } from '../../src/server/shop/cart/cart-reminders';
import { cartUnsubscribePage } from '../../src/server/shop/catalog/stock-alert-page';

// Public while the shop is on (404 otherwise): each line's current name, price and stock, the subtotal, the problems.
// The shop's switch and the cart's products are read together (one round trip); a closed shop still answers 404
// before a bad body's 422.
const check: Methods = {
  POST: async (request) => {
    const sql = getSql();
    const body = parseBody(request, cartCheckSchema);
    const [, , checked] = await together(assertShopOpen(sql), body, body.then(({ items }) => checkCart(sql, items)));
    return json(checked);
  },
};

// The logged-in customer's cart, kept on the server (401 without a session): GET reads it; PUT {items} replaces it
// (the lines and limits of the cart check: 422 per field). The session and the body are read together.
const cart: Methods = {
  GET: async (request) => {
    const user = await authenticated(request);
    return json(await getAccountCart(getSql(), user.id), 200, { 'cache-control': NO_STORE });
  },
  PUT: async (request) => {
    const [user, { items }] = await together(authenticated(request), parseBody(request, accountCartSchema));
    return json(await saveAccountCart(getSql(), user.id, cartLines(items)));
  },
};

// At login: {items} (the browser's cookie cart) merged into the account's cart (one line per product and variant,
// the larger quantity), saved and answered; the browser then keeps the answer as its cart.
const merge: Methods = {
  POST: async (request) => {
    const [user, { items }] = await together(authenticated(request), parseBody(request, accountCartSchema));
    return json(await mergeAccountCart(getSql(), user.id, cartLines(items)));
  },
};

// The logged-in customer's choice about the abandoned-cart e-mails (/conta/privacidade): GET {enabled}; PUT {enabled}.
const reminders: Methods = {
  GET: async (request) => {
    const user = await authenticated(request);
    return json({ enabled: await cartRemindersOn(getSql(), user.id) }, 200, { 'cache-control': NO_STORE });
  },
  PUT: async (request) => {
    const [user, { enabled }] = await together(authenticated(request), parseBody(request, cartRemindersSchema));
    return json({ enabled: await setCartReminders(getSql(), user.id, enabled) });
  },
};


// The abandoned-cart e-mail's restore link (the cart page asks it with ?token=…): the lines that e-mail named, for
// 7 days after it went, to anyone holding the link (logged in or not: the cart page puts them in this browser's cart).
// A token forged or expired: 404.
const restore: Methods = {
  GET: async (request) => {
    const token = linkToken(request);
    const items = token ? await reminderLines(getSql(), token) : null;
    if (!items) throw notFound('Este link de carrinho não vale mais (ele dura 7 dias).');
    return json({ items }, 200, { 'cache-control': NO_STORE });
  },
};


// The reminders' unsubscribe address (?token=…). GET: a page asking to confirm (a link scanner unsubscribes nobody);
// POST (its button, or a mail program's one-click per RFC 8058): the account gets no more reminders. A token naming
// nothing: GET 404, POST the page saying the link is not valid.
const unsubscribe: Methods = linkAction({ find: reminderOwner, act: optOutOfCartReminders, render: cartUnsubscribePage });

export default routes({
  '/api/cart/check': check,
  '/api/cart': cart,
  '/api/cart/merge': merge,
  '/api/cart/reminders': reminders,
  '/api/cart/restore': restore,
  '/api/cart/unsubscribe': unsubscribe,
});

export const config: Config = { path: ['/api/cart/check', '/api/cart', '/api/cart/merge', '/api/cart/reminders', '/api/cart/restore', '/api/cart/unsubscribe'] };
