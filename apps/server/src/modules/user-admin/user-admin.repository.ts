import type { Db } from '../../db/database.js';

/** The users tab's plain queries: a rename and the personas' permissions (block, unblock and products: platform/users.repository.ts). */

export async function updateName(
  db: Db,
  userId: number,
  name: { firstName: string; lastName: string; now: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: name.firstName, last_name: name.lastName, updated_at: name.now })
    .where('id', '=', userId)
    .execute();
}

/** The groups with their permission pairs. */
export async function listGroupPermissions(db: Db, groupNames: readonly string[]) {
  return db
    .selectFrom('groups')
    .leftJoin('group_permissions', 'group_permissions.group_id', 'groups.id')
    .leftJoin('permissions', 'permissions.id', 'group_permissions.permission_id')
    .select(['groups.name', 'permissions.action', 'permissions.resource'])
    .where('groups.name', 'in', groupNames)
    .orderBy('groups.name')
    .orderBy('permissions.resource')
    .orderBy('permissions.action')
    .execute();
}
