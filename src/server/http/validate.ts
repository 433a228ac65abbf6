import type { z } from '../../lib/zod';
import { badRequest, invalid, type FieldErrors } from './http-error';

const MAX_BODY_BYTES = 1_000_000;

/** Turns zod issues into field -> messages (the first issue of a field comes first; a message only once). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const messages = (out[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return out;
}

const MAX_DEPTH = 32;

// PostgreSQL text and jsonb cannot hold a NUL character: such input is a 422, not a database error.
function collectNul(value: unknown, path: string[], out: FieldErrors, depth = 0): FieldErrors {
  if (depth > MAX_DEPTH) throw badRequest('O corpo da requisição tem níveis demais.');
  const mark = (at: string[]) => ((out[at.join('.') || '_'] ??= []).push('O campo contém caracteres inválidos.'));
  if (typeof value === 'string') {
    if (value.includes('\u0000')) mark(path);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) mark(path);
      collectNul(item, [...path, key], out, depth + 1);
    }
  }
  return out;
}

/** Parses a value with a schema, throwing 422 with the field messages when it does not fit. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unstorable = collectNul(value, [], {});
  if (Object.keys(unstorable).length > 0) throw invalid(unstorable);
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/** Reads a JSON object body (400 when it is not JSON or not an object) and validates it (422). */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw badRequest('O corpo da requisição é grande demais.');
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('O corpo da requisição não é um JSON válido.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('O corpo da requisição deve ser um objeto JSON.');
  }
  return parseWith(schema, value);
}

/** Validates the query string of a request. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseWith(schema, Object.fromEntries(new URL(request.url).searchParams));
}
