import { z } from '../../../../lib/zod';

/** The real Mercado Pago API. */
export const DEFAULT_MERCADOPAGO_API_BASE = 'https://api.mercadopago.com';
/** How long one call to Mercado Pago may take before it is given up (8 s). */
export const DEFAULT_MERCADOPAGO_TIMEOUT_MS = 8000;

const envSchema = z.object({
  MERCADOPAGO_API_BASE: z
    .url({ protocol: /^https?$/, error: 'MERCADOPAGO_API_BASE deve ser um endereço http(s), como https://api.mercadopago.com' })
    .transform((v) => v.replace(/\/+$/, ''))
    .default(DEFAULT_MERCADOPAGO_API_BASE),
});

/**
 * The Mercado Pago base address, read and validated at each call (tests point it at a local stand-in); a bad value
 * throws a message naming what to set. The access token is not here: it comes from the shop settings.
 */
export function mercadoPagoBase(): string {
  const raw = process.env.MERCADOPAGO_API_BASE;
  const parsed = envSchema.safeParse({ MERCADOPAGO_API_BASE: raw === '' ? undefined : raw });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Variáveis de ambiente do Mercado Pago inválidas:\n${lines.join('\n')}`);
  }
  return parsed.data.MERCADOPAGO_API_BASE;
}
