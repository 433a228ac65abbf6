import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a notification's signature says: `ok`; `missing` (no secret configured, or no x-signature header: the caller
 * answers 401 either way); `malformed` (the header has no readable ts or v1); `bad` (the HMAC differs: wrong secret or
 * altered data); `stale` (signed correctly but older, or further ahead, than the allowed age: a replay).
 */
export type SignatureVerdict = 'ok' | 'missing' | 'malformed' | 'bad' | 'stale';

/** A notification to check: the webhook secret, its x-signature and x-request-id headers, and the data.id query. */
export type SignatureInput = {
  secret: string | null | undefined;
  xSignature: string | null | undefined;
  xRequestId: string | null | undefined;
  dataId: string | null | undefined;
  now?: Date;
  maxAgeSeconds?: number;
};

// Timestamps from this value up are milliseconds (in seconds it would be the year 5138).
const MILLISECONDS_FROM = 100_000_000_000;

/** Reads `ts=…,v1=…` (in any order, spaces allowed, other versions ignored); null without both. */
export function parseSignatureHeader(header: string): { ts: string; v1: string } | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) parts.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]+$/i.test(v1)) return null;
  return { ts, v1: v1.toLowerCase() };
}

/**
 * The signed text, as Mercado Pago documents it: `id:{data.id};request-id:{x-request-id};ts:{ts};`, an alphanumeric
 * data.id in lower case, and a part whose value is absent left out.
 */
export function signatureManifest(dataId: string | null, requestId: string | null, ts: string): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

const present = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** Checks a Mercado Pago notification's x-signature: HMAC-SHA256 (hex) of the manifest with the secret, in constant time. */
export function verifySignature(input: SignatureInput): SignatureVerdict {
  const secret = present(input.secret);
  const header = present(input.xSignature);
  if (!secret || !header) return 'missing';
  const parsed = parseSignatureHeader(header);
  if (!parsed) return 'malformed';
  const manifest = signatureManifest(present(input.dataId), present(input.xRequestId), parsed.ts);
  const expected = Buffer.from(createHmac('sha256', secret).update(manifest).digest('hex'), 'utf8');
  const given = Buffer.from(parsed.v1, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad';
  const ts = Number(parsed.ts);
  const signedAt = ts >= MILLISECONDS_FROM ? ts : ts * 1000;
  const ageMs = Math.abs((input.now ?? new Date()).getTime() - signedAt);
  return ageMs > (input.maxAgeSeconds ?? 300) * 1000 ? 'stale' : 'ok';
}
