import type { AppContext } from '../../app-context.js';
import { hasJobIn } from '../../platform/jobs.repository.js';
import { deleteSliceBefore } from './activity-log.repository.js';

type RetentionCtx = Pick<AppContext, 'db' | 'clock' | 'worker' | 'config'>;

/** The activity log's retention job (decision 052): a periodic job of the jobs worker. */
export const RETENTION_JOB = 'activity-log.retention';

/** How long after a run the next one is due. */
export const RETENTION_EVERY_MS = 60 * 60_000;

/** Entries deleted per statement: a long backlog never holds the database (or SQLite's one writer) for long. */
const SLICE = 5_000;

const DAY_MS = 86_400_000;

/**
 * Deletes the entries older than ACTIVITY_LOG_RETENTION_DAYS, oldest first, a slice per statement until none is
 * left; `between` runs after each full slice (the job extends its lease there). Answers how many were deleted.
 */
export async function deleteExpiredEntries(
  ctx: Pick<RetentionCtx, 'db' | 'clock' | 'config'>,
  between: () => Promise<void> = async () => {},
  slice = SLICE,
): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.activityLogRetentionDays * DAY_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const count = await deleteSliceBefore(ctx.db, cutoff, slice);
    deleted += count;
    if (count < slice) return deleted;
    await between();
  }
}

/** Queues the next run unless one is queued already (several servers, or a run queued by another path). */
async function queueNextRun(ctx: RetentionCtx, runAt: Date, unless: readonly ('queued' | 'running')[]): Promise<void> {
  if (await hasJobIn(ctx.db, RETENTION_JOB, unless)) return;
  await ctx.worker.enqueue(RETENTION_JOB, {}, { runAt, maxAttempts: 3 });
}

/** Each run deletes what expired and queues the next one, RETENTION_EVERY_MS later. */
export function registerRetentionJob(ctx: RetentionCtx): void {
  ctx.worker.register(RETENTION_JOB, async ({ reportProgress }) => {
    const deleted = await deleteExpiredEntries(ctx, () => reportProgress(0));
    const next = new Date(ctx.clock.now().getTime() + RETENTION_EVERY_MS);
    await queueNextRun(ctx, next, ['queued']);
    return { deleted };
  });
}

/**
 * Makes sure a run is queued or running (main.ts, at start and with each sweep): the chain of runs starts, and starts
 * again after a run that failed for good.
 */
export async function keepRetentionScheduled(ctx: RetentionCtx): Promise<void> {
  await queueNextRun(ctx, ctx.clock.now(), ['queued', 'running']);
}
