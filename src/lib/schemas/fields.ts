import { isHttpUrl, isImageSource } from '../safe-url';
import { fromSiteInputValue } from '../site-date-input';
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

/** An optional e-mail address, lower-cased; empty becomes null. */
export const optionalEmail = (label: string) =>
  optionalText(label, 254)
    .refine((v) => v === null || z.email().safeParse(v).success, `O campo ${label} deve ser um e-mail válido.`)
    .transform((v) => v && v.toLowerCase());

/** An optional image address (a site path or an http(s) address: isImageSource); empty becomes null. */
export const optionalImage = (label: string, max = 2048) =>
  optionalText(label, max).refine(
    (v) => v === null || isImageSource(v),
    `O campo ${label} deve ser um endereço http(s) ou um caminho do site.`,
  );

/** An optional absolute http(s) address (isHttpUrl); empty becomes null. */
export const optionalHttpUrl = (label: string, max = 2048) =>
  optionalText(label, max).refine(
    (v) => v === null || isHttpUrl(v),
    `O campo ${label} deve ser um endereço começando com http:// ou https://.`,
  );

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An optional instant: an ISO timestamp with its zone, or a `datetime-local` value read in America/Sao_Paulo; as an
 * ISO timestamp (UTC), empty becomes null. `label` names the field in the messages.
 */
export const siteInstantField = (label: string) =>
  z
    .string({ error: `O campo ${label} deve ser uma data e hora.` })
    .trim()
    .max(40, `O campo ${label} deve ser uma data e hora válida.`)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const iso = ISO_WITH_ZONE.test(value) ? value : null;
      const parsed = iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString() : fromSiteInputValue(value);
      const year = parsed ? new Date(parsed).getUTCFullYear() : 0;
      if (!parsed || year < 1900 || year > 9999) {
        ctx.addIssue({ code: 'custom', message: `O campo ${label} deve ser uma data e hora válida.` });
        return z.NEVER;
      }
      return parsed;
    });
