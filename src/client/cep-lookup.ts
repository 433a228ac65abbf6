import type { CepAddress } from '../lib/shop/cep-regions';
import { api } from './api-client';

/**
 * The address of a CEP through GET /api/cep/:cep, or null when it is unknown, the lookup service failed or the
 * call was cancelled: address forms then simply stay as they are. Quiet (no toast), never throws.
 */
export async function lookupAddress(cep: string, signal?: AbortSignal): Promise<CepAddress | null> {
  const result = await api<CepAddress>('GET', `/api/cep/${encodeURIComponent(cep)}`, { quiet: true, signal });
  return result.ok ? result.data : null;
}
