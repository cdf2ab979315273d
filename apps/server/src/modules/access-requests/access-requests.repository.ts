import { GROUPS } from '@portal/contract/permissions';
import type { Market } from '@portal/contract/markets';
import { sql } from 'kysely';
import { containsPattern, foldedContains } from '../../db/contains.js';
import type { Db } from '../../db/database.js';
import type { SqlWindow } from '../../platform/paging.js';

const REQUESTABLE_COMPANY_TYPE = 'SUPPLIER';

export type RequestableFilter = { market: Market; excludedCompanyIds: number[]; search: string | undefined };

function requestableCompanies(db: Db, filter: RequestableFilter) {
  let query = db
    .selectFrom('companies')
    .where('type', '=', REQUESTABLE_COMPANY_TYPE)
    .where('market', '=', filter.market)
    .where('status', '=', 'ACTIVE');
  if (filter.excludedCompanyIds.length > 0) query = query.where('id', 'not in', filter.excludedCompanyIds);
  if (filter.search) query = query.where(foldedContains(sql.ref('name'), containsPattern(filter.search)));
  return query;
}

/** A page of the companies a user may ask for, by name, and how many there are in all. */
export async function listRequestable(db: Db, filter: RequestableFilter, page: SqlWindow) {
  const [rows, count] = await Promise.all([
    requestableCompanies(db, filter)
      .select(['id', 'tenant_id', 'name', 'type', 'market'])
      .orderBy('name')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    requestableCompanies(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The requestable company a tenant id names, if any. */
export async function findRequestable(db: Db, filter: Omit<RequestableFilter, 'search'>, tenantId: number) {
  return requestableCompanies(db, { ...filter, search: undefined })
    .select(['id', 'tenant_id', 'name', 'type', 'market'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** The products these companies subscribe to, in catalogue order. */
export async function listCompanyProducts(db: Db, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('company_products')
    .innerJoin('products', 'products.code', 'company_products.product_code')
    .select(['company_products.company_id', 'products.code', 'products.name'])
    .where('company_products.company_id', 'in', companyIds)
    .orderBy('products.sort_order')
    .orderBy('products.code')
    .execute();
}

/** Which of these companies the user already has a pending request for. */
export async function listPendingTargets(db: Db, userId: number, companyIds: number[]): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('access_requests')
    .select('target_company_id')
    .where('requester_user_id', '=', userId)
    .where('state', '=', 'PENDING')
    .where('target_company_id', 'in', companyIds)
    .execute();
  return new Set(rows.map((r) => r.target_company_id));
}

export type NewAccessRequestRow = {
  requesterUserId: number;
  requesterCompanyId: number;
  targetCompanyId: number;
  firstName: string;
  lastName: string;
  email: string;
  products: string[];
  productText: string;
  note: string;
  now: string;
};

export async function insertRequest(db: Db, row: NewAccessRequestRow): Promise<number> {
  const inserted = await db
    .insertInto('access_requests')
    .values({
      requester_user_id: row.requesterUserId,
      requester_company_id: row.requesterCompanyId,
      target_company_id: row.targetCompanyId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      products: JSON.stringify(row.products),
      product_text: row.productText,
      requestor_note: row.note,
      state: 'PENDING',
      create_time: row.now,
      decided_by: null,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

function requestsWithCompany(db: Db) {
  return db
    .selectFrom('access_requests')
    .innerJoin('companies', 'companies.id', 'access_requests.target_company_id')
    .select([
      'access_requests.id',
      'companies.tenant_id',
      'companies.name as company_name',
      'access_requests.first_name',
      'access_requests.last_name',
      'access_requests.email',
      'access_requests.products',
      'access_requests.product_text',
      'access_requests.requestor_note',
      'access_requests.create_time',
      'access_requests.state',
    ]);
}

export type AccessRequestRecord = Awaited<ReturnType<typeof findRequest>>;

export async function findRequest(db: Db, id: number) {
  return requestsWithCompany(db).where('access_requests.id', '=', id).executeTakeFirstOrThrow();
}

/** A user's own requests, newest first. */
export async function listOwnRequests(db: Db, userId: number) {
  return requestsWithCompany(db)
    .where('access_requests.requester_user_id', '=', userId)
    .orderBy('access_requests.create_time', 'desc')
    .orderBy('access_requests.id', 'desc')
    .execute();
}

/** The active users of a company's Admin group, with the language they read the portal in. */
export async function listCompanyAdmins(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .leftJoin('user_preferences', 'user_preferences.login_id', 'users.login_id')
    .select(['users.login_id', 'users.email', 'users.first_name', 'user_preferences.language_code'])
    .where('users.company_id', '=', companyId)
    .where('users.status', '=', 'ACTIVE')
    .where('groups.name', '=', GROUPS.admin)
    .orderBy('users.id')
    .execute();
}
