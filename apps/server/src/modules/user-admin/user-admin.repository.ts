import type { Db } from '../../db/database.js';

/** The users tab's plain queries: the users' products, block and unblock, a rename, the personas' permissions. */

/** Names of the products each of these users has or waits for, in catalogue order. */
export async function listProductNames(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_products')
    .innerJoin('products', 'products.code', 'user_products.product_code')
    .select(['user_products.user_id', 'products.name'])
    .where('user_products.user_id', 'in', userIds)
    .orderBy('products.sort_order')
    .orderBy('products.code')
    .execute();
}

export async function blockUser(
  db: Db,
  userId: number,
  block: { reason: string; by: string; at: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      status: 'BLOCKED',
      blocked_reason: block.reason,
      blocked_by: block.by,
      blocked_at: block.at,
      updated_at: block.at,
    })
    .where('id', '=', userId)
    .execute();
}

export async function unblockUser(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ status: 'ACTIVE', blocked_reason: null, blocked_by: null, blocked_at: null, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

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
