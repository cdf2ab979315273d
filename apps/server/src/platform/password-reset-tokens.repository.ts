import type { Db } from '../db/database.js';

/** A single-use password link, stored as its hash: the reset links of sign-in and the invitation's set-a-password link. */
export async function insertResetToken(
  db: Db,
  row: { tokenHash: string; userId: number; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}
