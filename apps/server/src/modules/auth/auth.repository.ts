import type { Db } from '../../db/database.js';

export async function recordSignIn(db: Db, userId: number, now: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
}

export async function findLoginAttempts(db: Db, loginId: string) {
  return db.selectFrom('login_attempts').selectAll().where('login_id', '=', loginId.toLowerCase()).executeTakeFirst();
}

export async function saveLoginFailure(
  db: Db,
  loginId: string,
  failures: number,
  now: string,
  lockedUntil: string | null,
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ login_id: loginId.toLowerCase(), failures, last_failure_at: now, locked_until: lockedUntil })
    .onConflict((oc) =>
      oc.column('login_id').doUpdateSet({ failures, last_failure_at: now, locked_until: lockedUntil }),
    )
    .execute();
}

export async function clearLoginAttempts(db: Db, loginId: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('login_id', '=', loginId.toLowerCase()).execute();
}

export async function findUsableResetToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['password_reset_tokens.user_id', 'users.login_id', 'users.company_id'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', now)
    .where('users.status', '!=', 'BLOCKED')
    .executeTakeFirst();
}

/** Marks the token used; false when another request used it first. */
export async function useResetToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends every outstanding token of a user: a new password makes all their older links useless. */
export async function useAllResetTokens(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
