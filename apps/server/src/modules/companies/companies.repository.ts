import type { TenantType } from '@portal/contract/identity';
import type { Market } from '@portal/contract/markets';
import { sql } from 'kysely';
import { containsPattern, foldedContains, TRIGRAM, trigramQuery } from '../../db/contains.js';
import type { Db, Dialect } from '../../db/database.js';
import { foldForSearch } from '../../db/search-fold.js';
import { type IndexWalk, nearerEnd, type SqlOrder, type SqlWindow, walkDirection } from '../../platform/paging.js';

export type CompanyDbColumn = 'name' | 'status' | 'primary_contact_email' | 'type';

export type CompanyFilter = {
  dialect: Dialect;
  market: Market;
  search: string | undefined;
  types: readonly TenantType[];
  statuses: readonly string[];
};

function matchingCompanies(db: Db, filter: CompanyFilter) {
  let query = db.selectFrom('companies').where('market', '=', filter.market);
  if (filter.types.length > 0) query = query.where('type', 'in', filter.types);
  if (filter.statuses.length > 0) query = query.where('status', 'in', filter.statuses);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([foldedContains(sql.ref('name'), pattern), foldedContains(sql.ref('primary_contact_email'), pattern)]),
    );
    // On SQLite the trigram table (migration 027) gives the candidates; PostgreSQL's GIN indexes answer the test.
    const folded = foldForSearch(filter.search);
    if (filter.dialect === 'sqlite' && Array.from(folded).length >= TRIGRAM) {
      query = query.where(
        'id',
        'in',
        sql<number>`(select rowid from company_search_trigrams
          where company_search_trigrams match ${trigramQuery(folded)})`,
      );
    }
  }
  return query;
}

/**
 * A page of a market's companies, sorted, and how many match in all (decision 019). The page's ids come first,
 * from the sort column's covering index (migration 012) with OFFSET over index entries only, then only those
 * rows are read (a deferred join). A page past the middle is counted from the end, reading the index
 * backwards, so no page skips more than half the matches. The id breaks ties in the sort's direction.
 */
export async function listCompanies(db: Db, filter: CompanyFilter, order: SqlOrder<CompanyDbColumn>, page: SqlWindow) {
  const total = await countMatching(db, filter);
  if (page.offset >= total) return { rows: [], total };
  const rows = await db
    .selectFrom('companies')
    .innerJoin(pageIdsOf(db, filter, order, nearerEnd(page, total)).as('page'), 'page.id', 'companies.id')
    .select([
      'companies.id',
      'companies.tenant_id',
      'companies.name',
      'companies.status',
      'companies.primary_contact_email',
      'companies.type',
    ])
    .orderBy(`companies.${order.column}`, order.direction)
    .orderBy('companies.id', order.direction)
    .execute();
  return { rows, total };
}

/**
 * How many companies match: without a search, the sum of the kept counts of the market's types and statuses
 * (migration 012), a few rows whatever the number of companies; a search counts the companies it finds.
 */
async function countMatching(db: Db, filter: CompanyFilter): Promise<number> {
  if (filter.search) {
    const found = await matchingCompanies(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(found.total);
  }
  let counts = db.selectFrom('company_list_counts').where('market', '=', filter.market);
  if (filter.types.length > 0) counts = counts.where('type', 'in', filter.types);
  if (filter.statuses.length > 0) counts = counts.where('status', 'in', filter.statuses);
  const kept = await counts
    .select((eb) => eb.fn.sum<number | string | null>('companies').as('total'))
    .executeTakeFirstOrThrow();
  return Number(kept.total ?? 0);
}

function pageIdsOf(db: Db, filter: CompanyFilter, order: SqlOrder<CompanyDbColumn>, walk: IndexWalk) {
  const direction = walkDirection(order.direction, walk);
  return matchingCompanies(db, filter)
    .select('id')
    .orderBy(order.column, direction)
    .orderBy('id', direction)
    .offset(walk.offset)
    .limit(walk.limit);
}

/** The product names these companies subscribe to, in catalogue order. */
export async function listProductNames(db: Db, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('company_products')
    .innerJoin('products', 'products.code', 'company_products.product_code')
    .select(['company_products.company_id', 'products.name'])
    .where('company_products.company_id', 'in', companyIds)
    .orderBy('products.sort_order')
    .orderBy('products.code')
    .execute();
}

/** The company types a market's companies have. */
export async function listTypes(db: Db, market: Market): Promise<TenantType[]> {
  const rows = await db
    .selectFrom('companies')
    .select('type')
    .distinct()
    .where('market', '=', market)
    .orderBy('type')
    .execute();
  return rows.map((r) => r.type);
}

/** The statuses a market's companies of these types have (of every type when none is named). */
export async function listStatuses(db: Db, market: Market, types: readonly TenantType[]): Promise<string[]> {
  let query = db.selectFrom('companies').select('status').distinct().where('market', '=', market);
  if (types.length > 0) query = query.where('type', 'in', types);
  const rows = await query.orderBy('status').execute();
  return rows.map((r) => r.status);
}

/** A company of the market, by id. */
export async function findMarketCompany(db: Db, market: Market, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'tenant_id', 'name', 'type'])
    .where('id', '=', companyId)
    .where('market', '=', market)
    .executeTakeFirst();
}

/** Sets (or clears) the company a session acts for. */
export async function updateActingCompany(db: Db, sessionId: string, companyId: number | null): Promise<void> {
  await db.updateTable('sessions').set({ acting_company_id: companyId }).where('id', '=', sessionId).execute();
}
