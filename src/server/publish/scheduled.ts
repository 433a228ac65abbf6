import type { Sql } from '../db/client';
import { contentTable, publishedOnly } from '../db/content-rows';
import { serverEnv } from '../env';
import { flushPending, requestRebuild, type RebuildResult } from './publish';

/** The reason (and deploy title) of a rebuild asked for because scheduled content became due. */
export const SCHEDULED_REASON = 'conteúdo agendado';

/**
 * Whether content scheduled for later has become due since the last rebuild request, so that no build has it yet:
 * a post saved as published with a date after its save (published_at > updated_at, the save's own rebuild could
 * not show it) whose date has now passed, later than the last hook call. News is the only content with a date of
 * publication; events and pages are public as soon as they are saved.
 */
export async function scheduledContentDue(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ due: boolean }[]>`
    select exists (
      select 1 from posts p
      where ${publishedOnly(sql, contentTable('posts', 'p'))} and p.published_at > p.updated_at
        and p.published_at > coalesce((select last_requested_at from publish_state where id = 1), '-infinity')
    ) as due`;
  return row.due;
}

/**
 * The every-minute job (netlify/functions/publish-scheduled.mts): sends a rebuild left pending, else asks for one
 * when scheduled content has become due. The request sets the time of the last call past the post's date, so the
 * same post never asks twice. Null when nothing was asked (or no build hook is set).
 */
export async function runScheduledPublish(sql: Sql): Promise<RebuildResult | null> {
  if (!serverEnv().buildHookUrl) return null;
  const flushed = await flushPending(sql);
  if (flushed) return flushed;
  return (await scheduledContentDue(sql)) ? requestRebuild(sql, SCHEDULED_REASON) : null;
}
