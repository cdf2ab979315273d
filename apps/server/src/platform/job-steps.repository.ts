import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Claims a job's step for a row (decision record 054): true the first time, false when a run of the job did it
 * already. Called in the transaction that does the row's work, so the step is recorded exactly when the work is: a
 * job run again after a crash does each row once.
 */
export async function claimJobStep(db: Db, jobId: number, step: string, now: string): Promise<boolean> {
  const row = await db
    .insertInto('job_steps')
    .values({ job_id: jobId, step, done_at: now })
    .onConflict((oc) => oc.columns(['job_id', 'step']).doNothing())
    .returning('step')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a step did to its rows: how many it did and how many it could not do (a row gone, say). */
export type StepCounts = { succeeded: number; failed: number };

/**
 * Counts a claimed step's rows into its job (migration 036) and keeps their results for the job's result file, in the
 * transaction that claimed the step: the job's counts grow exactly when its rows are done.
 */
export async function countJobStep(
  db: Db,
  jobId: number,
  step: string,
  counts: StepCounts,
  results?: unknown,
): Promise<void> {
  if (results !== undefined) {
    await db
      .updateTable('job_steps')
      .set({ results: JSON.stringify(results) })
      .where('job_id', '=', jobId)
      .where('step', '=', step)
      .execute();
  }
  const processed = counts.succeeded + counts.failed;
  if (processed === 0) return;
  await db
    .updateTable('jobs')
    .set({
      processed: sql`processed + ${processed}`,
      succeeded: sql`succeeded + ${counts.succeeded}`,
      failed: sql`failed + ${counts.failed}`,
    })
    .where('id', '=', jobId)
    .execute();
}

/** The results a job's steps kept, in the order the steps were done. */
export async function jobStepResults(db: Db, jobId: number): Promise<unknown[]> {
  const rows = await db
    .selectFrom('job_steps')
    .select('results')
    .where('job_id', '=', jobId)
    .where('results', 'is not', null)
    .orderBy('done_at')
    .orderBy('step')
    .execute();
  return rows.map((row) => JSON.parse(row.results!) as unknown);
}
