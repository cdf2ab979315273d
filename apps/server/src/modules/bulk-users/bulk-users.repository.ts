import type { Db } from '../../db/database.js';

/** A product with its titles per language: an upload's column may name it by code, name or any title. */
export type ProductTitles = { code: string; name: string; titles: Record<string, string> };

export async function productTitles(db: Db): Promise<ProductTitles[]> {
  const rows = await db
    .selectFrom('products')
    .leftJoin('product_texts', 'product_texts.product_code', 'products.code')
    .select(['products.code', 'products.name', 'product_texts.locale', 'product_texts.title'])
    .orderBy('products.sort_order')
    .orderBy('products.code')
    .execute();
  const byCode = new Map<string, ProductTitles>();
  for (const row of rows) {
    const product = byCode.get(row.code) ?? { code: row.code, name: row.name, titles: {} };
    if (row.locale && row.title) product.titles[row.locale] = row.title;
    byCode.set(row.code, product);
  }
  return [...byCode.values()];
}

/** A user as the bulk edit reads them: their names, their e-mail (the edit's key), status and group. */
export type EditableUser = {
  id: number;
  login_id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  group_name: string;
};

/** The statuses of the users the edit template lists and an edit may change. */
const EDITABLE_STATUSES = ['ACTIVE', 'BLOCKED'];

function editableUsers(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .select([
      'users.id',
      'users.login_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.status',
      'groups.name as group_name',
    ])
    .where('users.company_id', '=', companyId)
    .where('users.status', 'in', EDITABLE_STATUSES);
}

/** The company's active and blocked users, by e-mail then id (the edit template's stable order, whatever the collation). */
export async function listEditableUsers(db: Db, companyId: number): Promise<EditableUser[]> {
  const users = await editableUsers(db, companyId).execute();
  return users.sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : a.id - b.id));
}

/** These users of the company, as they are now (a job's slice reads them in its transaction). */
export async function findEditableUsers(db: Db, companyId: number, userIds: number[]): Promise<EditableUser[]> {
  if (userIds.length === 0) return [];
  return editableUsers(db, companyId).where('users.id', 'in', userIds).execute();
}

/** The product codes of each of the company's users (granted or waiting), by user id. */
export async function companyProducts(db: Db, companyId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('user_products')
    .innerJoin('users', 'users.id', 'user_products.user_id')
    .select(['user_products.user_id', 'user_products.product_code'])
    .where('users.company_id', '=', companyId)
    .orderBy('user_products.user_id')
    .orderBy('user_products.product_code')
    .execute();
  return groupedByUser(rows);
}

/** The product codes of these users (granted or waiting), by user id. */
export async function productsOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_products')
    .select(['user_id', 'product_code'])
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('product_code')
    .execute();
  return groupedByUser(rows);
}

/** The id of a group, by its name. */
export async function findGroupId(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

function groupedByUser(rows: { user_id: number; product_code: string }[]): Map<number, string[]> {
  const byUser = new Map<number, string[]>();
  for (const row of rows) {
    const codes = byUser.get(row.user_id);
    if (codes) codes.push(row.product_code);
    else byUser.set(row.user_id, [row.product_code]);
  }
  return byUser;
}

/** Moves a user into another group (their role): the next request of their sessions reads it. */
export async function setUserGroup(db: Db, userId: number, groupId: number, now: string): Promise<void> {
  await db.updateTable('users').set({ group_id: groupId, updated_at: now }).where('id', '=', userId).execute();
}
