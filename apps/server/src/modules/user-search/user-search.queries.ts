import { type ExpressionBuilder, type ExpressionWrapper, type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern, foldedContains, foldedKey, TRIGRAM, trigramQuery } from '../../db/contains.js';
import { SQL_FOLD_FUNCTION, foldForSearch } from '../../db/search-fold.js';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { type IndexWalk, type SqlOrder, walkDirection } from '../../platform/paging.js';

/**
 * The user search's queries (decisions 021, 024, 025, 032 and 050): what a tab is, how a user matches a search, the
 * orders' index walks, the search indexes' candidates, and what the tab's copy in memory reads. `user-search.ts`
 * chooses among them.
 */

export type UserDbColumn =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'third_party_user'
  | 'last_login_at'
  | 'blocked_reason'
  | 'blocked_by'
  | 'blocked_at';

/** A tab: a company's users in one status. */
export type Tab = { companyId: number; status: 'ACTIVE' | 'BLOCKED' };
/** The users of one tab, optionally searched. */
export type UserFilter = Tab & { search: string | undefined };
/** A tab's kept count and versions (migrations 018 and 024: `company_user_counts`). */
export type TabVersions = { users: number; version: number; sign_in_version: number };
/** A user's searched fields as `user_search` keeps them (migrations 019 and 026): folded, joined by line feeds. */
export type SearchText = { user_id: number; search_text: string };
/** A user's searched fields, each folded by the database (portal_fold). */
export type LoweredFields = { id: number; first_name: string; last_name: string; email: string; login_id: string };

const ROW_COLUMNS = [
  'users.id',
  'users.login_id',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.third_party_user',
  'users.access_class',
  'users.last_login_at',
  'users.blocked_reason',
  'users.blocked_by',
  'users.blocked_at',
  'groups.name as group_name',
] as const;

/** The fields a search looks in; each has an index of its start in the tab (migration 022). */
const SEARCHED_FIELDS = ['first_name', 'last_name', 'email', 'login_id'] as const;

/**
 * The tab's users; without the group (a user always has one), so pages and counts read the indexes alone. A search
 * is either the ids it was found to match (`found`, see `findMatches`) or, without them, the search's own test of
 * each user: a case-insensitive "contains" on first name, last name, e-mail and login id (decision 021).
 */
export function matchingUsers(db: Db, filter: UserFilter, found?: RawBuilder<SqlBool>) {
  let query = db
    .selectFrom('users')
    .where('users.company_id', '=', filter.companyId)
    .where('users.status', '=', filter.status);
  if (found) {
    query = query.where(found);
  } else if (filter.search) {
    query = query.where(searchTest(filter.search));
  }
  return query;
}

/** The search's own test of a user (decisions 021 and 032): a field contains the term (starts with a short one). */
export function searchTest(search: string) {
  const pattern = searchPattern(search);
  const fields = SEARCHED_FIELDS.map((field) => foldedContains(sql.ref(`users.${field}`), pattern));
  return sql<SqlBool>`(${sql.join(fields, sql` or `)})`;
}

/** Whether the term is one or two characters, which match the start of a field rather than any part of it. */
export function isShort(search: string): boolean {
  return Array.from(foldForSearch(search)).length < TRIGRAM;
}

/**
 * The LIKE pattern of the search's own test: 'term%' (the start of a field) for a term of one or two characters,
 * '%term%' (anywhere in it) for a longer one; folded (`search-fold.ts`), its wildcards escaped.
 */
function searchPattern(search: string): string {
  const contains = containsPattern(search);
  return isShort(search) ? contains.slice(1) : contains;
}

const NULLABLE = new Set<UserDbColumn>(['last_login_at', 'blocked_reason', 'blocked_by', 'blocked_at']);

/**
 * The order of every list and export: the column, nulls first ascending and last descending (SQLite's own order;
 * PostgreSQL's indexes are built so), then the id in the same direction, so equal values keep one order.
 */
export function orderOf(order: SqlOrder<UserDbColumn>, table = 'users') {
  // Said only of columns that may be null: PostgreSQL matches an index to the order only when the nulls agree,
  // and its indexes of the other columns keep the default order.
  const nulls = !NULLABLE.has(order.column) ? sql`` : order.direction === 'asc' ? sql` nulls first` : sql` nulls last`;
  const direction = sql.raw(order.direction);
  return [
    sql`${sql.ref(`${table}.${order.column}`)} ${direction}${nulls}`,
    sql`${sql.ref(`${table}.id`)} ${direction}`,
  ] as const;
}

/**
 * The ids of one page of a tab, read off the sort column's index (migration 015: company, status, column, id) in
 * the walk's direction, OFFSET over index entries only (its plan is checked in the tests: an index range, no sort).
 */
export function pageIdsQuery(
  db: Db,
  filter: UserFilter,
  order: SqlOrder<UserDbColumn>,
  walk: IndexWalk,
  found?: RawBuilder<SqlBool>,
) {
  const [byColumn, byId] = orderOf({ column: order.column, direction: walkDirection(order.direction, walk) });
  return matchingUsers(db, filter, found)
    .select('users.id')
    .orderBy(byColumn)
    .orderBy(byId)
    .offset(walk.offset)
    .limit(walk.limit);
}

/** The rows of a page's ids (a query of them), with their group, in the list's order. */
export function pageRows(db: Db, order: SqlOrder<UserDbColumn>, ids: PageIds) {
  return pageRowsQuery(db, order, ids).execute();
}

export function pageRowsQuery(db: Db, order: SqlOrder<UserDbColumn>, ids: PageIds) {
  const [byColumn, byId] = orderOf(order);
  return db
    .selectFrom('users')
    .innerJoin(ids.as('page'), 'page.id', 'users.id')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .select(ROW_COLUMNS)
    .orderBy(byColumn)
    .orderBy(byId);
}

/** A query of a page's user ids. */
export type PageIds = ReturnType<typeof pageIdsQuery>;

/** The ids of `size` entries of the tab's order from `offset` on (the order's index alone). */
export async function orderEntries(
  db: Db,
  filter: UserFilter,
  order: SqlOrder<UserDbColumn>,
  offset: number,
  size: number,
) {
  const [byColumn, byId] = orderOf(order);
  const rows = await matchingUsers(db, { ...filter, search: undefined })
    .select('users.id')
    .orderBy(byColumn)
    .orderBy(byId)
    .offset(offset)
    .limit(size)
    .execute();
  return rows.map((r) => r.id);
}

/** Gives `each` the ids of the whole tab in the column's ascending order, in batches off the order's index (keyset). */
export async function readOrderIds(db: Db, tab: Tab, column: UserDbColumn, batch: number, each: (id: number) => void) {
  const order = { column, direction: 'asc' } as const;
  const [byColumn, byId] = orderOf(order);
  for (let cursor: Cursor | null = null; ;) {
    let query = matchingUsers(db, { ...tab, search: undefined }).select(['users.id', `users.${column}`]);
    if (cursor) query = query.where(after(order, cursor));
    const rows = await query.orderBy(byColumn).orderBy(byId).limit(batch).execute();
    for (const row of rows) each(row.id);
    const last = rows.at(-1) as (Record<UserDbColumn, string | number | null> & { id: number }) | undefined;
    if (!last || rows.length < batch) return;
    cursor = { value: last[column], id: last.id };
  }
}

/** The tab's kept count and versions (migrations 018 and 024), one row. */
export function tabVersions(db: Db, tab: Tab): Promise<TabVersions | undefined> {
  return db
    .selectFrom('company_user_counts')
    .select(['users', 'version', 'sign_in_version'])
    .where('company_id', '=', tab.companyId)
    .where('status', '=', tab.status)
    .executeTakeFirst();
}

/** The tab's `user_search` texts of the users after `afterId`, in id order (the table's key), at most `limit`. */
export async function searchTexts(db: Db, dialect: Dialect, tab: Tab, afterId: number, limit: number) {
  const range = tabKeyRange(dialect, tab, afterId);
  const { rows } = await sql<SearchText>`select user_id, search_text from user_search
    where key between ${range.first} and ${range.last} order by key limit ${limit}`.execute(db);
  return rows;
}

/** These users' searched fields, each folded as `user_search` keeps them. */
export async function foldedFields(db: Db, dialect: Dialect, ids: number[]): Promise<LoweredFields[]> {
  const fold = (field: (typeof SEARCHED_FIELDS)[number]) =>
    sql<string>`${sql.raw(SQL_FOLD_FUNCTION)}(${sql.ref(`users.${field}`)})`.as(field);
  return db
    .selectFrom('users')
    .select(['users.id', ...SEARCHED_FIELDS.map(fold)])
    .where(idIn(dialect, ids, false))
    .execute();
}

/** Which of these users of the tab the search's own test finds. */
export async function matchingAmong(db: Db, dialect: Dialect, filter: UserFilter & { search: string }, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await matchingUsers(db, filter)
    .where(idIn(dialect, ids, false))
    .select('users.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The ids query of these users, in the order (the page's ids, found by the walk). */
export function idsQuery(db: Db, filter: UserFilter, order: SqlOrder<UserDbColumn>, ids: number[], dialect: Dialect) {
  const walk = { offset: 0, limit: Math.max(ids.length, 1), backwards: false };
  return pageIdsQuery(db, filter, order, walk, idIn(dialect, ids, false));
}

/** How many users the tab has without a search: the company's kept count of the status (migration 018), one row. */
export async function countMatching(db: Db, filter: UserFilter): Promise<number> {
  const kept = await db
    .selectFrom('company_user_counts')
    .select('users')
    .where('company_id', '=', filter.companyId)
    .where('status', '=', filter.status)
    .executeTakeFirst();
  return kept?.users ?? 0;
}

/** What joins the four searched fields in `user_search.search_text` (migration 019). */
const FIELD_SEPARATOR = '\n';
/** `user_search.key` = scope * 2^31 + user id; a tab's keys are one range. */
const SCOPE_SPAN = 2n ** 31n;

/**
 * The tab's range of `user_search` keys (from the user after `afterId` on), as SQL of either dialect (the keys pass
 * 2^53 for large company ids).
 */
export function tabKeyRange(dialect: Dialect, tab: Tab, afterId = -1) {
  const scope = BigInt(tab.companyId) * 2n + (tab.status === 'BLOCKED' ? 1n : 0n);
  const bound = (key: bigint) => (dialect === 'postgres' ? sql`cast(${key.toString()} as bigint)` : sql`${key}`);
  const first = scope * SCOPE_SPAN + BigInt(afterId + 1);
  return { scope: Number(scope), first: bound(first), last: bound(scope * SCOPE_SPAN + SCOPE_SPAN - 1n) };
}

/**
 * The ids of the tab's users the search matches (decisions 025 and 032), the same users as the search's own test of
 * each user, at most `limit` of them. A term of three characters or more: every candidate is confirmed with that
 * test's `lower(…) like '%term%'` on the lower-cased fields `user_search` keeps; the candidates come, on SQLite, from
 * the FTS5 trigram table within the tab's key range, read in key order so the limit stops it early; on PostgreSQL,
 * from the GIN index of the scope and the trigrams (or, where the extensions were refused, a b-tree of the scope).
 * A term of one or two characters matches the start of a field (`startsQuery`). A term holding the fields'
 * separator is tested on the users, field by field.
 */
export async function findMatches(
  db: Db,
  dialect: Dialect,
  filter: UserFilter,
  search: string,
  limit?: number,
): Promise<number[]> {
  const { rows } = await matchesQuery(db, dialect, filter, search, limit).execute(db);
  return rows.map((r) => r.id);
}

/** The query of `findMatches`: the ids (`id`) of the tab's users the search matches, at most `limit`. */
export function matchesQuery(db: Db, dialect: Dialect, filter: UserFilter, search: string, limit?: number) {
  const lowered = foldForSearch(search);
  if (lowered.includes(FIELD_SEPARATOR)) {
    const scan = matchingUsers(db, { ...filter, search }).select('users.id');
    const limited = limit === undefined ? scan : scan.limit(limit);
    return sql<{ id: number }>`select scanned.id from ${limited.as('scanned')}`;
  }
  if (isShort(search)) return startsQuery(dialect, filter, lowered, limit);
  const range = tabKeyRange(dialect, filter);
  // search_text is folded already, by the same function: the test is the search's own, and PostgreSQL's GIN
  // index (on the column itself) can answer it.
  const confirmed = sql<SqlBool>`user_search.search_text like ${containsPattern(search)} escape '\\'`;
  if (dialect === 'postgres') {
    // The GIN index of (scope, trigrams) alone: with the key range too, the planner also reads the whole tab's
    // range of the primary key to intersect the two.
    return sql<{ id: number }>`select user_search.user_id as id from user_search
      where user_search.scope = ${range.scope} and ${confirmed}${limitOf(limit)}`;
  }
  return sql<{ id: number }>`select user_search.user_id as id from user_search_trigrams
      join user_search on user_search.key = user_search_trigrams.rowid
      where user_search_trigrams match ${trigramQuery(lowered)}
        and user_search_trigrams.rowid between ${range.first} and ${range.last} and ${confirmed}
      order by user_search_trigrams.rowid${limitOf(limit)}`;
}

/**
 * The tab's users a term of one or two characters finds, at most `limit` (decision 032): those with a field that
 * starts with it, each field's users one range of its index (migration 022: tab, lower-cased field). Each field
 * gives at most `limit`; their union holds more than `limit - 1` only when the term has more matches than that.
 */
function startsQuery(dialect: Dialect, filter: UserFilter, lowered: string, limit?: number) {
  const upper = nextPrefix(lowered);
  const branches = SEARCHED_FIELDS.map((field) => {
    const key = foldedKey(dialect, sql.ref(`users.${field}`));
    const below = upper === null ? sql`` : sql` and ${key} < ${upper}`;
    // Ordered by the key, so the field's start index is what gives the rows: without it PostgreSQL walked the
    // tab's sort index by that field, filtering (36 000 entries for 'ga' before the first Garcia).
    return sql`select * from (select users.id from users where users.company_id = ${filter.companyId}
      and users.status = ${filter.status} and ${key} >= ${lowered}${below}
      order by ${key}${limitOf(limit)}) as ${sql.id(field)}`;
  });
  return sql<{ id: number }>`select id from (${sql.join(branches, sql` union `)}) as starts${limitOf(limit)}`;
}

/** ` limit n`, or nothing without a limit. */
function limitOf(limit: number | undefined) {
  return limit === undefined ? sql`` : sql` limit ${limit}`;
}

/**
 * The smallest text after every text that starts with the prefix, in code point order: the prefix with its last
 * character the next one (null when there is none: every text from the prefix on starts with it or is after).
 */
export function nextPrefix(prefix: string): string | null {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = chars.pop()!.codePointAt(0)!;
    // Surrogate code points are not characters: U+D7FF is followed by U+E000.
    const next = last === 0xd7ff ? 0xe000 : last + 1;
    if (next <= 0x10ffff) return chars.join('') + String.fromCodePoint(next);
  }
  return null;
}

/** The ids of the tab's users the search matches by its own test of each user (decision 021), reading every one. */
export async function scanMatches(db: Db, filter: UserFilter, limit?: number): Promise<number[]> {
  const query = matchingUsers(db, filter).select('users.id');
  const rows = await (limit === undefined ? query : query.limit(limit)).execute();
  return rows.map((r) => r.id);
}

/**
 * `users.id` is one of these ids: one parameter however many (a JSON array on SQLite, an array on PostgreSQL).
 * `walk`: the id is written as an expression (`+users.id`, `users.id + 0`), which no index answers, so the test
 * cannot drive the query and the order's index is walked instead (the id is in that index: no row is read).
 */
export function idIn(dialect: Dialect, ids: number[], walk: boolean): RawBuilder<SqlBool> {
  if (dialect === 'postgres') {
    const id = walk ? sql`(${sql.ref('users.id')} + 0)` : sql.ref('users.id');
    return sql<SqlBool>`${id} = any(cast(${ids} as integer[]))`;
  }
  const id = walk ? sql`+${sql.ref('users.id')}` : sql.ref('users.id');
  return sql<SqlBool>`${id} in (select value from json_each(${JSON.stringify(ids)}))`;
}

export type UserRecord = Awaited<ReturnType<ReturnType<typeof pageRowsQuery>['execute']>>[number];
export type Cursor = { value: string | number | null; id: number };

/**
 * Rows strictly after the cursor in the order (see `orderOf`): keyset reading, so every batch costs the same. The
 * redundant bound (column >= value ascending, <= descending) lets the database start the walk of the column's index
 * at the cursor instead of filtering every entry before it.
 */
export function after(order: SqlOrder<UserDbColumn>, cursor: Cursor) {
  const column = `users.${order.column}` as const;
  const asc = order.direction === 'asc';
  return (eb: ExpressionBuilder<Database, 'users'>): ExpressionWrapper<Database, 'users', SqlBool> => {
    const idAfter = eb('users.id', asc ? '>' : '<', cursor.id);
    if (cursor.value === null) {
      const sameAndLater = eb.and([eb(column, 'is', null), idAfter]);
      return asc ? eb.or([sameAndLater, eb(column, 'is not', null)]) : sameAndLater;
    }
    const beyond = eb(column, asc ? '>' : '<', cursor.value);
    const tied = eb.and([eb(column, '=', cursor.value), idAfter]);
    const later = eb.and([eb(column, asc ? '>=' : '<=', cursor.value), eb.or([beyond, tied])]);
    return asc || !NULLABLE.has(order.column) ? later : eb.or([later, eb(column, 'is', null)]);
  };
}

/** The next batch of a tab's rows after the cursor (from the start without one), in the list's order. */
export async function nextUsers(
  db: Db,
  filter: UserFilter,
  order: SqlOrder<UserDbColumn>,
  cursor: Cursor | null,
  limit: number,
) {
  let query = matchingUsers(db, filter).innerJoin('groups', 'groups.id', 'users.group_id').select(ROW_COLUMNS);
  if (cursor) query = query.where(after(order, cursor));
  const [byColumn, byId] = orderOf(order);
  return query.orderBy(byColumn).orderBy(byId).limit(limit).execute();
}
