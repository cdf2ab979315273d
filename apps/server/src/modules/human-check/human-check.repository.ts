import type { Db } from '../../db/database.js';

export async function insertChallenge(
  db: Db,
  challenge: { hash: string; issuedAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('human_check_challenges')
    .values({
      challenge_hash: challenge.hash,
      issued_at: challenge.issuedAt,
      expires_at: challenge.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Spends a challenge that is unused and unexpired, atomically (single use across servers), and
 * answers when it was issued; undefined when there was no such challenge.
 */
export async function spendChallenge(db: Db, hash: string, now: string): Promise<string | undefined> {
  const row = await db
    .updateTable('human_check_challenges')
    .set({ used_at: now })
    .where('challenge_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('issued_at')
    .executeTakeFirst();
  return row?.issued_at;
}
