/**
 * A data subject's rights over their account (LGPD art. 18): a copy of everything kept about it, and its deletion.
 * Both read the registry of personal data (personal-data.ts), so a table added there is copied and erased at once;
 * both are recorded in the requests' record (data-requests.ts), whether the person asks or an admin serves a request
 * that came by e-mail.
 */
import { formatDateTime } from '../../lib/date-time';
import type { OpenOrderRef } from '../../lib/schemas/privacy';
import { ORDER_STATUSES } from '../../lib/shop/orders';
import { userActionBlock, USER_RULE_MESSAGES, type UserRuleBlock } from '../../lib/user-rules';
import { verifyPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/sessions';
import type { Db, Sql } from '../db/client';
import { together } from '../db/together';
import { transaction } from '../db/transaction';
import { conflict, forbidden, HttpError, invalid, notFound } from '../http/http-error';
import { rateRule, tooMany, tryTakeSlots } from '../http/rate-limit';
import { requestRebuild } from '../publish/publish';
import { recordRequest } from './data-requests';
import { ERASE_STEPS, EXPORT_SECTIONS, type Subject } from './personal-data';

/** At most 5 copies an hour per account: each one reads everything the account has. */
export const EXPORT_RULE = rateRule({
  bucket: 'data-export',
  max: 5,
  windowSeconds: 60 * 60,
  message: 'Você já pediu 5 cópias dos seus dados na última hora. Tente novamente mais tarde.',
});

/** Answered (422 on `password`) when the password that confirms a deletion is wrong. */
export const WRONG_PASSWORD = 'A senha não está correta.';

/** The statuses of an order whose buyer still needs the account: paid, and not yet received (nor canceled). */
export const ORDER_STATUSES_HOLDING_ACCOUNT = ['paid', 'processing', 'sent'] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/** Who asks: the person themselves, or a manager serving a request (the users screen). */
export type Requester = { user: SessionUser; byAdmin: boolean };

/** The copy of an account's data: when it was made, then one key per section of the registry. */
export type AccountExport = { format: 'vitrine-dados-pessoais'; version: 1; exported_at: string } & Record<string, unknown>;

type TargetRow = { id: string; email: string; role: SessionUser['role'] };

/** The account a request is about (404), and a manager's right to act on it (a super never on an admin's). */
async function target(db: Db, id: string, requester: Requester): Promise<TargetRow> {
  const [row] = await db<TargetRow[]>`select id::text as id, email, role from users where id = ${id}`;
  if (!row) throw notFound('Usuário não encontrado.');
  if (requester.byAdmin && userActionBlock(requester.user, row, 'edit', Number.POSITIVE_INFINITY) === 'super_vs_admin') {
    throw forbidden(USER_RULE_MESSAGES.super_vs_admin);
  }
  return row;
}

/**
 * Everything kept about an account, as one JSON document: the sections of the registry in its order. The person's
 * own copies count against EXPORT_RULE (429); an admin's do not. The request is recorded, then the sections are read
 * together (one round trip).
 */
export async function exportAccountData(sql: Sql, subjectId: string, requester: Requester): Promise<AccountExport> {
  const subject: Subject = requester.byAdmin ? await target(sql, subjectId, requester) : { id: requester.user.id, email: requester.user.email };
  if (!requester.byAdmin) {
    const slot = await tryTakeSlots(sql, [{ rule: EXPORT_RULE, key: subject.id }]);
    if (!slot.granted) throw tooMany(slot);
  }
  // Recorded before the reads, so the copy lists the request that made it.
  await recordRequest(sql, 'export', subject.id, { id: requester.user.id, byAdmin: requester.byAdmin });
  const sections = await together(...EXPORT_SECTIONS.map((section) => section.read(sql, subject)));
  const copy: AccountExport = { format: 'vitrine-dados-pessoais', version: 1, exported_at: new Date().toISOString() };
  EXPORT_SECTIONS.forEach((section, index) => {
    copy[section.section] = sections[index];
  });
  return copy;
}

/** The 409 of a deletion while paid orders are on their way: they are named, so the person knows what to wait for. */
function ordersHoldAccount(orders: OpenOrderRef[], byAdmin: boolean): HttpError {
  const numbers = orders.map((order) => `#${order.number}`).join(', ');
  const message = byAdmin
    ? `A conta tem pedidos pagos ainda não recebidos (${numbers}): o cliente precisa dela para acompanhar a entrega. Exclua depois que forem recebidos ou cancelados.`
    : `Você tem pedidos pagos ainda não recebidos (${numbers}): a conta é necessária para acompanhar a entrega. Exclua a conta depois de recebê-los.`;
  return new HttpError(409, message, undefined, undefined, { orders });
}

/** Why the account may not be deleted now: the role rules of the users screen for a manager; the last admin for anyone. */
function deletionBlock(requester: Requester, account: TargetRow, admins: number): UserRuleBlock | null {
  if (requester.byAdmin) return userActionBlock(requester.user, account, 'delete', admins);
  return account.role === 'admin' && admins <= 1 ? 'last_admin' : null;
}

/**
 * Deletes an account (LGPD art. 18, VI), all or nothing, in one transaction: its row, the person's orders and the
 * admins locked first (a payment applied meanwhile waits, so the check of the orders is exact); refused with a 409
 * while a paid order is not yet received, or when it would remove the last admin. Then the registry's steps (contact
 * messages and alerts deleted, orders detached and marked), the request recorded, and the account's row deleted: its
 * sessions, addresses, reset links and consent choices go with it by their foreign keys. A person confirms with their
 * password (422 on `password`, checked before anything changes); a manager serves a request under the users rules.
 */
export async function deleteAccount(sql: Sql, subjectId: string, requester: Requester, password?: string): Promise<void> {
  if (!requester.byAdmin) {
    const [row] = await sql<{ password_hash: string }[]>`select password_hash from users where id = ${subjectId}`;
    if (!row) throw notFound('Usuário não encontrado.');
    if (!(await verifyPassword(row.password_hash, password ?? ''))) throw invalid({ password: [WRONG_PASSWORD] });
  }
  const hadApprovedReviews = await transaction(sql, async (tx) => {
    const [[account], orders, [{ admins }], [reviews]] = await together(
      tx<TargetRow[]>`select id::text as id, email, role from users where id = ${subjectId} for update`,
      tx<(OpenOrderRef & { number: string })[]>`
        select id::text as id, number::text as number, status from orders where user_id = ${subjectId}
        order by number for update`,
      tx<{ admins: number }[]>`select count(*)::int as admins from (select id from users where role = 'admin' for update) a`,
      tx<{ approved: boolean }[]>`select exists (select 1 from product_reviews where user_id = ${subjectId} and status = 'approved') as approved`,
    );
    if (!account) throw notFound('Usuário não encontrado.');
    const block = deletionBlock(requester, account, admins);
    if (block) throw block === 'super_vs_admin' ? forbidden(USER_RULE_MESSAGES[block]) : conflict(USER_RULE_MESSAGES[block]);
    const holding = orders
      .filter((order) => (ORDER_STATUSES_HOLDING_ACCOUNT as readonly string[]).includes(order.status))
      .map((order) => ({ id: order.id, number: Number(order.number), status: order.status }));
    if (holding.length > 0) throw ordersHoldAccount(holding, requester.byAdmin);
    const subject: Subject = { id: account.id, email: account.email };
    await together(
      ...ERASE_STEPS.map((step) => step(tx, subject)),
      recordRequest(tx, 'delete', subject.id, { id: requester.user.id, byAdmin: requester.byAdmin }),
    );
    await tx`delete from users where id = ${subject.id}`;
    return reviews.approved;
  });
  // Its approved reviews leave the product pages with it: a rebuild is asked for (it never fails the deletion).
  if (hadApprovedReviews) await requestRebuild(sql, 'avaliações');
}

/** The headers that make a copy a download: `meus-dados-2026-11-28.json` (the day in São Paulo), or the account's number for an admin's. */
export function downloadHeaders(copy: AccountExport, subjectId: string, byAdmin: boolean): Record<string, string> {
  const day = formatDateTime(copy.exported_at, 'yyyy-MM-dd');
  const name = byAdmin ? `dados-conta-${subjectId}-${day}.json` : `meus-dados-${day}.json`;
  return { 'content-disposition': `attachment; filename="${name}"` };
}
