import type { Db } from '../db/database.js';

/** Deletes in slices so that a long backlog never holds the database (or SQLite's one writer) for long. */
const SLICE = 5_000;

/** Failure counts that no longer slow or lock anyone: last failure before the cutoff and no lock running. */
export async function deleteIdleLoginAttempts(db: Db, lastFailureBefore: string, now: string): Promise<number> {
  const result = await db
    .deleteFrom('login_attempts')
    .where('last_failure_at', '<', lastFailureBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteChallengesExpiredBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('human_check_challenges').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteAnalyticsReceivedBefore(db: Db, cutoff: string): Promise<number> {
  let total = 0;
  for (;;) {
    const slice = db.selectFrom('analytics_events').select('id').where('received_at', '<', cutoff).limit(SLICE);
    const result = await db.deleteFrom('analytics_events').where('id', 'in', slice).executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < SLICE) return total;
  }
}
