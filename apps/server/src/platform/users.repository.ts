import { GROUPS } from '@portal/contract/permissions';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { preparedQuery } from './prepared-query.js';

/**
 * The lookups of a user that several modules share: who they are, the company they belong to (none for
 * internal users) and how they read the portal (no preferences row until they choose).
 */
function usersWithCompany(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('user_preferences', 'user_preferences.login_id', 'users.login_id')
    .select([
      'users.id',
      'users.login_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.user_type',
      'users.status',
      'users.third_party_user',
      'users.persona_access_codes',
      'users.access_class',
      'users.registration_completed',
      'users.company_id',
      'companies.tenant_id',
      'companies.name as company_name',
      'companies.type as company_type',
      'companies.account_type',
      'companies.market as company_market',
      'companies.site_id',
      'user_preferences.timezone',
      'user_preferences.language_code',
    ]);
}

/** The persona access codes stored as a JSON list (spec section 3: 2000 is a category manager). */
export function parsePersonaCodes(json: string): number[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
}

/** Login ids are matched regardless of case. */
function hasLoginId(loginId: string) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb(eb.fn('lower', ['users.login_id']), '=', loginId.toLowerCase());
}

export type UserWithCompany = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

// Read on every page (user-context): prepared once (decision record 027).
const userById = preparedQuery(1, (db: Db, userId: number) => usersWithCompany(db).where('users.id', '=', userId));

export async function findUserById(db: Db, userId: number) {
  return (await userById(db, userId))[0];
}

export async function findUserByLoginId(db: Db, loginId: string) {
  return usersWithCompany(db).where(hasLoginId(loginId)).executeTakeFirst();
}

/** The same user with their password hash: for signing in only. */
export async function findUserForSignIn(db: Db, loginId: string) {
  return usersWithCompany(db).select('users.password_hash').where(hasLoginId(loginId)).executeTakeFirst();
}

/** The language a user chose, if any. */
const languageOf = preparedQuery(1, (db: Db, loginId: string) =>
  db.selectFrom('user_preferences').select('language_code').where('login_id', '=', loginId),
);

export async function findLanguage(db: Db, loginId: string): Promise<string | undefined> {
  return (await languageOf(db, loginId))[0]?.language_code;
}

export async function findCompany(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'tenant_id', 'name', 'type', 'market'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/** The company's users with these login ids (matched regardless of case), with their group. */
export async function findCompanyUsers(db: Db, companyId: number, loginIds: readonly string[]) {
  if (loginIds.length === 0) return [];
  return db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .select([
      'users.id',
      'users.login_id',
      'users.first_name',
      'users.last_name',
      'users.status',
      'users.blocked_reason',
      'groups.name as group_name',
    ])
    .where('users.company_id', '=', companyId)
    .where(
      (eb) => eb.fn('lower', ['users.login_id']),
      'in',
      loginIds.map((id) => id.toLowerCase()),
    )
    .orderBy('users.id')
    .execute();
}

export type CompanyUser = Awaited<ReturnType<typeof findCompanyUsers>>[number];

/** How many active admins the company has. */
export async function countActiveAdmins(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('users.company_id', '=', companyId)
    .where('users.status', '=', 'ACTIVE')
    .where('groups.name', '=', GROUPS.admin)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Holds the company's row until the transaction ends (PostgreSQL), so two changes to its admins take turns. */
export async function lockCompany(db: Db, companyId: number): Promise<void> {
  await sql`select id from companies where id = ${companyId} for update`.execute(db);
}

/** Names of the products each of these users has or waits for, in catalogue order, by user id. */
export async function productNamesByUser(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  for (const row of await listProductNames(db, userIds)) {
    names.set(row.user_id, [...(names.get(row.user_id) ?? []), row.name]);
  }
  return names;
}

async function listProductNames(db: Db, userIds: number[]) {
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
