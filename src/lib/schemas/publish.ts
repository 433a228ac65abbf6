/** What GET /api/publish answers: whether a build hook is set, when it was last called, what still waits. */
export type PublishStatus = {
  hook_configured: boolean;
  last_requested_at: string | null;
  pending: boolean;
  pending_since: string | null;
  last_reason: string | null;
  last_error: string | null;
  last_error_at: string | null;
  /** Under `npm run preview` only: the local rebuild in progress or the last one finished; null elsewhere. */
  build: { running: boolean; finished_at: string | null; ok: boolean | null } | null;
};

/** How a request for a rebuild ended: hook called, failed, queued behind the last minute's call, or no hook. */
export type RebuildOutcome = 'requested' | 'failed' | 'pending' | 'no_hook';

/** What POST /api/publish answers when the rebuild was asked for or queued: the message and the new status. */
export type PublishResult = PublishStatus & { outcome: RebuildOutcome; message: string };

/** Seconds between two calls of the build hook, however many changes arrive ("Publishing"). */
export const REBUILD_INTERVAL_SECONDS = 60;

/** Whether the last hook call failed (its error is as recent as the call; ISO strings compare as times). */
export const lastCallFailed = (status: Pick<PublishStatus, 'last_error_at' | 'last_requested_at'>): boolean =>
  !!status.last_error_at && !!status.last_requested_at && status.last_error_at >= status.last_requested_at;
