import { beforeEach, describe, expect, it, vi } from 'vitest';
import purge from '../../netlify/functions/purge-expired.mts';
import profile from '../../netlify/functions/profile.mts';
import settings from '../../netlify/functions/settings.mts';
import stockAlerts from '../../netlify/functions/stock-alerts.mts';
import { getSql } from '../../src/server/db/client';
import { purgeExpired } from '../../src/server/maintenance/purge-expired';
import { deleteAccount } from '../../src/server/privacy/account-data';
import { STOCK_ALERT_CONFIRM_HOURS } from '../../src/server/shop/catalog/stock-alerts';
import { CART_REMINDER_KEPT_DAYS } from '../../src/server/shop/cart/cart-recovery';
import { createUser, DEFAULT_PASSWORD, resetDb, seedSettings } from '../helpers/db';
import { seedCheckoutShop, seedPendingOrder } from '../helpers/orders';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

beforeEach(resetDb);

/** Seeds one row of each kind the purge keeps and one of each kind it removes; the ids kept, by table. */
async function seedRows(userId: string) {
  const sql = getSql();
  const rows = await sql<{ kind: string; id: string }[]>`
    with s as (
      insert into sessions (user_id, token_hash, expires_at, revoked_at) values
        (${userId}, 'expirada', now() - interval '1 second', null),
        (${userId}, 'revogada', now() + interval '1 day', now())
      returning id),
    r as (
      insert into password_resets (user_id, token_hash, expires_at, used_at) values
        (${userId}, 'pendente', now() + interval '1 hour', null),
        (${userId}, 'usada', now() + interval '1 hour', now()),
        (${userId}, 'vencida', now() - interval '1 second', null)
      returning id, token_hash),
    e as (
      insert into rate_events (bucket, key, created_at) values
        ('login', 'recente', now() - interval '23 hours'),
        ('contact', 'antiga', now() - interval '25 hours')
      returning id, key)
    select 'reset' as kind, id::text as id from r where token_hash = 'pendente'
    union all select 'event', id::text from e where key = 'recente'`;
  return Object.fromEntries(rows.map((row) => [row.kind, row.id]));
}

describe('purge-expired (scheduled every hour)', () => {
  it('deletes expired and revoked sessions, used and expired reset links and rate events older than a day', async () => {
    const { user, token } = await createUser();
    const kept = await seedRows(user.id);
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect((await purge()).status).toBe(204);
      expect(logged).toHaveBeenCalledWith('[purge-expired] removed 2 session(s), 2 reset link(s), 1 rate event(s), 0 contact message(s), 0 back-in-stock alert(s), 0 abandoned-cart e-mail record(s), erased the buyer of 0 order(s) of deleted accounts');
    } finally {
      logged.mockRestore();
    }
    const sql = getSql();
    expect(await sql`select token_hash from sessions where token_hash in ('expirada', 'revogada')`).toEqual([]);
    expect((await sql`select id::text as id from password_resets`).map((r) => r.id)).toEqual([kept.reset]);
    expect((await sql`select id::text as id from rate_events`).map((r) => r.id)).toEqual([kept.event]);
    expect((await call(profile, 'GET', '/api/profile', { token })).status).toBe(200);
  });

  it('removes nothing from tables that hold only live rows', async () => {
    const { token } = await createUser();
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await purge();
      expect(logged).toHaveBeenCalledWith('[purge-expired] removed 0 session(s), 0 reset link(s), 0 rate event(s), 0 contact message(s), 0 back-in-stock alert(s), 0 abandoned-cart e-mail record(s), erased the buyer of 0 order(s) of deleted accounts');
    } finally {
      logged.mockRestore();
    }
    expect((await call(profile, 'GET', '/api/profile', { token })).status).toBe(200);
  });
});

/** Stores contact messages, each named by its age as an SQL interval ('24 months - 1 minute'). */
async function seedMessages(...ages: string[]) {
  const sql = getSql();
  for (const age of ages) {
    await sql`insert into contacts (name, email, message, created_at) values (${age}, 'ana@exemplo.org', 'Olá', now() - ${age}::interval)`;
  }
}
const messagesLeft = async () =>
  (await getSql()<{ name: string }[]>`select name from contacts order by created_at desc`).map((row) => row.name);

describe('purge-expired: contact messages (the settings keep them contact_retention_months, 24 by default)', () => {
  it('deletes the messages older than 24 months and keeps one a minute inside the window', async () => {
    await seedSettings();
    await seedMessages('0 seconds', '24 months - 1 minute', '24 months + 1 minute', '5 years');
    expect(await purgeExpired(getSql())).toMatchObject({ contacts: 2 });
    expect(await messagesLeft()).toEqual(['0 seconds', '24 months - 1 minute']);
  });

  it('honours the months the admin saved in the settings', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    const saved = await call(settings, 'PUT', '/api/settings', { token, body: { contact_retention_months: 6 } });
    expect(saved).toMatchObject({ status: 200, body: { contact_retention_months: 6 } });
    await seedMessages('6 months - 1 minute', '6 months + 1 minute', '23 months');
    expect(await purgeExpired(getSql())).toMatchObject({ contacts: 2 });
    expect(await messagesLeft()).toEqual(['6 months - 1 minute']);

    // Longer again: what is left stays until the new window passes.
    await call(settings, 'PUT', '/api/settings', { token, body: { contact_retention_months: 120 } });
    await seedMessages('119 months', '121 months');
    expect(await purgeExpired(getSql())).toMatchObject({ contacts: 1 });
    expect(await messagesLeft()).toEqual(['6 months - 1 minute', '119 months']);
  });

  it('keeps 24 months before the setup (no settings yet)', async () => {
    await seedMessages('23 months', '25 months');
    expect(await purgeExpired(getSql())).toMatchObject({ contacts: 1 });
    expect(await messagesLeft()).toEqual(['23 months']);
  });
});

describe('purge-expired: back-in-stock alerts (kept a year)', () => {
  /** Stores an alert of the product for `email`, subscribed `days` ago (and confirmed, unless told), sent or still waiting. */
  async function seedAlert(productId: string, email: string, days: number, sent = false, confirmed = true) {
    await getSql()`
      insert into stock_alerts (product_id, email, token, created_at, notified_at, confirmed_at)
      values (${productId}, ${email}, ${`token-de-teste-${email}`}, now() - make_interval(days => ${days}),
        ${sent ? getSql()`now()` : null}, ${confirmed ? getSql()`now() - make_interval(days => ${days})` : null})`;
  }
  const alertsLeft = async () =>
    (await getSql()<{ email: string }[]>`select email from stock_alerts order by email`).map((row) => row.email);

  it('deletes the alerts older than a year, waiting or sent, and keeps younger ones', async () => {
    const product = await seedProduct({ stock: 0 });
    await seedAlert(product.id, 'antiga@exemplo.org', 366);
    await seedAlert(product.id, 'antiga-enviada@exemplo.org', 366, true);
    await seedAlert(product.id, 'recente@exemplo.org', 300);
    await seedAlert(product.id, 'recente-enviada@exemplo.org', 300, true);
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect((await purge()).status).toBe(204);
      expect(logged).toHaveBeenCalledWith(
        '[purge-expired] removed 0 session(s), 0 reset link(s), 0 rate event(s), 0 contact message(s), 2 back-in-stock alert(s), ' +
          '0 abandoned-cart e-mail record(s), erased the buyer of 0 order(s) of deleted accounts',
      );
    } finally {
      logged.mockRestore();
    }
    expect(await alertsLeft()).toEqual(['recente-enviada@exemplo.org', 'recente@exemplo.org']);
  });

  it(`deletes a sign-up never confirmed once its link expired (${STOCK_ALERT_CONFIRM_HOURS} hours), keeping a younger one`, async () => {
    const product = await seedProduct({ stock: 0 });
    await seedAlert(product.id, 'esquecida@exemplo.org', 3, false, false);
    await seedAlert(product.id, 'nova@exemplo.org', 1, false, false);
    await seedAlert(product.id, 'confirmada@exemplo.org', 3);
    expect(await purgeExpired(getSql())).toMatchObject({ stockAlerts: 1 });
    expect(await alertsLeft()).toEqual(['confirmada@exemplo.org', 'nova@exemplo.org']);
  });

  it('counts the year again from a renewed subscription', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 0 });
    await seedAlert(product.id, 'fiel@exemplo.org', 400, true);
    const path = `/api/products/${product.id}/alerts`;
    const renewed = await call(stockAlerts, 'POST', path, {
      params: { id: product.id },
      body: { email: 'fiel@exemplo.org', consent: true },
      ip: '203.0.113.9',
    });
    expect(renewed).toMatchObject({ status: 200, body: { subscribed: true } });
    expect(await purgeExpired(getSql())).toMatchObject({ stockAlerts: 0 });
    expect(await alertsLeft()).toEqual(['fiel@exemplo.org']);
  });
});

describe('purge-expired: the orders of deleted accounts (kept for the fiscal period)', () => {
  it("erases the buyer's copy of an order past 5 years whose account was deleted, and says so", async () => {
    const { buyer, order } = await seedPendingOrder();
    const sql = getSql();
    await sql`update orders set created_at = now() - interval '5 years 1 hour' where id = ${order.id}`;
    await deleteAccount(sql, buyer.user.id, { user: buyer.user, byAdmin: false }, DEFAULT_PASSWORD);
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await purge();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('erased the buyer of 1 order(s) of deleted accounts'));
    } finally {
      logged.mockRestore();
    }
    const [row] = await sql`select customer_name, customer_email, personal_data_erased_at from orders where id = ${order.id}`;
    expect(row).toMatchObject({ customer_name: '', customer_email: '' });
    expect(row.personal_data_erased_at).toBeInstanceOf(Date);
  });
});

describe('purge-expired: abandoned-cart e-mails (their record kept 90 days)', () => {
  it("deletes the records sent more than 90 days ago and keeps younger ones", async () => {
    const { user } = await createUser();
    const sql = getSql();
    for (const [token, days] of [['recente', 89], ['antiga', 91]] as const) {
      await sql`
        insert into cart_reminders (user_id, token, items, lines, value_cents, sent_at)
        values (${user.id}, ${token}, '[]', '[]', 1000, now() - make_interval(days => ${days}))`;
    }
    expect(await purgeExpired(sql)).toMatchObject({ cartReminders: 1 });
    expect((await sql<{ token: string }[]>`select token from cart_reminders`).map((row) => row.token)).toEqual(['recente']);
    expect(CART_REMINDER_KEPT_DAYS).toBe(90);
  });
});
