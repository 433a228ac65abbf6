import type { CepAddress } from '../../lib/shop/cep-regions';
import { lightApi } from '../light-fetch';

/** A CEP looked up: its address, a CEP nobody knows, or the lookup unavailable. */
export type CepLookup = { status: 'found'; address: CepAddress } | { status: 'not-found' } | { status: 'unavailable' };

/**
 * The address of a CEP (8 digits) through GET /api/cep/:cep; never throws. The server gives the lookup service its
 * time limit (3 s) and answers 404 for an unknown CEP and 502 when the service failed or timed out; any answer but
 * 404, and a network failure, is "unavailable". No client time limit: a late answer only fills the fields still open.
 */
export async function lookupCepAddress(cep: string): Promise<CepLookup> {
  const result = await lightApi<CepAddress>('GET', `/api/cep/${cep}`);
  if (result.ok) return { status: 'found', address: result.data };
  return { status: result.error.status === 404 ? 'not-found' : 'unavailable' };
}
