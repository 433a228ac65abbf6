import type { PublishStatus, RebuildOutcome } from '../../lib/schemas/publish';
import type { Sql } from '../db/client';
import { together } from '../db/together';
import { serverEnv } from '../env';
import { callBuildHook } from './build-hook';
import { readPreviewBuild } from './preview-build';
import {
  claimPending,
  claimRebuild,
  getPublishState,
  markPending,
  recordHookResult,
  type PublishStateRow,
} from './publish-state';

/** How one rebuild request ended, with the state after it. */
export type RebuildResult = { outcome: RebuildOutcome; state: PublishStateRow | null };

/** The hook URL, read at call time (the environment may change between tests; serverEnv() does not cache). */
const hookUrl = (): string | undefined => serverEnv().buildHookUrl;

async function callAndRecord(sql: Sql, url: string, reason: string): Promise<RebuildResult> {
  const result = await callBuildHook(url, reason);
  if (!result.ok) console.error(`[publish] build hook call failed (${reason}): ${result.error}`);
  const state = await recordHookResult(sql, result.ok ? null : result.error);
  return { outcome: result.ok ? 'requested' : 'failed', state };
}

/**
 * Asks Netlify for a rebuild after a change of published content, at most once a minute: the first change
 * calls the hook at once; a change within the minute marks the state pending, and the pending rebuild is
 * sent by the next change, status read or scheduled flush once the minute has passed. Without a hook nothing
 * is called or stored. Never throws: a failure is recorded and logged, the caller's save stands.
 */
export async function requestRebuild(sql: Sql, reason: string): Promise<RebuildResult> {
  try {
    const url = hookUrl();
    if (!url) return { outcome: 'no_hook', state: null };
    const claimed = await claimRebuild(sql, reason);
    if (!claimed) return { outcome: 'pending', state: await markPending(sql, reason) };
    return await callAndRecord(sql, url, reason);
  } catch (error) {
    console.error(`[publish] could not request a rebuild (${reason}):`, error);
    return { outcome: 'failed', state: null };
  }
}

/** Sends a pending rebuild when the minute has passed (the scheduled function and status reads call it). */
export async function flushPending(sql: Sql): Promise<RebuildResult | null> {
  const url = hookUrl();
  if (!url) return null;
  const claimed = await claimPending(sql);
  if (!claimed) return null;
  return callAndRecord(sql, url, claimed.last_reason ?? 'pendente');
}

/**
 * The status shown in /conta: a due pending rebuild is flushed first, so reading the panel also publishes. The state
 * is read beside the claim, in the same round trip: when nothing was due it is the state, and when a rebuild was
 * sent the state recorded after its call is.
 */
export async function getPublishStatus(sql: Sql): Promise<PublishStatus> {
  const [flushed, state] = await together(flushPending(sql), getPublishState(sql));
  return toStatus(flushed?.state ?? state);
}

/** The API shape of a stored state; without a hook nothing is pending, since nothing would send it. */
export function toStatus(state: PublishStateRow): PublishStatus {
  const hookConfigured = !!hookUrl();
  const pendingSince = hookConfigured ? state.pending_since : null;
  const preview = readPreviewBuild();
  const build = preview && { running: preview.running, finished_at: preview.finished_at, ok: preview.ok };
  return { hook_configured: hookConfigured, ...state, pending: pendingSince !== null, pending_since: pendingSince, build };
}
