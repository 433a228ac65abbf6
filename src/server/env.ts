import { z } from '../lib/zod';

/** Local default: the embedded PGlite server started by `npm run dev`. */
export const EMBEDDED_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54322/postgres';

const envSchema = z.object({
  DATABASE_URL: z.string().url('DATABASE_URL deve ser uma URL postgres://…').default(EMBEDDED_DATABASE_URL),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(50).default(3),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  SITE_URL: z.string().url('SITE_URL deve ser uma URL, por exemplo https://www.exemplo.org.br').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  NETLIFY_BUILD_HOOK_URL: z.string().url().optional(),
});

/** The validated server environment. */
export type ServerEnv = {
  databaseUrl: string;
  databasePoolMax: number;
  /** The requests' statement and lock limits in milliseconds when set (tests shorten them); see src/server/db/limits.ts. */
  databaseStatementTimeoutMs: number | undefined;
  databaseLockTimeoutMs: number | undefined;
  siteUrl: string | undefined;
  sessionTtlDays: number;
  buildHookUrl: string | undefined;
};

/** Reads and validates the environment once per call site; a bad value throws a message naming what to set. */
export function serverEnv(): ServerEnv {
  const env = readEnv(envSchema);
  return {
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseLockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
    siteUrl: env.SITE_URL,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    buildHookUrl: env.NETLIFY_BUILD_HOOK_URL,
  };
}

/** One environment variable, or undefined when it is unset or empty (an empty value counts as unset everywhere). */
export function envValue(name: string): string | undefined {
  const value = process.env[name];
  return value === '' ? undefined : value;
}

/** Each schema's last raw values and what they parsed to: a call with the same values skips the parse. */
const lastParsed = new WeakMap<z.ZodObject, { raw: (string | undefined)[]; data: unknown }>();

/**
 * The variables a schema names (each domain keeps its own: the shop's, the mail's, Mercado Pago's), read at each
 * call, as tests change them, and validated when they differ from the last call's (a request reads several groups:
 * parsing each again cost ~0.1 ms per order in `npm run bench`'s profile). A bad value throws one line per
 * variable naming what to set, under "Variáveis de ambiente <group> inválidas".
 */
export function readEnv<S extends z.ZodObject>(schema: S, group = ''): z.output<S> {
  const keys = Object.keys(schema.shape);
  const raw = keys.map(envValue);
  const last = lastParsed.get(schema);
  if (last && last.raw.every((value, i) => value === raw[i])) return last.data as z.output<S>;
  const parsed = schema.safeParse(Object.fromEntries(keys.map((key, i) => [key, raw[i]])));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Variáveis de ambiente ${group ? `${group} ` : ''}inválidas:\n${lines.join('\n')}`);
  }
  lastParsed.set(schema, { raw, data: parsed.data });
  return parsed.data;
}
