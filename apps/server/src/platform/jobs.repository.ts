import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, Dialect } from '../db/database.js';
import type { Database, JobRow } from '../db/schema.js';

export type NewJob = {
  type: string;
  payload: string;
  maxAttempts: number;
  runAt: string;
  now: string;
  companyId: number | null;
  createdBy: string | null;
  /** The rows a row-by-row job works on (its progress counts them). */
  total: number | null;
};

export async function insertJob(db: Db, job: NewJob): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      type: job.type,
      payload: job.payload,
      status: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: job.runAt,
      progress: 0,
      company_id: job.companyId,
      created_by: job.createdBy,
      total: job.total,
      created_at: job.now,
      updated_at: job.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims one due job: queued and due, or running with an expired lease (its worker died).
 * On PostgreSQL concurrent workers skip each other's rows; SQLite has one writer at a time.
 */
export async function claimDueJob(
  db: Db,
  dialect: Dialect,
  now: Date,
  leaseMs: number,
  types: string[],
): Promise<JobRow | undefined> {
  if (types.length === 0) return undefined;
  const nowIso = now.toISOString();
  let candidate = db
    .selectFrom('jobs')
    .select('id')
    .where('type', 'in', types)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', nowIso)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', nowIso)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(1);
  if (dialect === 'postgres') candidate = candidate.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set({
      status: 'running',
      attempts: sql`attempts + 1`,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      updated_at: nowIso,
    })
    .where('id', '=', candidate)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The claim a worker holds: the job, still running, at the attempt it claimed. A worker whose lease ran
 * out and whose job another worker claimed again (one attempt later) no longer matches, so it cannot
 * overwrite the newer run's state.
 */
type Claim = Pick<JobRow, 'id' | 'attempts'>;

const stillClaimed = (claim: Claim) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.and([eb('id', '=', claim.id), eb('status', '=', 'running'), eb('attempts', '=', claim.attempts)]);

export async function setProgress(db: Db, claim: Claim, percent: number, now: Date, leaseMs: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      progress: Math.max(0, Math.min(100, Math.round(percent))),
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      updated_at: now.toISOString(),
    })
    .where(stillClaimed(claim))
    .execute();
}

/** Answers whether the outcome was recorded (false: the claim was lost to another worker). */
export async function completeJob(db: Db, claim: Claim, result: string, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('jobs')
    .set({ status: 'done', progress: 100, result, locked_until: null, last_error: null, updated_at: now.toISOString() })
    .where(stillClaimed(claim))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export async function failJob(
  db: Db,
  claim: Claim,
  error: string,
  final: boolean,
  retryAt: Date,
  now: Date,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: final ? 'failed' : 'queued',
      last_error: error.slice(0, 2000),
      run_at: final ? now.toISOString() : retryAt.toISOString(),
      locked_until: null,
      updated_at: now.toISOString(),
    })
    .where(stillClaimed(claim))
    .execute();
}

/** Back in the queue without spending the attempt: the failure was the database's, not the job's. */
export async function postponeJob(db: Db, claim: Claim, error: string, retryAt: Date, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'queued',
      attempts: sql`attempts - 1`,
      last_error: error.slice(0, 2000),
      run_at: retryAt.toISOString(),
      locked_until: null,
      updated_at: now.toISOString(),
    })
    .where(stillClaimed(claim))
    .execute();
}

/** Whether a job of the type waits in one of these states (a periodic job's next run, say). */
export async function hasJobIn(db: Db, type: string, statuses: readonly ('queued' | 'running')[]): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', type)
    .where('status', 'in', statuses)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
