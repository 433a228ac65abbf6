import { z } from '../zod';

/** A required trimmed text field; `label` names the field in the Portuguese messages. */
export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .trim()
    .min(1, `O campo ${label} é obrigatório.`)
    .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`);

/** An optional trimmed text field; empty text becomes null. */
export const optionalText = (label: string, max = 255) =>
  z
    .string({ error: `O campo ${label} deve ser um texto.` })
    .trim()
    .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A required e-mail address, trimmed and lower-cased. */
export const requiredEmail = (label = 'E-mail') =>
  requiredText(label, 254)
    .pipe(z.email(`O campo ${label} deve ser um e-mail válido.`))
    .transform((value) => value.toLowerCase());
