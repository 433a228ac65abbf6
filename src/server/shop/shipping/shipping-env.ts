import { z } from '../../../lib/zod';
import { readEnv } from '../../env';

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

const shippingEnvSchema = z.object({
  CORREIOS_API_BASE: base('CORREIOS_API_BASE').default(DEFAULT_CORREIOS_API_BASE),
  CORREIOS_PAUSE_SECONDS: z.coerce.number().int('CORREIOS_PAUSE_SECONDS deve ser um número inteiro').min(0).max(3600).default(60),
  MELHORENVIO_API_BASE: base('MELHORENVIO_API_BASE').default(DEFAULT_MELHORENVIO_API_BASE),
  MELHORENVIO_PAUSE_SECONDS: z.coerce.number().int('MELHORENVIO_PAUSE_SECONDS deve ser um número inteiro').min(0).max(3600).default(60),
  CEP_API_BASE: base('CEP_API_BASE').default(DEFAULT_CEP_API_BASE),
});

/**
 * The shop's delivery services (the carriers and the CEP lookup): base addresses (tests point them at local stand-ins) and pauses after a failure;
 * their time limits are in `src/server/http/outgoing.ts`.
 */
export type ShippingEnv = {
  correiosBase: string;
  correiosPauseSeconds: number;
  melhorEnvioBase: string;
  melhorEnvioPauseSeconds: number;
  cepBase: string;
};

/** Reads and validates the shipping services' variables at each call (tests change them); a bad value names what to set. */
export function shippingEnv(): ShippingEnv {
  const env = readEnv(shippingEnvSchema, 'da loja');
  return {
    correiosBase: env.CORREIOS_API_BASE,
    correiosPauseSeconds: env.CORREIOS_PAUSE_SECONDS,
    melhorEnvioBase: env.MELHORENVIO_API_BASE,
    melhorEnvioPauseSeconds: env.MELHORENVIO_PAUSE_SECONDS,
    cepBase: env.CEP_API_BASE,
  };
}
