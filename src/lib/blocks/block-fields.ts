import { isImageSource, isLinkTarget } from '../safe-url';
import { z } from '../zod';
import { newBlockId } from './block-kinds';
import { MAX_BLOCK_HTML } from './block-limits';
export { MAX_BLOCK_HTML, newBlockId };

const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A block's stable id: kept when given, made when missing. */
export const blockId = z
  .string({ error: 'o identificador do bloco deve ser um texto.' })
  .regex(BLOCK_ID, 'o identificador do bloco deve ter só letras, números, - e _.')
  .nullish()
  .transform((value) => value || newBlockId());

/** A required trimmed text of a block; `label` names the field in the message. */
export const requiredLine = (label: string, max = 200) =>
  z
    .string({ error: `o campo ${label} é obrigatório.` })
    .trim()
    .min(1, `o campo ${label} é obrigatório.`)
    .max(max, `o campo ${label} deve ter no máximo ${max} caracteres.`);

/** An optional trimmed text of a block ('' when missing). */
export const optionalLine = (label: string, max = 200) =>
  z
    .string({ error: `o campo ${label} deve ser um texto.` })
    .trim()
    .max(max, `o campo ${label} deve ter no máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => value ?? '');

// Text a reader would see: tags removed, or an image or frame.
const hasContent = (html: string) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '' || /<(img|iframe)\b/i.test(html);

/** Rich-text HTML of a block (sanitized by the server on save); `required` refuses an empty editor. */
export const htmlField = (label: string, required = false) =>
  z
    .string({ error: `o campo ${label} deve ser um texto.` })
    .max(MAX_BLOCK_HTML, `o campo ${label} deve ter no máximo ${MAX_BLOCK_HTML} caracteres.`)
    .nullish()
    .transform((value) => value ?? '')
    .refine((value) => !required || hasContent(value), `o campo ${label} é obrigatório.`);

/** An image address: http(s) or a path of this site; '' when optional and empty. */
export const imageField = (label: string, required = false) =>
  (required ? requiredLine(label, 2048) : optionalLine(label, 2048)).refine(
    (value) => value === '' || isImageSource(value),
    `o campo ${label} deve ser um endereço http(s) ou um caminho do site.`,
  );

/** A link: http(s), mailto:, tel:, a path of this site or an anchor; '' when optional and empty. */
export const linkField = (label: string, required = false) =>
  (required ? requiredLine(label, 2048) : optionalLine(label, 2048)).refine(
    (value) => value === '' || isLinkTarget(value),
    `o campo ${label} deve ser um endereço http(s), mailto:, tel: ou um caminho do site (/…).`,
  );

/** A whole number of items to show, from 1 to `max`. */
export const countField = (label: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `o campo ${label} deve ser um número.` })
    .int(`o campo ${label} deve ser um número inteiro.`)
    .min(1, `o campo ${label} deve ser no mínimo 1.`)
    .max(max, `o campo ${label} deve ser no máximo ${max}.`)
    .default(fallback);

/** A list of items in a block (slides, tabs, columns) with its bounds. */
export const itemList = <T extends z.ZodType>(item: T, label: string, min: number, max: number) =>
  z
    .array(item, { error: `o campo ${label} deve ser uma lista.` })
    .min(min, `o campo ${label} deve ter pelo menos ${min} ${min === 1 ? 'item' : 'itens'}.`)
    .max(max, `o campo ${label} deve ter no máximo ${max} itens.`);
