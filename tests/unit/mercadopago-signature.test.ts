import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  parseSignatureHeader,
  signatureManifest,
  verifySignature,
  type SignatureInput,
} from '../../src/server/shop/payments/mercadopago/webhook-signature';

const SECRET = 'segredo-do-webhook-da-loja';
const NOW = new Date('2026-03-10T15:00:00Z');
const TS = String(NOW.getTime() / 1000 - 30);
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';

const sign = (manifest: string, secret = SECRET) => createHmac('sha256', secret).update(manifest).digest('hex');
const notification = (overrides: Partial<SignatureInput> = {}, ts = TS, dataId = '1300000001'): SignatureInput => ({
  secret: SECRET,
  xSignature: `ts=${ts},v1=${sign(`id:${dataId.toLowerCase()};request-id:${REQUEST_ID};ts:${ts};`)}`,
  xRequestId: REQUEST_ID,
  dataId,
  now: NOW,
  ...overrides,
});

describe('verifySignature: a Mercado Pago notification is ours only when its HMAC matches', () => {
  it('accepts a notification signed with the secret (ts in seconds)', () => {
    expect(verifySignature(notification())).toBe('ok');
  });

  it('accepts ts in milliseconds, as Mercado Pago often sends it, signing the digits as written', () => {
    expect(verifySignature(notification({}, String(NOW.getTime() - 30_000)))).toBe('ok');
  });

  it('accepts the header with spaces and its parts in another order', () => {
    const v1 = sign(`id:1300000001;request-id:${REQUEST_ID};ts:${TS};`);
    expect(verifySignature(notification({ xSignature: ` v1=${v1.toUpperCase()} , ts=${TS} ` }))).toBe('ok');
  });

  it('signs an alphanumeric data.id in lower case (the query may carry it in upper case)', () => {
    const input = notification({}, TS, 'ABC123def');
    expect(signatureManifest('ABC123def', REQUEST_ID, TS)).toBe(`id:abc123def;request-id:${REQUEST_ID};ts:${TS};`);
    expect(verifySignature(input)).toBe('ok');
  });

  it('leaves a part out of the manifest when its value did not come (no x-request-id)', () => {
    const xSignature = `ts=${TS},v1=${sign(`id:1300000001;ts:${TS};`)}`;
    expect(verifySignature(notification({ xSignature, xRequestId: null }))).toBe('ok');
  });

  it('refuses a signature made with another secret (bad)', () => {
    expect(verifySignature(notification({ secret: 'outro-segredo' }))).toBe('bad');
  });

  it('refuses a notification whose data.id was changed (bad)', () => {
    expect(verifySignature(notification({ dataId: '1300000002' }))).toBe('bad');
  });

  it('refuses a notification whose x-request-id was changed (bad)', () => {
    expect(verifySignature(notification({ xRequestId: 'outro-pedido' }))).toBe('bad');
  });

  it('refuses a hash of another length without comparing it (bad)', () => {
    expect(verifySignature(notification({ xSignature: `ts=${TS},v1=abc123` }))).toBe('bad');
  });

  it.each([
    ['6 minutes old, in seconds', String(NOW.getTime() / 1000 - 360)],
    ['6 minutes old, in milliseconds', String(NOW.getTime() - 360_000)],
    ['6 minutes ahead', String(NOW.getTime() / 1000 + 360)],
  ])('refuses a correct signature %s (stale)', (_, ts) => {
    expect(verifySignature(notification({}, ts))).toBe('stale');
  });

  it('takes another maximum age', () => {
    const ts = String(NOW.getTime() / 1000 - 360);
    expect(verifySignature({ ...notification({}, ts), maxAgeSeconds: 600 })).toBe('ok');
  });

  it.each([
    ['no x-signature header', { xSignature: null }],
    ['an empty x-signature header', { xSignature: '  ' }],
    ['no secret configured', { secret: '' }],
    ['a null secret', { secret: null }],
  ])('answers missing for %s', (_, overrides) => {
    expect(verifySignature(notification(overrides))).toBe('missing');
  });

  it.each([
    ['no ts', `v1=${'a'.repeat(64)}`],
    ['no v1', `ts=${TS}`],
    ['a ts that is not a number', `ts=ontem,v1=${'a'.repeat(64)}`],
    ['a v1 that is not hex', `ts=${TS},v1=zz${'a'.repeat(62)}`],
    ['no key=value parts', 'assinatura'],
  ])('answers malformed for %s', (_, xSignature) => {
    expect(verifySignature(notification({ xSignature }))).toBe('malformed');
  });
});

describe('parseSignatureHeader', () => {
  it('reads ts and v1 and ignores other versions', () => {
    expect(parseSignatureHeader('ts=1704908010,v1=ABCdef,v2=123')).toEqual({ ts: '1704908010', v1: 'abcdef' });
  });
});
