import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSql, type Db } from '../../src/server/db/client';

// Supabase's Security and Performance Advisor, run here: the lints of supabase/splinter (vendored unchanged in
// tests/helpers/splinter/) against the migrated test database set up as a Supabase project is. A migration that
// brings back a warning (a function without its search_path, an extension in public, a table without row level
// security or without its policy, a foreign key without an index) fails this file.

const SPLINTER_FILE = path.resolve(process.cwd(), 'tests/helpers/splinter/splinter.sql');
/** splinter.sql is one `set local search_path` and then the one query of all the lints. */
const SPLINTER_PREAMBLE = /^\s*set local search_path = '';\s*/i;
const splinterQuery = (): string => {
  const text = readFileSync(SPLINTER_FILE, 'utf8');
  if (!SPLINTER_PREAMBLE.test(text)) throw new Error(`${SPLINTER_FILE}: expected to start with "set local search_path = '';"`);
  return text.replace(SPLINTER_PREAMBLE, '');
};

/** The Data API's roles of a Supabase project (cluster-wide; created once, left for the next run). */
const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

type Lint = { name: string; level: 'ERROR' | 'WARN' | 'INFO'; detail: string; cache_key: string };

/** The INFO lints that count too: every foreign key indexed, every table's row level security saying its intent. */
const COUNTED_INFO = new Set(['unindexed_foreign_keys', 'rls_enabled_no_policy']);

/** One line per finding, as the advisor lists it (the failure message). */
const readable = (lints: Lint[]): string[] => lints.map((lint) => `${lint.level} ${lint.name}: ${lint.detail.replaceAll('\\`', '`')}`);

/** Creates the Data API's roles where missing; two runs on the server at once: the loser's duplicate is the winner's. */
async function ensureApiRoles(): Promise<void> {
  const creates = API_ROLES.map((role) => `
    begin
      create role ${role} nologin noinherit${role === 'service_role' ? ' bypassrls' : ''};
    exception when duplicate_object or unique_violation then null;
    end;`);
  await getSql().unsafe(`do $$ begin ${creates.join('')} end $$`);
}

/**
 * Runs every lint inside a transaction rolled back at the end: the grants a Supabase project gives the Data API's
 * roles on `public` (and on what is created there), `public` exposed by PostgREST (pgrst.db_schemas), then
 * `prepare` (a test's own objects), then splinter's query.
 */
async function runAdvisor(prepare: (tx: Db) => Promise<unknown> = async () => {}): Promise<Lint[]> {
  await ensureApiRoles();
  const query = splinterQuery();
  let lints: Lint[] = [];
  const rollback = new Error('rollback');
  try {
    await getSql().begin(async (tx) => {
      const roles = API_ROLES.join(', ');
      await tx.unsafe(`do $$ begin
        grant usage on schema public to ${roles};
        grant all on all tables in schema public to ${roles};
        grant all on all sequences in schema public to ${roles};
        grant all on all functions in schema public to ${roles};
        alter default privileges in schema public grant all on tables to ${roles};
        alter default privileges in schema public grant all on sequences to ${roles};
        alter default privileges in schema public grant all on functions to ${roles};
        perform set_config('pgrst.db_schemas', 'public, graphql_public', true);
      end $$`);
      await prepare(tx);
      await tx.unsafe(`set local search_path = ''`);
      lints = await tx.unsafe<Lint[]>(query);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return lints;
}

const counted = (lints: Lint[]): Lint[] =>
  lints.filter((lint) => lint.level === 'ERROR' || lint.level === 'WARN' || COUNTED_INFO.has(lint.name));

describe("Supabase's advisor (splinter) on the migrated schema", () => {
  it('finds no ERROR or WARN, no unindexed foreign key and no table without a policy', async () => {
    const lints = await runAdvisor();
    expect(readable(counted(lints))).toEqual([]);
  });

  it('finds what it is there to find (the lints run with the Data API exposing public)', async () => {
    const lints = await runAdvisor(async (tx) => {
      await tx.unsafe(`create table advisor_probe_open (id bigint primary key)`);
      await tx.unsafe(`create table advisor_probe_closed (id bigint primary key, user_id bigint references users (id))`);
      await tx.unsafe(`alter table advisor_probe_closed enable row level security`);
      await tx.unsafe(`create function advisor_probe_fn() returns integer language sql as 'select 1'`);
    });
    const keys = counted(lints).map((lint) => `${lint.level} ${lint.name} ${lint.cache_key}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'ERROR rls_disabled_in_public rls_disabled_in_public_public_advisor_probe_open',
        'INFO rls_enabled_no_policy rls_enabled_no_policy_public_advisor_probe_closed',
        'INFO unindexed_foreign_keys unindexed_foreign_keys_public_advisor_probe_closed_advisor_probe_closed_user_id_fkey',
        expect.stringMatching(/^WARN function_search_path_mutable function_search_path_mutable_public_advisor_probe_fn_/),
      ]),
    );
    expect(keys).toHaveLength(4);
  });

  it("accepts the deny policy as a table's intent, and the policy denies the Data API's roles", async () => {
    let seen: { n: number }[] = [];
    const lints = await runAdvisor(async (tx) => {
      await tx.unsafe(`create table advisor_probe_denied (id bigint primary key)`);
      await tx.unsafe(`alter table advisor_probe_denied enable row level security`);
      await tx.unsafe(`create policy advisor_probe_denied_no_api_access on advisor_probe_denied
        as restrictive for all to public using (false) with check (false)`);
      await tx.unsafe(`insert into advisor_probe_denied values (1)`);
      await tx.unsafe(`set local role authenticated`);
      seen = await tx.unsafe<{ n: number }[]>(`select count(*)::int as n from advisor_probe_denied`);
      await tx.unsafe(`reset role`);
    });
    expect(readable(counted(lints))).toEqual([]);
    expect(seen).toEqual([{ n: 0 }]);
  });

  it('no table forces row level security on its owner (the app connects as the owner)', async () => {
    const forced = await getSql()<{ relname: string }[]>`
      select relname from pg_class where relnamespace = 'public'::regnamespace and relforcerowsecurity order by 1`;
    expect(forced).toEqual([]);
  });
});
