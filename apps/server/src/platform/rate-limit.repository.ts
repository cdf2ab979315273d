import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Adds `cost` hits to a bucket's current window, or starts a new window when the stored one has ended, in one
 * statement (an upsert) so that concurrent requests on every server all count. Answers the hits so far and
 * when the window ends. SET expressions read the row as it was before the update, on SQLite and PostgreSQL.
 */
export async function addHits(
  db: Db,
  hit: { bucket: string; cost: number; now: string; windowEndsAt: string },
): Promise<{ hits: number; window_ends_at: string }> {
  const ended = sql<boolean>`rate_limit_counters.window_ends_at <= ${hit.now}`;
  return db
    .insertInto('rate_limit_counters')
    .values({ bucket: hit.bucket, window_started_at: hit.now, window_ends_at: hit.windowEndsAt, hits: hit.cost })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`case when ${ended} then ${hit.cost} else rate_limit_counters.hits + ${hit.cost} end`,
        window_started_at: sql<string>`case when ${ended} then ${hit.now} else rate_limit_counters.window_started_at end`,
        window_ends_at: sql<string>`case when ${ended} then ${hit.windowEndsAt} else rate_limit_counters.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
}

/** Takes hits back from the window they were added to (not from a later one). */
export async function removeHits(db: Db, bucket: string, cost: number, windowEndsAt: string): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ hits: sql<number>`hits - ${cost}` })
    .where('bucket', '=', bucket)
    .where('window_ends_at', '=', windowEndsAt)
    .where('hits', '>=', cost)
    .execute();
}

export async function deleteWindowsEndedBy(db: Db, now: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now).execute();
}
