import { clearLoginFailures } from '../auth/login';
import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import type { Db, Sql } from '../db/client';
import { siteAddress } from '../site/site-address';
import { invalid } from '../http/http-error';
import { afterAnswer } from '../http/route';
import { rateRule, takeSlots, tryTakeSlots } from '../http/rate-limit';
import { together } from '../db/together';
import { transaction } from '../db/transaction';
import { sendMail, type Mail } from '../mail/send-mail';
import { getPublicSettings } from '../settings/settings';
import { findUserByEmail } from '../users/users';
import { revokeUserSessions } from './session-revoke';

/** The one answer to a reset request, whether or not the e-mail has an account. */
export const RESET_REQUESTED =
  'Se houver uma conta com este e-mail, enviaremos em instantes um link para criar uma nova senha. Confira também a caixa de spam.';
/** Answered on the token field when a link is unknown, used or expired. */
export const RESET_TOKEN_INVALID = 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo link.';
/** How long a reset link works. */
export const RESET_TTL_MINUTES = 60;
/** Most reset mails one account receives per hour (more requests are answered the same, without a mail). */
export const RESET_MAILS_PER_HOUR = 3;

/** At most 5 reset requests per client address within 15 minutes. */
export const RESET_RULE = rateRule({
  bucket: 'password-reset',
  max: 5,
  windowSeconds: 15 * 60,
  message: 'Muitas solicitações. Tente novamente em alguns minutos.',
});

// Counted per account: past it a request is answered the same, without a mail (the message is never shown).
const RESET_MAIL_RULE = rateRule({
  bucket: 'password-reset-mail',
  max: RESET_MAILS_PER_HOUR,
  windowSeconds: 60 * 60,
  message: RESET_REQUESTED,
});

/** Logged when a reset is asked for on a server without SITE_URL. */
export const NO_SITE_URL =
  '[password-reset] SITE_URL is not set, so no reset link was sent: links are built only from the configured ' +
  "site address, never from the host a request names. Set SITE_URL to the site's public address.";


function resetMail(to: string, name: string, link: string, siteTitle: string): Mail {
  return {
    to,
    subject: `Redefinição de senha - ${siteTitle}`,
    text: [
      `Olá, ${name}!`,
      '',
      `Recebemos um pedido para criar uma nova senha da sua conta em ${siteTitle}.`,
      `Para escolher a nova senha, abra o link abaixo (ele vale por ${RESET_TTL_MINUTES} minutos e pode ser usado uma vez):`,
      '',
      link,
      '',
      'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.',
    ].join('\n'),
  };
}

/**
 * Voids an account's pending reset links: a new link asked for, or the account's e-mail changed (by its owner or a
 * manager), so that a link sent to an address that no longer is the account's stops working. A statement to run on
 * its own or as a CTE of the statement that changes the e-mail.
 */
export const voidResetLinks = (db: Db, userId: string) =>
  db`update password_resets set used_at = now() where user_id = ${userId} and used_at is null`;

/** Stores a new single-use link for a user, valid RESET_TTL_MINUTES, and returns its token. */
async function storeResetLink(sql: Sql, userId: string): Promise<string> {
  const token = newToken();
  await transaction(sql, async (tx) => {
    // Only the newest link works: an older one that leaked stops working once a new one is asked for.
    await voidResetLinks(tx, userId);
    await tx`
      insert into password_resets (user_id, token_hash, expires_at)
      values (${userId}, ${hashToken(token)}, now() + make_interval(mins => ${RESET_TTL_MINUTES}))`;
  });
  return token;
}

/**
 * Starts a reset: takes a slot of the address's limit (429 when full), then hands back the rest as work for after
 * the answer. Until the answer, a real and an unknown e-mail cost the same (the slot alone): the account is looked
 * up only in that work, which for an existing account under its mail limit replaces its pending links with a new
 * one and sends it. The caller answers RESET_REQUESTED in every case.
 */
export async function requestPasswordReset(sql: Sql, email: string, ip: string): Promise<() => Promise<void>> {
  await takeSlots(sql, [{ rule: RESET_RULE, key: ip }]);
  return () => sendResetLink(sql, email);
}

/**
 * The work of a reset request after its answer: the link stored and mailed, built from SITE_URL only (without it
 * nothing is sent and the reason is logged). A failure is logged, never answered: an error only known accounts
 * could cause would tell them apart.
 */
async function sendResetLink(sql: Sql, email: string): Promise<void> {
  const site = siteAddress();
  if (!site) {
    console.error(NO_SITE_URL);
    return;
  }
  try {
    const user = await findUserByEmail(sql, email);
    if (!user) return;
    if (!(await tryTakeSlots(sql, [{ rule: RESET_MAIL_RULE, key: user.id }])).granted) return;
    const [token, settings] = await together(storeResetLink(sql, user.id), getPublicSettings(sql));
    const link = `${site}/redefinir-senha?token=${encodeURIComponent(token)}`;
    await sendMail(resetMail(user.email, user.name, link, settings?.title ?? 'Vitrine'));
  } catch (error) {
    console.error(`[password-reset] the reset link for ${email} could not be sent:`, error);
  }
}

/**
 * Runs a reset request's work after the response when the platform offers `waitUntil` (Netlify), so the answer
 * takes as long whether or not the account exists; otherwise (`npm run dev`, tests) before answering.
 */
export async function finishResetRequest(work: () => Promise<void>, waitUntil?: (promise: Promise<unknown>) => void): Promise<void> {
  await afterAnswer(work(), waitUntil);
}

/**
 * Sets a new password from a reset link: the token is used up in the same statement that checks it (so it works
 * once, even for two requests at a time), every session of the user is revoked, and the account's login failures
 * are forgotten (someone failing on purpose cannot keep the owner out past a reset).
 */
export async function confirmPasswordReset(sql: Sql, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await transaction(sql, async (tx) => {
    const [row] = await tx<{ user_id: string }[]>`
      update password_resets set used_at = now()
      where token_hash = ${hashToken(token)} and used_at is null and expires_at > now()
      returning user_id::text as user_id`;
    if (!row) throw invalid({ token: [RESET_TOKEN_INVALID] }, RESET_TOKEN_INVALID);
    const [user] = await tx<{ email: string }[]>`
      update users set password_hash = ${passwordHash}, updated_at = now() where id = ${row.user_id} returning email`;
    await revokeUserSessions(tx, row.user_id);
    await clearLoginFailures(tx, user.email);
  });
}
