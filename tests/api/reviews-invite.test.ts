import { describe, expect, it } from 'vitest';
import invite from '../../netlify/functions/orders-review-invite.mts';
import orders from '../../netlify/functions/orders.mts';
import { RETURNED_AFTER_SHIPPING } from '../../src/lib/shop/payment-mapping';
import { getSql } from '../../src/server/db/client';
import {
  inviteReviews,
  REVIEW_INVITE_AFTER_SENT_DAYS,
  REVIEW_INVITE_WINDOW_DAYS,
} from '../../src/server/shop/orders/review-invite';
import { createUser } from '../helpers/db';
import { seedPendingOrder, useOrderMails } from '../helpers/orders';
import { call } from '../helpers/request';

// The invitation to review: the move to received sends it (the "received" e-mail), a sent order never marked received
// gets it REVIEW_INVITE_AFTER_SENT_DAYS later from the hourly job, once per order whatever runs repeat or overlap,
// never for an order whose payment went back, never for an order delivered before the window.

const outbox = useOrderMails();

const move = (token: string, id: string, body: Record<string, unknown>) =>
  call(orders, 'POST', `/api/orders/${id}/status`, { params: { id }, token, body });
const received = (token: string, id: string) => call(orders, 'POST', `/api/orders/${id}/received`, { params: { id }, token });

/** Every invitation written to the outbox so far (the buyers here write in Portuguese). */
async function invitations(): Promise<string[]> {
  return (await outbox().mails()).filter((mail) => mail.includes('Para avaliar, abra o pedido na sua conta'));
}

/** A paid order moved to sent by an admin (through the API, as in the shop): ids and tokens. */
async function sentOrder() {
  const seeded = await seedPendingOrder();
  const admin = await createUser({ role: 'admin' });
  for (const status of ['paid', 'processing']) expect((await move(admin.token, seeded.order.id, { status })).status).toBe(200);
  expect((await move(admin.token, seeded.order.id, { status: 'sent', tracking_code: 'AA123456789BR' })).status).toBe(200);
  return { ...seeded, admin };
}

/** Moves an order's history (its moves' times) back by some days, as if they had passed. */
const ageHistory = (id: string, days: number) =>
  getSql()`update order_history set created_at = created_at - make_interval(days => ${days}) where order_id = ${id}`;

describe('the invitation to review', () => {
  it('goes with the move to received, once, with a link to the order page', async () => {
    const { order, buyer } = await sentOrder();
    expect(await invitations()).toHaveLength(0);
    expect((await received(buyer.token, order.id)).status).toBe(200);
    const sent = await invitations();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`https://loja.exemplo.org/conta/pedidos/${order.id}`);
    expect(sent[0]).toContain(buyer.user.email);
    // The hourly job finds it invited already.
    expect(await inviteReviews(getSql())).toBe(0);
    expect((await invite()).status).toBe(204);
    expect(await invitations()).toHaveLength(1);
  });

  it(`goes ${REVIEW_INVITE_AFTER_SENT_DAYS} days after "sent" to an order never marked received, once, whatever runs overlap`, async () => {
    const { order } = await sentOrder();
    expect(await inviteReviews(getSql())).toBe(0);
    await ageHistory(order.id, REVIEW_INVITE_AFTER_SENT_DAYS - 1);
    expect(await inviteReviews(getSql())).toBe(0);
    await ageHistory(order.id, 1);
    const runs = await Promise.all([inviteReviews(getSql()), inviteReviews(getSql()), inviteReviews(getSql())]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await invitations()).toHaveLength(1);
    // Received afterwards: no second invitation.
    await getSql()`update orders set status = 'received' where id = ${order.id}`;
    await getSql()`insert into order_history (order_id, from_status, to_status) values (${order.id}, 'sent', 'received')`;
    expect(await inviteReviews(getSql())).toBe(0);
    expect(await invitations()).toHaveLength(1);
  });

  it('is not sent for an order whose payment went back, delivered before the window, or while the shop is off', async () => {
    const returned = await sentOrder();
    await getSql()`update orders set payment_flag = ${RETURNED_AFTER_SHIPPING} where id = ${returned.order.id}`;
    await ageHistory(returned.order.id, REVIEW_INVITE_AFTER_SENT_DAYS);
    expect(await inviteReviews(getSql())).toBe(0);

    await getSql()`update orders set payment_flag = null where id = ${returned.order.id}`;
    await ageHistory(returned.order.id, REVIEW_INVITE_WINDOW_DAYS);
    expect(await inviteReviews(getSql())).toBe(0);

    await getSql()`update order_history set created_at = now() - interval '8 days' where order_id = ${returned.order.id}`;
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
    expect(await inviteReviews(getSql())).toBe(0);
    const [row] = await getSql()<{ review_invited_at: Date | null }[]>`select review_invited_at from orders where id = ${returned.order.id}`;
    expect(row.review_invited_at).toBeNull();
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'true')`;
    expect(await inviteReviews(getSql())).toBe(1);
    expect(await invitations()).toHaveLength(1);
  });

  it('gives the claim back when the mail cannot be sent, so the next run tries again', async () => {
    const { order } = await sentOrder();
    await ageHistory(order.id, REVIEW_INVITE_AFTER_SENT_DAYS);
    const previous = process.env.OUTBOX_DIR;
    process.env.OUTBOX_DIR = '/dev/null/not-a-folder';
    try {
      expect(await inviteReviews(getSql())).toBe(0);
    } finally {
      process.env.OUTBOX_DIR = previous;
    }
    expect(await inviteReviews(getSql())).toBe(1);
  });
});
