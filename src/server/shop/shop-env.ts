import { z } from '../../lib/zod';
import { readEnv } from '../env';

/** The real Correios contract API. */
export const DEFAULT_CORREIOS_API_BASE = 'https://api.correios.com.br';
/** The production Melhor Envio API (its sandbox: https://sandbox.melhorenvio.com.br). */
export const DEFAULT_MELHORENVIO_API_BASE = 'https://melhorenvio.com.br';
/** The real CEP lookup service (ViaCEP). */
export const DEFAULT_CEP_API_BASE = 'https://viacep.com.br';

const base = (name: string) =>
  z
    .string()
    .url(`${name} deve ser um endereço http(s), como https://exemplo.org`)
    .refine((v) => /^https?:\/\//i.test(v), `${name} deve começar com http:// ou https://`)
    .transform((v) => v.replace(/\/+$/, ''));
const millis = (name: string) => z.coerce.number().int(`${name} deve ser um número inteiro de milissegundos`).min(1).max(60_000);

const shopEnvSchema = z.object({
  CORREIOS_API_BASE: base('CORREIOS_API_BASE').default(DEFAULT_CORREIOS_API_BASE),
  CORREIOS_TIMEOUT_MS: millis('CORREIOS_TIMEOUT_MS').default(8000),
  CORREIOS_PAUSE_SECONDS: z.coerce.number().int('CORREIOS_PAUSE_SECONDS deve ser um número inteiro').min(0).max(3600).default(60),
  MELHORENVIO_API_BASE: base('MELHORENVIO_API_BASE').default(DEFAULT_MELHORENVIO_API_BASE),
  MELHORENVIO_TIMEOUT_MS: millis('MELHORENVIO_TIMEOUT_MS').default(5000),
  MELHORENVIO_PAUSE_SECONDS: z.coerce.number().int('MELHORENVIO_PAUSE_SECONDS deve ser um número inteiro').min(0).max(3600).default(60),
  CEP_API_BASE: base('CEP_API_BASE').default(DEFAULT_CEP_API_BASE),
  CEP_TIMEOUT_MS: millis('CEP_TIMEOUT_MS').default(3000),
});

/** The outside services of the shop: base addresses (tests point them at local stand-ins) and time limits. */
export type ShopEnv = {
  correiosBase: string;
  correiosTimeoutMs: number;
  correiosPauseSeconds: number;
  melhorEnvioBase: string;
  melhorEnvioTimeoutMs: number;
  melhorEnvioPauseSeconds: number;
  cepBase: string;
  cepTimeoutMs: number;
};

/** Reads and validates the shop's variables at each call (tests change them); a bad value names what to set. */
export function shopEnv(): ShopEnv {
  const env = readEnv(shopEnvSchema, 'da loja');
  return {
    correiosBase: env.CORREIOS_API_BASE,
    correiosTimeoutMs: env.CORREIOS_TIMEOUT_MS,
    correiosPauseSeconds: env.CORREIOS_PAUSE_SECONDS,
    melhorEnvioBase: env.MELHORENVIO_API_BASE,
    melhorEnvioTimeoutMs: env.MELHORENVIO_TIMEOUT_MS,
    melhorEnvioPauseSeconds: env.MELHORENVIO_PAUSE_SECONDS,
    cepBase: env.CEP_API_BASE,
    cepTimeoutMs: env.CEP_TIMEOUT_MS,
  };
}
