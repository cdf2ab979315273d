import { sql } from 'kysely';
import { containsPattern, foldedContains } from '../../db/contains.js';
import type { Db } from '../../db/database.js';
import type { SqlOrder, SqlWindow } from '../../platform/paging.js';

export type AccessApprovalDbColumn = 'first_name' | 'last_name' | 'email' | 'create_time';

const GRANTED = 'ACCESS_COMPLETE';

/** The company a tenant id names, with what the e-mails and the activity log say of it. */
export async function findCompanyByTenantId(db: Db, tenantId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'tenant_id', 'name', 'market'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** The company of this id, with what the rows say of it. */
export async function findCompanyById(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'tenant_id', 'name', 'market'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

function pendingFor(db: Db, companyId: number, search: string | undefined) {
  let query = db
    .selectFrom('access_requests')
    .where('access_requests.target_company_id', '=', companyId)
    .where('access_requests.state', '=', 'PENDING');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or(
        (['first_name', 'last_name', 'email', 'product_text'] as const).map((column) =>
          foldedContains(sql.ref(`access_requests.${column}`), pattern),
        ),
      ),
    );
  }
  return query;
}

const ROW_COLUMNS = [
  'access_requests.id',
  'access_requests.first_name',
  'access_requests.last_name',
  'access_requests.email',
  'access_requests.products',
  'access_requests.product_text',
  'access_requests.requestor_note',
  'access_requests.create_time',
  'access_requests.state',
] as const;

/** A page of a company's pending requests, sorted, and how many match in all. */
export async function listPending(
  db: Db,
  companyId: number,
  search: string | undefined,
  order: SqlOrder<AccessApprovalDbColumn>,
  page: SqlWindow,
) {
  const [rows, count] = await Promise.all([
    pendingFor(db, companyId, search)
      .select(ROW_COLUMNS)
      .orderBy(`access_requests.${order.column}`, order.direction)
      .orderBy('access_requests.id', order.direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    pendingFor(db, companyId, search)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type PendingCursor = { value: string; id: number };

/**
 * The next batch of the company's pending requests matching the search after the cursor (from the start without one),
 * in the column's order and then the id's, as `listPending` pages them: keyset reading, each batch costs the same
 * (every sortable column of access_requests is NOT NULL).
 */
export async function nextPending(
  db: Db,
  companyId: number,
  search: string | undefined,
  order: SqlOrder<AccessApprovalDbColumn>,
  cursor: PendingCursor | null,
  limit: number,
) {
  let query = pendingFor(db, companyId, search).select(ROW_COLUMNS);
  if (cursor) {
    const op = order.direction === 'asc' ? '>' : '<';
    const column = `access_requests.${order.column}` as const;
    query = query.where((eb) =>
      eb.or([
        eb(column, op, cursor.value),
        eb.and([eb(column, '=', cursor.value), eb('access_requests.id', op, cursor.id)]),
      ]),
    );
  }
  return query
    .orderBy(`access_requests.${order.column}`, order.direction)
    .orderBy('access_requests.id', order.direction)
    .limit(limit)
    .execute();
}

/** Which of these request ids are the company's (whatever their state). */
export async function listCompanyRequestIds(db: Db, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('access_requests')
    .select('id')
    .where('target_company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** A request of the company with its requester's language and company market, for the decision and its e-mail. */
export async function findForDecision(db: Db, companyId: number, id: number) {
  return db
    .selectFrom('access_requests')
    .innerJoin('users', 'users.id', 'access_requests.requester_user_id')
    .leftJoin('companies as requester_company', 'requester_company.id', 'access_requests.requester_company_id')
    .leftJoin('user_preferences', 'user_preferences.login_id', 'users.login_id')
    .select([
      ...ROW_COLUMNS,
      'access_requests.requester_user_id',
      'users.login_id as requester_login_id',
      'users.email as requester_email',
      'user_preferences.language_code',
      'requester_company.market as requester_market',
    ])
    .where('access_requests.target_company_id', '=', companyId)
    .where('access_requests.id', '=', id)
    .executeTakeFirstOrThrow();
}

export type Decision = { state: 'APPROVED' | 'REJECTED'; decidedBy: string; note: string; now: string };

/** Decides a pending request; false when it was decided already (by someone else, or earlier in time). */
export async function decidePending(db: Db, companyId: number, id: number, decision: Decision): Promise<boolean> {
  const result = await db
    .updateTable('access_requests')
    .set({
      state: decision.state,
      decided_by: decision.decidedBy,
      decided_at: decision.now,
      decision_note: decision.note || null,
    })
    .where('id', '=', id)
    .where('target_company_id', '=', companyId)
    .where('state', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user's access status of each of these products (absent: never granted). */
export async function listGrants(db: Db, userId: number, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_products')
    .select(['product_code', 'access_status'])
    .where('user_id', '=', userId)
    .where('product_code', 'in', codes)
    .execute();
  return new Map(rows.map((r) => [r.product_code, r.access_status]));
}

/** Grants the user these products (access complete), whatever they had of them before. */
export async function grantProducts(db: Db, userId: number, codes: string[], now: string): Promise<void> {
  for (const code of codes) {
    await db
      .insertInto('user_products')
      .values({ user_id: userId, product_code: code, access_status: GRANTED, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'product_code']).doUpdateSet({ access_status: GRANTED, updated_at: now }),
      )
      .execute();
  }
}

export const GRANTED_STATUS = GRANTED;
