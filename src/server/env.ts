import { z } from '../lib/zod';

/** Local default: the embedded PGlite server started by `npm run dev`. */
export const EMBEDDED_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54322/postgres';

const envSchema = z.object({
  DATABASE_URL: z.string().url('DATABASE_URL deve ser uma URL postgres://…').default(EMBEDDED_DATABASE_URL),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(50).default(3),
  SITE_URL: z.string().url('SITE_URL deve ser uma URL, por exemplo https://www.exemplo.org.br').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  NETLIFY_BUILD_HOOK_URL: z.string().url().optional(),
});

/** The validated server environment. */
export type ServerEnv = {
  databaseUrl: string;
  databasePoolMax: number;
  siteUrl: string | undefined;
  sessionTtlDays: number;
  buildHookUrl: string | undefined;
};

/** Reads and validates the environment once per call site; a bad value throws a message naming what to set. */
export function serverEnv(): ServerEnv {
  const parsed = envSchema.safeParse(readEnv());
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Variáveis de ambiente inválidas:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    siteUrl: env.SITE_URL,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    buildHookUrl: env.NETLIFY_BUILD_HOOK_URL,
  };
}

function readEnv(): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = process.env[key];
    out[key] = value === '' ? undefined : value;
  }
  return out;
}
