import { z } from '../zod';
import { onlyDigits } from '../br-documents';
import { isStateCode } from '../br-places';
import { cepStateError } from '../cep-states';
import { optionalText, requiredText } from './fields';

/** The bounds of the address fields (the spec does not give them). */
export const ADDRESS_LIMITS = { recipient: 120, street: 200, number: 20, complement: 100, district: 100, city: 100 } as const;

/** A CEP: 8 digits, typed with or without the mask (00000-000); stored as digits only. */
export const cepField = () =>
  z
    .string({ error: 'O campo CEP é obrigatório.' })
    .trim()
    .min(1, 'O campo CEP é obrigatório.')
    .max(9, 'O campo CEP deve ter 8 dígitos.')
    .refine((v) => /^\d{5}-?\d{3}$/.test(v), 'O campo CEP deve ter 8 dígitos.')
    .transform(onlyDigits);

/** A state (UF): one of the 27 two-letter codes. */
export const stateField = () =>
  z
    .string({ error: 'O campo Estado é obrigatório.' })
    .trim()
    .min(1, 'O campo Estado é obrigatório.')
    .transform((v) => v.toUpperCase())
    .refine(isStateCode, 'O campo Estado deve ser uma das 27 UFs do Brasil.');

/** The address fields without the recipient (the registration form takes the person's name as recipient). */
export const addressFields = {
  cep: cepField(),
  street: requiredText('Logradouro', ADDRESS_LIMITS.street),
  number: requiredText('Número', ADDRESS_LIMITS.number),
  complement: optionalText('Complemento', ADDRESS_LIMITS.complement),
  district: requiredText('Bairro', ADDRESS_LIMITS.district),
  state: stateField(),
  city: requiredText('Cidade', ADDRESS_LIMITS.city),
};

/**
 * Adds "the CEP is of another state" (or of none) under `cep` to an address whose CEP and state are each well
 * formed: a delivery is priced by its CEP, so the two must agree.
 */
export function checkCepState(value: { cep?: unknown; state?: unknown }, ctx: z.RefinementCtx): void {
  const { cep, state } = value;
  if (typeof cep !== 'string' || typeof state !== 'string' || !/^\d{8}$/.test(cep) || !isStateCode(state)) return;
  const message = cepStateError(cep, state);
  if (message) ctx.addIssue({ code: 'custom', path: ['cep'], message });
}

/** Message when the city is not a municipality of the chosen state. */
export const CITY_NOT_IN_STATE = 'O campo Cidade deve ser um município do estado escolhido.';

/**
 * One address as the address form sends it; `is_default` asks to make it the default address; the CEP must be of
 * the state. The API adds the municipality rule (schemas/municipality-rule.ts), which needs the whole IBGE list.
 */
export const addressSchema = z
  .object({
    recipient: requiredText('Destinatário', ADDRESS_LIMITS.recipient),
    ...addressFields,
    is_default: z.boolean({ error: 'O campo Endereço padrão deve ser verdadeiro ou falso.' }).optional(),
  })
  .superRefine(checkCepState);
/** What the address form sends. */
export type AddressInput = z.input<typeof addressSchema>;
/** A validated address. */
export type AddressData = z.output<typeof addressSchema>;

/** An address as the API answers it (ids are strings, the CEP is 8 digits). */
export type Address = {
  id: string;
  recipient: string;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
  is_default: boolean;
  created_at: string;
  updated_at: string;
};
