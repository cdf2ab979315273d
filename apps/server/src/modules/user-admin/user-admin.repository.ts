import { USER_SEARCH_TOTAL_CAP } from '@portal/contract/user-admin';
import { type ExpressionBuilder, type ExpressionWrapper, type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern, foldedContains, foldedKey, TRIGRAM, trigramQuery } from '../../db/contains.js';
import { SQL_FOLD_FUNCTION, foldForSearch } from '../../db/search-fold.js';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { type IndexWalk, nearerEnd, type SqlOrder, type SqlWindow, walkDirection } from '../../platform/paging.js';
import {
  COPY_FROM,
  type CopiedSearch,
  type CopyOptions,
  type SearchTerm,
  type SearchText,
  pageOfCopy,
  searchCopy,
} from './user-tab-copy.js';

export type UserDbColumn =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'third_party_user'
  | 'last_login_at'
  | 'blocked_reason'
  | 'blocked_by'
  | 'blocked_at';

/** The users of one tab: a company's users in one status, optionally searched. */
export type UserFilter = { companyId: number; status: 'ACTIVE' | 'BLOCKED'; search: string | undefined };

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
function matchingUsers(db: Db, filter: UserFilter, found?: RawBuilder<SqlBool>) {
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
function searchTest(search: string) {
  const pattern = searchPattern(search);
  const fields = SEARCHED_FIELDS.map((field) => foldedContains(sql.ref(`users.${field}`), pattern));
  return sql<SqlBool>`(${sql.join(fields, sql` or `)})`;
}

/** Whether the term is one or two characters, which match the start of a field rather than any part of it. */
function isShort(search: string): boolean {
  return Array.from(foldForSearch(search)).length < TRIGRAM;
}

/** The term as the tab's copy (decision 039) looks for it. */
function termOf(search: string): SearchTerm {
  return { text: search, startOnly: isShort(search) };
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
function orderOf(order: SqlOrder<UserDbColumn>, table = 'users') {
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

/**
 * A page of a tab, sorted, and how many match in all (decision records 021 and 024). The page's ids come first
 * (a deferred join: only the page's rows are read), from the nearer end of the matches, so no page skips more
 * than half of them; the page's rows are then put in the list's order.
 */
export async function listUsers(
  db: Db,
  dialect: Dialect,
  filter: UserFilter,
  order: SqlOrder<UserDbColumn>,
  page: SqlWindow,
  limits: SearchLimits = {},
) {
  const { cap = USER_SEARCH_TOTAL_CAP, walkBudget = WALK_BUDGET, sortedUpTo = SORTED_UP_TO } = limits;
  const copy = {
    from: limits.copyFrom ?? COPY_FROM,
    batch: limits.copyBatch,
    rereadAfterMs: limits.copyRereadAfterMs,
    probe: limits.copyProbe,
    deepFrom: limits.copyDeepFrom ?? DEEP_FROM,
  };
  // A search is answered once, by the search indexes (migrations 019 and 022), counting no further than the cap
  // (decision 032), or than `sortedUpTo` when that is more: up to the cap its matches give the total and bound the
  // page; a few more than the cap are all known, and the capped page is read from them.
  const counted = Math.max(cap, sortedUpTo) + 1;
  const search = filter.search ? { ...filter, search: filter.search } : null;
  // The capped window: the page within the first `cap` matches (meaningful once the total is known to be capped).
  const window = { offset: page.offset, limit: Math.min(page.limit, cap - page.offset) };
  if (search) {
    const options = { ...copyOptions(db, dialect, filter, copy), keptOnly: true };
    // Counted to one past the cap: enough to tell a capped total.
    const copied = await searchCopy(db, search, termOf(search.search), order, { ...window, counted: cap + 1 }, options);
    if (copied) return copiedPage(db, dialect, search, order, copied, cap);
  }
  let matches: number[] | null = null;
  if (search && dialect === 'postgres') {
    const found = await countedOrWalked(db, search, order, window, { counted, walkBudget });
    if (found.walked) return { rows: found.walked, total: cap, totalIsCapped: true };
    matches = found.matches;
  } else if (search) {
    matches = await findMatches(db, dialect, filter, search.search, counted);
  }
  const totalIsCapped = matches !== null && matches.length > cap;
  const total = matches ? Math.min(matches.length, cap) : await countMatching(db, filter);
  if (page.offset >= total) return { rows: [], total, totalIsCapped };
  let ids;
  if (search && matches && matches.length >= counted) {
    ids =
      dialect === 'postgres'
        ? await allMatchesPageIds(db, dialect, search, order, window, copy)
        : await cappedPageIds(db, dialect, search, order, window, { walkBudget, copy });
  } else if (matches && totalIsCapped) {
    ids = sortedPageIds(db, dialect, filter, order, nearerEnd(window, matches.length), matches);
  } else if (matches) {
    const found = idIn(dialect, matches, await walkTheOrder(db, filter, page, total));
    ids = pageIdsQuery(db, filter, order, nearerEnd(page, total), found);
  } else {
    ids = await wholeTabPageIds(db, dialect, filter, order, page, total, copy);
  }
  return { rows: await pageRows(db, order, ids), total, totalIsCapped };
}

/**
 * A page of the whole tab (no search) that skips this many users or more, from the nearer end, is read off the tab's
 * copy (decision 040): the order's index costs about a millisecond per 5 000 users skipped on PostgreSQL.
 */
const DEEP_FROM = 2_000;

/**
 * The ids query of a page of the whole tab (no search): off the order's index, skipping the page's offset from the
 * nearer end; a deep page of a large tab is read off its copy's order instead, the copy made when none is kept.
 */
async function wholeTabPageIds(
  db: Db,
  dialect: Dialect,
  filter: UserFilter,
  order: SqlOrder<UserDbColumn>,
  page: SqlWindow,
  total: number,
  copy: CopyLimits,
) {
  const walk = nearerEnd(page, total);
  if (walk.offset >= copy.deepFrom) {
    const ids = await pageOfCopy(db, filter, order, page, copyOptions(db, dialect, filter, copy));
    if (ids) return idsQuery(db, filter, order, ids, dialect);
  }
  return pageIdsQuery(db, filter, order, walk);
}

/** The page of a search answered from the tab's copy in memory (decision 039): its rows, and the capped total. */
async function copiedPage(
  db: Db,
  dialect: Dialect,
  filter: UserFilter,
  order: SqlOrder<UserDbColumn>,
  copied: CopiedSearch,
  cap: number,
) {
  const total = Math.min(copied.matches, cap);
  const totalIsCapped = copied.matches > cap;
  if (copied.ids.length === 0) return { rows: [], total, totalIsCapped };
  return { rows: await pageRows(db, order, idsQuery(db, filter, order, copied.ids, dialect)), total, totalIsCapped };
}

/**
 * PostgreSQL, one statement: the search's matches counted up to `counted` and, when there are that many (the total
 * is capped and they are not all known), the page walked off the order's index (`walkedPageIds`) with its rows;
 * else the matches themselves. The walk is a lateral subquery gated on the count (a one-time filter: it does not
 * run for fewer). `walked`: the page's rows when the walk found it whole; `matches`: all the matches when fewer
 * than `counted`, else `counted` of them stand for "more" (the walk ran out of budget, or the window is past the
 * cap): an array of that length, its ids unused.
 */
async function countedOrWalked(
  db: Db,
  filter: UserFilter & { search: string },
  order: SqlOrder<UserDbColumn>,
  window: SqlWindow,
  limits: { counted: number; walkBudget: number },
): Promise<{ walked: UserRecord[] | null; matches: number[] }> {
  const { counted, walkBudget } = limits;
  const found = matchesQuery(db, 'postgres', filter, filter.search, counted);
  // The page's rows keep their columns' names (ROW_COLUMNS), the order's among them. No page past the cap.
  const [byColumn, byId] = orderOf(order, 'walk');
  const pageQuery = pageRowsQuery(db, order, walkedPageIds(db, filter, order, window, walkBudget));
  const walk =
    window.limit > 0
      ? sql`, walk.* from counted left join lateral (select page.* from (${pageQuery}) as page
          where (select n from counted) >= ${counted}) as walk on true order by ${byColumn}, ${byId}`
      : sql` from counted`;
  const { rows } = await sql<Partial<UserRecord> & { n: string; ids: number[] | null }>`
    with found as materialized (${found}), counted as (select count(*) as n from found)
    select counted.n, case when counted.n < ${counted} then (select array_agg(found.id) from found) end as ids
    ${walk}`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  if (n < counted) return { walked: null, matches: rows[0]?.ids ?? [] };
  const walked = rows.filter((r) => r.id != null).map(({ n: _n, ids: _ids, ...row }) => row as UserRecord);
  return { walked: walked.length === window.limit ? walked : null, matches: new Array<number>(counted).fill(0) };
}

/** The rows of a page's ids (a query of them), with their group, in the list's order. */
function pageRows(db: Db, order: SqlOrder<UserDbColumn>, ids: PageIds) {
  return pageRowsQuery(db, order, ids).execute();
}

function pageRowsQuery(db: Db, order: SqlOrder<UserDbColumn>, ids: PageIds) {
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
type PageIds = ReturnType<typeof pageIdsQuery>;

/**
 * A capped search with at most this many matches (a few more than the cap) reads them all and sorts them for its
 * page rather than walking the order: their number bounds the cost, and they may all sit late in the order, past
 * the walk's budget ('mia.diaz': 1 399 matches, all at the end of the order by first name).
 */
const SORTED_UP_TO = 2 * USER_SEARCH_TOTAL_CAP;

/**
 * The ids query of a page of these matches (all of them), read and sorted. On PostgreSQL the matches are read in
 * a subquery it keeps apart (`offset 0`): given the whole query, the planner walks the order's index testing every
 * entry against the list, as if the matches spread evenly over it (31 ms for 'mia.diaz', whose matches are last).
 * SQLite reads the listed rows and sorts them of itself (decision 025).
 */
function sortedPageIds(
  db: Db,
  dialect: Dialect,
  filter: UserFilter,
  order: SqlOrder<UserDbColumn>,
  walk: IndexWalk,
  matches: number[],
): PageIds {
  const found = idIn(dialect, matches, false);
  if (dialect !== 'postgres') return pageIdsQuery(db, filter, order, walk, found);
  const matched = matchingUsers(db, filter, found)
    .select(['users.id', `users.${order.column}`])
    .offset(0);
  const [byColumn, byId] = orderOf(
    { column: order.column, direction: walkDirection(order.direction, walk) },
    'matched',
  );
  return db
    .selectFrom(matched.as('matched'))
    .select('matched.id')
    .orderBy(byColumn)
    .orderBy(byId)
    .offset(walk.offset)
    .limit(walk.limit) as unknown as PageIds;
}

/**
 * PostgreSQL: the ids query of a capped search's page found by walking the first `walkBudget` entries of the
 * order's index (the index alone), each entry's user tested by the search's own test as the walk meets it; the
 * page's limit stops the walk as soon as the page is complete (a nested loop in the index's order, checked in the
 * tests). One statement with the page's rows, where SQLite walks in batches (`cappedPageIds`). Fewer ids than the
 * window's size: the budget was spent first.
 */
export function walkedPageIds(
  db: Db,
  filter: UserFilter & { search: string },
  order: SqlOrder<UserDbColumn>,
  window: SqlWindow,
  walkBudget: number,
): PageIds {
  const [byColumn, byId] = orderOf(order);
  const walked = matchingUsers(db, { ...filter, search: undefined })
    .select(['users.id', `users.${order.column}`])
    .orderBy(byColumn)
    .orderBy(byId)
    .limit(walkBudget);
  const [walkColumn, walkId] = orderOf(order, 'walked');
  return db
    .selectFrom(walked.as('walked'))
    .innerJoin('users', 'users.id', 'walked.id')
    .where(searchTest(filter.search))
    .select('walked.id')
    .orderBy(walkColumn)
    .orderBy(walkId)
    .offset(window.offset)
    .limit(window.limit) as unknown as PageIds;
}

/** How many entries of the order's index a capped search's page may walk before its matches are all found instead. */
const WALK_BUDGET = 4_000;

/**
 * A search's limits (decisions 032 and 039), smaller in tests: the matches counted, the entries a capped page walks,
 * the matches up to which a capped page is read from all of them (`SORTED_UP_TO`; at most the cap: never), and the
 * least users of a tab whose capped pages beyond the walk are read from its copy in memory (`COPY_FROM`).
 */
export type SearchLimits = {
  cap?: number;
  walkBudget?: number;
  sortedUpTo?: number;
  copyFrom?: number;
  /** The rows one query reads while the copy is made (its texts, an order's ids); the copy's own default else. */
  copyBatch?: number;
  /** How long after making the copy a changed tab is answered by the database; the copy's own default else. */
  copyRereadAfterMs?: number;
  /** How many users of the order a search of the copy tests one by one before it scans the copy; its default else. */
  copyProbe?: number;
  /** How many users a page of the whole tab skips, at the least, to be read off the copy (`DEEP_FROM`). */
  copyDeepFrom?: number;
};

/** How many entries of the order's index a capped page's walk reads and tests at a time. */
const WALK_BATCH = 500;

/**
 * The ids query of a page of a search with more matches than counted (decision 032): the page is within the first
 * matches in the order. The order's index is walked in batches of `WALK_BATCH` entries, up to `WALK_BUDGET`, each
 * batch's users tested at once by the search's own test (a common term's matches are dense: its first pages are
 * found in a batch or two); the walk stops as soon as the page is complete. When the budget is spent first (a deep
 * page, or matches that sit late in the order), every match is found and the page is read from them, as a search
 * under the cap is (decision 025).
 */
async function cappedPageIds(
  db: Db,
  dialect: Dialect,
  filter: UserFilter & { search: string },
  order: SqlOrder<UserDbColumn>,
  window: SqlWindow,
  limits: { walkBudget: number; copy: CopyLimits },
) {
  const { walkBudget, copy } = limits;
  const wanted = window.offset + window.limit;
  const found: number[] = [];
  for (let walked = 0; walked < walkBudget;) {
    const size = Math.min(WALK_BATCH, walkBudget - walked);
    const entries = await orderEntries(db, filter, order, walked, size);
    const matching = new Set(await matchingAmong(db, dialect, filter, entries));
    found.push(...entries.filter((id) => matching.has(id)));
    walked += entries.length;
    // The page is complete, or the tab ended within the walk: the page is what was found.
    if (found.length >= wanted || entries.length < size)
      return idsQuery(db, filter, order, found.slice(window.offset, wanted), dialect);
  }
  return allMatchesPageIds(db, dialect, filter, order, window, copy);
}

/**
 * The ids query of a capped page that the walk did not reach: read from the tab's copy in memory (decision 039)
 * when the tab has at least `copyFrom` users; else (or when the copy cannot serve it) every match is found and the
 * page read from them.
 */
async function allMatchesPageIds(
  db: Db,
  dialect: Dialect,
  filter: UserFilter & { search: string },
  order: SqlOrder<UserDbColumn>,
  window: SqlWindow,
  copy: CopyLimits,
) {
  // The page's ids alone: the total is known already.
  const copied = await searchCopy(
    db,
    filter,
    termOf(filter.search),
    order,
    { ...window, counted: 0 },
    copyOptions(db, dialect, filter, copy),
  );
  if (copied) return idsQuery(db, filter, order, copied.ids, dialect);
  const all = await findMatches(db, dialect, filter, filter.search);
  return pageIdsQuery(db, filter, order, nearerEnd(window, all.length), idIn(dialect, all, false));
}

/** The ids of `size` entries of the tab's order from `offset` on (the order's index alone). */
async function orderEntries(db: Db, filter: UserFilter, order: SqlOrder<UserDbColumn>, offset: number, size: number) {
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

/** How the tab's copy (decision 039) reads the tab: its orders, its search texts, and odd users' fields apart. */
function copyOptions(db: Db, dialect: Dialect, filter: UserFilter, copy: CopyLimits): CopyOptions {
  return {
    ...copy,
    readOrder: (column, each) => readOrderIds(db, filter, column as UserDbColumn, copy.batch ?? ORDER_BATCH, each),
    readTabVersions: () => tabVersions(db, filter),
    readTexts: (afterId, limit) => searchTexts(db, dialect, filter, afterId, limit),
    readFields: (ids) => foldedFields(db, dialect, ids),
  };
}

/**
 * The copy's limits (decisions 039 and 040): the least users of a copied tab; the rows one query reads, how soon a
 * changed tab's copy is made again, and how many users a search tests one by one before it scans the copy (tests);
 * how many users a page of the whole tab skips, at the least, to be read off the copy.
 */
type CopyLimits = {
  from: number;
  batch: number | undefined;
  rereadAfterMs: number | undefined;
  probe: number | undefined;
  deepFrom: number;
};

/** How many of the order's entries one query reads while the copy reads an order (keyset batches). */
const ORDER_BATCH = 10_000;

/** Gives `each` the ids of the whole tab in the column's ascending order, in batches off the order's index (keyset). */
async function readOrderIds(
  db: Db,
  filter: UserFilter,
  column: UserDbColumn,
  batch: number,
  each: (id: number) => void,
) {
  const order = { column, direction: 'asc' } as const;
  const [byColumn, byId] = orderOf(order);
  for (let cursor: Cursor | null = null; ;) {
    let query = matchingUsers(db, { ...filter, search: undefined }).select(['users.id', `users.${column}`]);
    if (cursor) query = query.where(after(order, cursor));
    const rows = await query.orderBy(byColumn).orderBy(byId).limit(batch).execute();
    for (const row of rows) each(row.id);
    const last = rows.at(-1) as (Record<UserDbColumn, string | number | null> & { id: number }) | undefined;
    if (!last || rows.length < batch) return;
    cursor = { value: last[column], id: last.id };
  }
}

/** The tab's kept count and versions (migrations 018 and 024), one row. */
function tabVersions(db: Db, filter: UserFilter) {
  return db
    .selectFrom('company_user_counts')
    .select(['users', 'version', 'sign_in_version'])
    .where('company_id', '=', filter.companyId)
    .where('status', '=', filter.status)
    .executeTakeFirst();
}

/** The tab's `user_search` texts of the users after `afterId`, in id order (the table's key), at most `limit`. */
async function searchTexts(db: Db, dialect: Dialect, filter: UserFilter, afterId: number, limit: number) {
  const range = keyRange(dialect, filter, afterId);
  const { rows } = await sql<SearchText>`select user_id, search_text from user_search
    where key between ${range.first} and ${range.last} order by key limit ${limit}`.execute(db);
  return rows;
}

/** These users' searched fields, each folded as `user_search` keeps them. */
async function foldedFields(db: Db, dialect: Dialect, ids: number[]) {
  const fold = (field: (typeof SEARCHED_FIELDS)[number]) =>
    sql<string>`${sql.raw(SQL_FOLD_FUNCTION)}(${sql.ref(`users.${field}`)})`.as(field);
  return db
    .selectFrom('users')
    .select(['users.id', ...SEARCHED_FIELDS.map(fold)])
    .where(idIn(dialect, ids, false))
    .execute();
}

/** Which of these users of the tab the search's own test finds. */
async function matchingAmong(db: Db, dialect: Dialect, filter: UserFilter & { search: string }, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await matchingUsers(db, filter)
    .where(idIn(dialect, ids, false))
    .select('users.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The ids query of these users, in the order (the page's ids, found by the walk). */
function idsQuery(db: Db, filter: UserFilter, order: SqlOrder<UserDbColumn>, ids: number[], dialect: Dialect) {
  const walk = { offset: 0, limit: Math.max(ids.length, 1), backwards: false };
  return pageIdsQuery(db, filter, order, walk, idIn(dialect, ids, false));
}

/** How many users the tab has without a search: the company's kept count of the status (migration 018), one row. */
async function countMatching(db: Db, filter: UserFilter): Promise<number> {
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
function keyRange(dialect: Dialect, filter: UserFilter, afterId = -1) {
  const scope = BigInt(filter.companyId) * 2n + (filter.status === 'BLOCKED' ? 1n : 0n);
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
function matchesQuery(db: Db, dialect: Dialect, filter: UserFilter, search: string, limit?: number) {
  const lowered = foldForSearch(search);
  if (lowered.includes(FIELD_SEPARATOR)) {
    const scan = matchingUsers(db, { ...filter, search }).select('users.id');
    const limited = limit === undefined ? scan : scan.limit(limit);
    return sql<{ id: number }>`select scanned.id from ${limited.as('scanned')}`;
  }
  if (isShort(search)) return startsQuery(dialect, filter, lowered, limit);
  const range = keyRange(dialect, filter);
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
 * Whether a page of a search's matches is best read by walking the order's index and testing each entry against
 * the matches (index entries only; about (offset + size) × tab / matches of them), rather than reading every match's
 * row and sorting them (about matches rows, each several times an index entry's cost). Neither database can know:
 * SQLite guesses a JSON list short, and PostgreSQL, knowing the array's length but not that the matches spread
 * evenly over the order, reads every match's row by the primary key (1 399 of them for 'mia.diaz').
 */
async function walkTheOrder(db: Db, filter: UserFilter, page: SqlWindow, matches: number) {
  const tab = await countMatching(db, filter);
  const walked = Math.min(tab, ((Math.min(page.offset, matches - page.offset) + page.limit) * tab) / matches);
  return walked < matches * ROW_COST;
}
/** How many index entries reading one row and sorting it costs, roughly (SQLite, measured on the bench). */
const ROW_COST = 8;

/**
 * `users.id` is one of these ids: one parameter however many (a JSON array on SQLite, an array on PostgreSQL).
 * `walk`: the id is written as an expression (`+users.id`, `users.id + 0`), which no index answers, so the test
 * cannot drive the query and the order's index is walked instead (the id is in that index: no row is read).
 */
function idIn(dialect: Dialect, ids: number[], walk: boolean): RawBuilder<SqlBool> {
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
function after(order: SqlOrder<UserDbColumn>, cursor: Cursor) {
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
