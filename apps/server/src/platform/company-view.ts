import { GROUPS } from '@portal/contract/permissions';
import { isSuperAdminGroup } from '@portal/contract/user-type';
import type { Db } from '../db/database.js';
import type { AuthContext } from './session.js';

/** Whose product grants and feature flags a request reads: a user's id and login id (the flags' rollout key). */
export type Viewer = { userId: number; loginId: string };

/**
 * A company's first administrator: the active, registered user of group Admin with the lowest id. Registered, like
 * the administrators named to users without access (a user who never completed registration uses nothing).
 */
export async function findFirstAdministrator(db: Db, companyId: number): Promise<Viewer | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .select(['users.id', 'users.login_id'])
    .where('users.company_id', '=', companyId)
    .where('groups.name', '=', GROUPS.admin)
    .where('users.status', '=', 'ACTIVE')
    .where('users.registration_completed', '=', 1)
    .orderBy('users.id')
    .limit(1)
    .executeTakeFirst();
  return row ? { userId: row.id, loginId: row.login_id } : undefined;
}

/**
 * Whose view the caller sees (issue 24; spec sections 4 and 6): their own; for a super admin (or the spectator)
 * acting for a company, the company's view, which is its first administrator's grants and flags. Null: the company
 * has no administrator, so the view has no grants (every tile without access).
 */
export async function viewerOf(db: Db, auth: AuthContext): Promise<Viewer | null> {
  if (!isSuperAdminGroup(auth.group) || auth.actingCompanyId === null) {
    return { userId: auth.userId, loginId: auth.loginId };
  }
  return (await findFirstAdministrator(db, auth.actingCompanyId)) ?? null;
}
