import { z } from '../zod';
import { isStateCode } from '../br-places';
import { cepField } from '../schemas/address';
import { SERVICE_CODES } from './services';

/** A whole number between `min` and `max`; `label` names the field in the Portuguese messages. */
export const intField = (label: string, min: number, max: number) => {
  const message = `O campo ${label} deve ser um número inteiro de ${min} a ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** An amount in integer cents (0 to R$ 100.000,00). */
export const moneyField = (label: string) => {
  const message = `O campo ${label} deve ser um valor em reais, como 23,45.`;
  return z.number({ error: message }).int(message).min(0, message).max(10_000_000, message);
};

/** A Correios service code of the reference list. */
export const serviceCodeField = (label = 'Serviço') =>
  z.enum(SERVICE_CODES, { error: `O campo ${label} deve ser um dos serviços dos Correios.` });

/**
 * A list of states (UFs), as an array or as text ('SP, rj'): upper-cased, without repeats; each must be one of
 * the 27 codes. Empty is an empty list.
 */
export const statesField = (label: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `O campo ${label} deve listar UFs, como SP, RJ.` })
    .transform((value) => (Array.isArray(value) ? value : value.split(/[,;\s]+/)).map((v) => v.trim().toUpperCase()).filter(Boolean))
    .transform((codes) => [...new Set(codes)])
    .superRefine((codes, ctx) => {
      const wrong = codes.filter((code) => !isStateCode(code));
      if (wrong.length > 0) {
        ctx.addIssue({ code: 'custom', message: `O campo ${label} deve listar UFs, como SP, RJ (não reconhecidas: ${wrong.slice(0, 5).join(', ')}).` });
      }
    });

/** An optional CEP (the address form's rule: 8 digits, mask optional, digits kept); empty is null. */
export const optionalCepField = () =>
  z
    .string({ error: 'O campo CEP deve ser um texto.' })
    .nullish()
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text === '') return null;
      const parsed = cepField().safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
