import type { Db } from '../db/database.js';
import { preparedQuery } from './prepared-query.js';

export async function createSession(
  db: Db,
  row: { id: string; userId: number; now: string; expiresAt: string; userAgent: string | null; market: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expiresAt,
      acting_company_id: null,
      user_agent: row.userAgent,
      market: row.market,
    })
    .execute();
}

// Run on every signed-in request: prepared once (decision record 027).
const sessionWithUser = preparedQuery(1, (db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .leftJoin('companies as acting', 'acting.id', 'sessions.acting_company_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.acting_company_id',
      'acting.market as acting_company_market',
      'sessions.market',
      'users.id as user_id',
      'users.login_id',
      'users.company_id',
      'users.group_id',
      'users.user_type',
      'users.third_party_user',
      'users.status',
      'users.registration_completed',
      'groups.name as group_name',
    ])
    .where('sessions.id', '=', id),
);

export async function findSessionWithUser(db: Db, id: string) {
  return (await sessionWithUser(db, id))[0];
}

/** Moves the session's last activity forward (never back: of concurrent touches, the latest wins). */
export async function touchSession(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', id)
    .where('last_seen_at', '<', now)
    .execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteEndedSessions(
  db: Db,
  cutoff: { expiredBefore: string; lastSeenBefore: string },
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff.expiredBefore), eb('last_seen_at', '<', cutoff.lastSeenBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function listGroupPermissions(db: Db, groupId: number) {
  return db
    .selectFrom('group_permissions')
    .innerJoin('permissions', 'permissions.id', 'group_permissions.permission_id')
    .select(['permissions.action', 'permissions.resource'])
    .where('group_permissions.group_id', '=', groupId)
    .orderBy('permissions.action')
    .orderBy('permissions.resource')
    .execute();
}

/** Supplier companies an agency company is associated with (a third-party user may act for them). */
export async function listAssociatedSupplierIds(db: Db, agencyCompanyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('company_associations')
    .select('supplier_company_id')
    .where('agency_company_id', '=', agencyCompanyId)
    .execute();
  return rows.map((r) => r.supplier_company_id);
}
