import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { forgetToken, saveToken, storedToken, type CorreiosToken } from './correios-state';
import { bodyWithin, fetchWithin, limitText, outgoingFailure, type Within } from '../../http/outgoing';
import { ProviderFailure } from './provider';

/** The Correios contract credentials; server-only, never answered, never logged. */
export type CorreiosCredentials = { user: string; accessCode: string; contract: string; card: string };

/** A hash naming a set of credentials (a token or a cached price belongs to one contract), never the secrets. */
export const credentialsFingerprint = (c: CorreiosCredentials): string =>
  createHash('sha256').update(JSON.stringify([c.user, c.accessCode, c.contract, c.card])).digest('hex');

/** How one client reaches the API: base address, credentials (and their hash), and the quote's deadline. */
export type ClientOptions = {
  db: Db;
  base: string;
  credentials: CorreiosCredentials;
  fingerprint: string;
  /** The quote's one deadline: its limit and the signal every call of the quote shares. */
  within: Required<Within>;
};

/** A price or delivery-time answer: its JSON body, or `unavailable` when the API says the service does not serve it. */
export type CwsAnswer = { ok: true; body: Record<string, unknown> } | { ok: false };

// These statuses answer a well-formed call about a route or package the service does not take.
const UNAVAILABLE = new Set([400, 404, 422]);

/**
 * When a token expires: `expiraEm` is a local time of Brasília without an offset ('2026-11-24T23:59:59'), so
 * one is added; an answer without a readable time is kept for ten minutes.
 */
export function tokenExpiry(expiraEm: unknown, now = new Date()): Date {
  if (typeof expiraEm === 'string') {
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(expiraEm) ? expiraEm : `${expiraEm}-03:00`;
    const date = new Date(zoned);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date(now.getTime() + 10 * 60_000);
}

async function send(options: ClientOptions, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchWithin(url, init, options.within);
  } catch (error) {
    throw unanswered(error, options);
  }
}

// A call or a body that did not come within the quote's deadline, or the network failed.
function unanswered(error: unknown, options: ClientOptions): ProviderFailure {
  const failure = outgoingFailure(error, options.within.limitMs);
  return new ProviderFailure(
    failure.timedOut ? `Os Correios não responderam em ${limitText(failure.limitMs)}.` : `Não foi possível chamar os Correios (${failure.detail}).`,
  );
}

// The body, within the same deadline (read even when unused: reading it frees the connection).
const readBody = (options: ClientOptions, response: Response): Promise<string> =>
  bodyWithin(response, options.within).catch((error: unknown) => {
    throw unanswered(error, options);
  });

async function readJson(options: ClientOptions, response: Response): Promise<Record<string, unknown>> {
  const text = await readBody(options, response);
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Reported below, as any answer that is not a JSON object.
  }
  throw new ProviderFailure('Os Correios responderam algo que não é um objeto JSON.');
}

async function fetchToken(options: ClientOptions): Promise<CorreiosToken> {
  const { user, accessCode, card } = options.credentials;
  const response = await send(options, `${options.base}/token/v1/autentica/cartaopostagem`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${accessCode}`).toString('base64')}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ numero: card }),
  });
  if (!response.ok) {
    await readBody(options, response);
    const refused = response.status === 401 || response.status === 403;
    throw new ProviderFailure(`Os Correios ${refused ? 'recusaram as credenciais' : 'não deram um token'} (HTTP ${response.status}).`);
  }
  const body = await readJson(options, response);
  if (typeof body.token !== 'string' || body.token === '') throw new ProviderFailure('A resposta de token dos Correios não trouxe o token.');
  const dr = Number((body.cartaoPostagem as { dr?: unknown } | undefined)?.dr);
  const token = { token: body.token, dr: Number.isInteger(dr) ? dr : null };
  await saveToken(options.db, options.fingerprint, token, tokenExpiry(body.expiraEm));
  return token;
}

async function readAnswer(options: ClientOptions, response: Response): Promise<CwsAnswer> {
  if (response.ok) return { ok: true, body: await readJson(options, response) };
  await readBody(options, response);
  if (UNAVAILABLE.has(response.status)) return { ok: false };
  throw new ProviderFailure(`Os Correios responderam HTTP ${response.status}.`);
}

/**
 * A client for one quote: the stored token (or a new one, fetched once however many calls wait for it); a call
 * refused with 401 drops the token, gets a new one and is sent once more.
 */
export function correiosClient(options: ClientOptions) {
  let current: Promise<CorreiosToken> | null = null;
  const tokenFor = (refused: Promise<CorreiosToken> | null): Promise<CorreiosToken> => {
    if (!current) current = storedToken(options.db, options.fingerprint).then((kept) => kept ?? fetchToken(options));
    else if (refused === current) current = forgetToken(options.db).then(() => fetchToken(options));
    return current;
  };

  /** GET a path with query parameters; `withDr` adds the posting card's regional office (price calls). */
  async function get(path: string, params: Record<string, string>, withDr = false): Promise<CwsAnswer> {
    let refused: Promise<CorreiosToken> | null = null;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const used = tokenFor(refused);
      const { token, dr } = await used;
      const query = new URLSearchParams(withDr && dr !== null ? { ...params, nuDR: String(dr) } : params);
      const response = await send(options, `${options.base}${path}?${query}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      if (response.status !== 401) return readAnswer(options, response);
      await readBody(options, response);
      refused = used;
    }
    throw new ProviderFailure('Os Correios recusaram um token novo (HTTP 401).');
  }

  return { get };
}
