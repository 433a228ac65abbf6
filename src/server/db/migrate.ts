import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from './client';

/** Folder of Supabase CLI migrations, applied in file-name order. */
export const MIGRATIONS_DIR = path.resolve(process.cwd(), 'supabase/migrations');

/** A migration file that failed, with the file name and the database's reason. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(`A migração ${file} falhou: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

/** Applies every pending migration once, in order, each inside its own transaction; returns the files applied. */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`
    create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`;
  // Like every table: row level security on and the policy denying the Data API's roles every row
  // (migration 20261128000200); the runner, the table's owner, is unaffected.
  await sql`
    do $$ begin
      alter table schema_migrations enable row level security;
      if not exists (select from pg_policy where polrelid = 'schema_migrations'::regclass
                     and polname = 'schema_migrations_no_api_access') then
        create policy schema_migrations_no_api_access on schema_migrations
          as restrictive for all to public using (false) with check (false);
      end if;
    end $$`;
  const done = new Set((await sql<{ version: string }[]>`select version from schema_migrations`).map((r) => r.version));
  for (const version of await supabaseCliVersions(sql)) done.add(version);
  const files = (await readdir(dir)).filter((f) => /^\d{14}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, 14);
    if (done.has(version)) continue;
    const body = await readFile(path.join(dir, file), 'utf8');
    try {
      await sql.begin(async (tx) => {
        // No statement or lock limit for a migration, whatever the role's defaults (docs/DEPLOY.md).
        await tx`select set_config('statement_timeout', '0', true), set_config('lock_timeout', '0', true)`;
        await tx.unsafe(body);
        await tx`insert into schema_migrations (version, name) values (${version}, ${file.slice(15, -4)})`;
      });
    } catch (error) {
      throw new MigrationError(file, error);
    }
    applied.push(file);
  }
  return applied;
}

// Versions `supabase db push` already applied (it keeps its own history), so the runner does not repeat them.
async function supabaseCliVersions(sql: Sql): Promise<string[]> {
  const [{ found }] = await sql<{ found: boolean }[]>`
    select to_regclass('supabase_migrations.schema_migrations') is not null as found`;
  if (!found) return [];
  return (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version);
}
