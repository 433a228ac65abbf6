import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MESSAGE } from '../../lib/schemas/order';
import { invalid } from './http-error';

/** The Idempotency-Key header of a request, checked (422 on `idempotency_key` when missing or malformed). */
export function idempotencyKey(request: Request): string {
  const key = request.headers.get('idempotency-key')?.trim() ?? '';
  if (!IDEMPOTENCY_KEY.test(key)) throw invalid({ idempotency_key: [IDEMPOTENCY_KEY_MESSAGE] });
  return key;
}
