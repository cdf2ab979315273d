import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Counts one protected post of a client in its current window (a window that ended before `windowOver`
 * starts again at one) and answers the count so far, in one statement so concurrent posts all count.
 */
export async function countClientPost(db: Db, clientKey: string, now: string, windowOver: string): Promise<number> {
  const row = await db
    .insertInto('human_check_posts')
    .values({ client_key: clientKey, window_started_at: now, posts: 1 })
    .onConflict((oc) =>
      oc.column('client_key').doUpdateSet({
        posts: sql<number>`case when human_check_posts.window_started_at <= ${windowOver} then 1 else human_check_posts.posts + 1 end`,
        window_started_at: sql<string>`case when human_check_posts.window_started_at <= ${windowOver} then ${now} else human_check_posts.window_started_at end`,
      }),
    )
    .returning('posts')
    .executeTakeFirstOrThrow();
  return row.posts;
}

/** Records a proof as used; false when it was used before (by any server). */
export async function spendProof(db: Db, proofHash: string, expiresAt: string): Promise<boolean> {
  const row = await db
    .insertInto('human_check_spent_proofs')
    .values({ proof_hash: proofHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('proof_hash').doNothing())
    .returning('proof_hash')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSpentProofsExpiredBy(db: Db, now: string): Promise<void> {
  await db.deleteFrom('human_check_spent_proofs').where('expires_at', '<=', now).execute();
}

export async function deleteWindowsEndedBy(db: Db, windowOver: string): Promise<void> {
  await db.deleteFrom('human_check_posts').where('window_started_at', '<=', windowOver).execute();
}

/** A server secret by name, created with `value` by the first server that asks (the others read that one). */
export async function sharedSecret(db: Db, name: string, value: string, now: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
