import { isStateCode } from '../../../lib/br-places';
import type { CepAddress } from '../../../lib/shop/cep-regions';
import type { Sql } from '../../db/client';
import { HttpError, notFound } from '../../http/http-error';
import { bodyWithin, fetchWithin, timeLimit } from '../../http/outgoing';
import { rateRule } from '../../http/rate-limit';
import { shippingEnv } from './shipping-env';

/** A CEP lookup service; `lookup` answers null for a CEP it does not know and throws when it cannot answer. */
export interface CepProvider {
  lookup(cep: string): Promise<CepAddress | null>;
}

/** At most 60 lookups per address within 10 minutes: a lookup may call the CEP service. */
export const CEP_RULE = rateRule({
  bucket: 'cep',
  max: 60,
  windowSeconds: 10 * 60,
  message: 'Muitas consultas de CEP. Tente novamente em alguns minutos.',
});

/** How long a found address and an unknown CEP are reused. */
export const CEP_CACHE_DAYS = { found: 30, unknown: 1 } as const;
/** Answered when the CEP is not known (the form stays empty). */
export const CEP_NOT_FOUND = 'CEP não encontrado. Preencha o endereço.';
/** Answered when the lookup service failed (the form stays empty). */
export const CEP_UNAVAILABLE = 'A busca de CEP não está disponível agora. Preencha o endereço.';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** ViaCEP (`/ws/{cep}/json/`): `{"erro": true}` for an unknown CEP; its base address from CEP_API_BASE. */
export const viaCep: CepProvider = {
  async lookup(cep) {
    const within = { limitMs: timeLimit('cep') };
    const response = await fetchWithin(`${shippingEnv().cepBase}/ws/${cep}/json/`, { headers: { accept: 'application/json' } }, within);
    const answer = await bodyWithin(response, within);
    if (!response.ok) throw new Error(`a busca de CEP respondeu HTTP ${response.status}`);
    const body = JSON.parse(answer) as Record<string, unknown>;
    if (body.erro === true || body.erro === 'true') return null;
    const state = text(body.uf).toUpperCase();
    if (!isStateCode(state) || !text(body.localidade)) throw new Error('a busca de CEP respondeu sem cidade ou UF');
    return { postal_code: cep, street: text(body.logradouro), district: text(body.bairro), city: text(body.localidade), state };
  },
};

async function cached(sql: Sql, cep: string): Promise<{ hit: boolean; address: CepAddress | null }> {
  const [row] = await sql<{ address: CepAddress | null }[]>`select address from cep_cache where cep = ${cep} and expires_at > now()`;
  return row ? { hit: true, address: row.address } : { hit: false, address: null };
}

async function remember(sql: Sql, cep: string, address: CepAddress | null): Promise<void> {
  const days = address ? CEP_CACHE_DAYS.found : CEP_CACHE_DAYS.unknown;
  await sql`
    insert into cep_cache (cep, address, expires_at)
    values (${cep}, ${address ? sql.json(address) : null}, now() + make_interval(days => ${days}))
    on conflict (cep) do update set address = excluded.address, expires_at = excluded.expires_at`;
}

/**
 * The address of a CEP (8 digits), from the cache or the lookup service: 404 when it is unknown, 502 when the
 * service failed (logged, not cached). The forms treat both alike: the fields stay for the person to fill.
 */
export async function lookupCep(sql: Sql, cep: string, provider: CepProvider = viaCep): Promise<CepAddress> {
  const kept = await cached(sql, cep);
  let address = kept.address;
  if (!kept.hit) {
    try {
      address = await provider.lookup(cep);
    } catch (error) {
      // A system error's code (ECONNREFUSED…) names the network failure; a timeout says so in its message.
      const message = error instanceof Error ? error.message : String(error);
      const code = error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
      console.warn(`[cep] ${cep}: ${message}${typeof code === 'string' && !message.includes(code) ? ` (${code})` : ''}`);
      throw new HttpError(502, CEP_UNAVAILABLE);
    }
    await remember(sql, cep, address);
  }
  if (!address) throw notFound(CEP_NOT_FOUND);
  return address;
}
