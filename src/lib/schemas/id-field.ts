import { z } from '../zod';
import { ID_PATTERN, idText } from '../ids';

/** An id sent as text only (menus' order, a grid's chosen items); `typeMessage` when it is not a string at all. */
export const idTextField = (message: string, typeMessage = message) => z.string({ error: typeMessage }).regex(ID_PATTERN, message);

const checkedId = (value: string | number, ctx: z.RefinementCtx, message: string): string => {
  const id = idText(value);
  if (id !== null) return id;
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/**
 * An id as the browser may send it: the string the API answers, or the number the cart's cookie holds (a safe
 * integer); kept as the id's text, `message` for anything else.
 */
export const idField = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => checkedId(value, ctx, message));

/** An optional id as `idField` takes it; absent, null or blank becomes null. */
export const optionalIdField = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx) => (value === null || value === undefined || String(value).trim() === '' ? null : checkedId(value, ctx, message)));
