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
