import { USER_SEARCH_TOTAL_CAP } from '@portal/contract/user-admin';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { type IndexWalk, nearerEnd, type SqlOrder, type SqlWindow, walkDirection } from '../../platform/paging.js';
import { COPY_FROM, type CopiedSearch, type CopyOptions, type SearchTerm, TabCopies } from './user-tab-copy.js';
import {
  type Cursor,
  type PageIds,
  type Tab,
  type UserDbColumn,
  type UserFilter,
  type UserRecord,
  countMatching,
  findMatches,
  idIn,
  idsQuery,
  isShort,
  matchesQuery,
  matchingAmong,
  matchingUsers,
  nextUsers,
  orderEntries,
  orderOf,
  pageIdsQuery,
  pageRows,
  pageRowsQuery,
  searchTest,
} from './user-search.queries.js';
import {
  type DirectoryColumn,
  type DirectoryFilter,
  type DirectoryRecord,
  countDirectory,
  directoryMatches,
  directoryIds,
  directoryPage,
  directoryRows,
  sortedMatchesPage,
  walkedDirectoryIds,
} from './user-search.directory.js';

/**
 * The one search of users (issue 25): a company's users tab, and every list of users that pages, sorts and searches
 * them, asks it. Made once with the application's context; `memoryCopy` keeps the copies of large tabs in memory
 * (decisions 039, 040 and 050), which a setting turns off (`USER_SEARCH_MEMORY_COPY=off`).
 */
export class UserSearch {
  private readonly copies: TabCopies | null;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    options: { clock: Clock; memoryCopy: boolean },
  ) {
    this.copies = options.memoryCopy ? new TabCopies(db, dialect, options.clock) : null;
  }

  /**
   * A page of a tab, sorted, and how many match in all, capped (decision records 021, 024 and 032): a company's
   * users tab, or a tab of global user management (`DirectoryFilter`, decision 051). `limits`: the search's limits,
   * smaller in tests.
   */
  page(
    filter: UserFilter,
    order: SqlOrder<UserDbColumn>,
    window: SqlWindow,
    limits?: SearchLimits,
  ): Promise<{ rows: UserRecord[]; total: number; totalIsCapped: boolean }>;
  page(
    filter: DirectoryFilter,
    order: SqlOrder<DirectoryColumn>,
    window: SqlWindow,
    limits?: SearchLimits,
  ): Promise<{ rows: DirectoryRecord[]; total: number; totalIsCapped: boolean }>;
  page(
    filter: UserFilter | DirectoryFilter,
    order: SqlOrder<UserDbColumn> | SqlOrder<DirectoryColumn>,
    window: SqlWindow,
    limits: SearchLimits = {},
  ) {
    if ('directory' in filter)
      return directorySearch(this.db, this.dialect, filter, order as SqlOrder<DirectoryColumn>, window, limits);
    return searchPage(this.db, this.dialect, this.copies, filter, order as SqlOrder<UserDbColumn>, window, limits);
  }

  /** The next batch of a tab's rows after the cursor (from the start without one), in the list's order (exports). */
  next(filter: UserFilter, order: SqlOrder<UserDbColumn>, cursor: Cursor | null, limit: number): Promise<UserRecord[]> {
    return nextUsers(this.db, filter, order, cursor, limit);
  }

  /** Every user of a tab of global user management the filter keeps, in the order (exports, decision 051). */
  directoryIds(filter: DirectoryFilter, order: SqlOrder<DirectoryColumn>): Promise<number[]> {
    return directoryIds(this.db, filter, order);
  }

  /** The global tabs' rows of these users, in the ids' order. */
  directoryRows(ids: number[]): Promise<DirectoryRecord[]> {
    return directoryRows(this.db, ids);
  }

  /** What is kept in memory of the tab (tests, diagnostics); null when nothing, or the copies are turned off. */
  keptOf(tab: Tab): { users: number; orders: string[] } | null {
    return this.copies?.keptOf(tab) ?? null;
  }
}

/**
 * A page of a tab of global user management (decision 051) and its total, counted to the cap. A search the trigram
 * index can find reads its first `sortedUpTo + 1` matches, sorted to the page and counted in one statement: when
 * they are all the matches, that is the page; more (a common term) are read by `manyMatchesPage`. Without a search,
 * or with one too short for the index, the filter's users are counted and the order's index walked.
 */
async function directorySearch(
  db: Db,
  dialect: Dialect,
  filter: DirectoryFilter,
  order: SqlOrder<DirectoryColumn>,
  window: SqlWindow,
  limits: SearchLimits,
) {
  const cap = limits.cap ?? USER_SEARCH_TOTAL_CAP;
  const sortedUpTo = Math.max(cap, limits.sortedUpTo ?? SORTED_UP_TO);
  const answer = (rows: DirectoryRecord[], counted: number) => ({
    rows,
    total: Math.min(counted, cap),
    totalIsCapped: counted > cap,
  });
  const search = filter.search ? { ...filter, search: filter.search } : null;
  const readAtOnce = sortedAtOnce(filter, sortedUpTo, limits);
  const sorted = search ? await sortedMatchesPage(db, dialect, search, order, window, readAtOnce + 1) : null;
  if (search && sorted) {
    const matched = sorted.matched ?? (await directoryMatches(db, dialect, search, readAtOnce + 1))?.length ?? 0;
    if (matched <= readAtOnce) {
      const ids = sorted.ids.slice(0, Math.max(0, Math.min(matched, cap) - window.offset));
      return answer(await directoryRows(db, ids), matched);
    }
    const page = { offset: window.offset, limit: Math.max(0, Math.min(window.limit, cap - window.offset)) };
    if (page.limit === 0) return answer([], cap + 1);
    const total = { count: cap, exact: false };
    return answer(await manyMatchesPage(db, dialect, search, order, page, { total, limits }), cap + 1);
  }
  const counted = await countDirectory(db, filter, cap);
  const total = { count: Math.min(counted, cap), exact: counted <= cap };
  const page = { offset: window.offset, limit: Math.max(0, Math.min(window.limit, total.count - window.offset)) };
  if (page.limit === 0) return answer([], counted);
  return answer(await directoryPage(db, filter, order, page, total), counted);
}

/**
 * How many of a search's matches a page is sorted from at once. An internal tab holds the retailer's own staff (tens of
 * thousands, not a million): all of a term's matches among them are read and sorted for less than a walk through the
 * tab to find them (PostgreSQL, 'HERNANDEZ' among 40 000 internal users: 14 ms, where the first 2 000, a bounded walk
 * and the sorted matches took 29, decision 051). The external tab's common terms are read by `manyMatchesPage`.
 */
function sortedAtOnce(filter: DirectoryFilter, sortedUpTo: number, limits: SearchLimits): number {
  return filter.directory === 'EXTERNAL'
    ? sortedUpTo
    : Math.max(sortedUpTo, limits.allMatches ?? DIRECTORY_ALL_MATCHES);
}

/** How many users of the order a page of a search with many matches walks before it reads them all instead. */
const DIRECTORY_WALK_BUDGET = 1_000;
/** The most matches such a page reads and sorts; a term with more is dense in any order, whose walk finds it. */
const DIRECTORY_ALL_MATCHES = 20_000;

/**
 * A page of a search with more matches than are sorted at once (decision 051). A common term's matches are dense
 * in the order: the first `DIRECTORY_WALK_BUDGET` users of the order past the page's offset hold the page. When they
 * do not (the matches sit late in the order, as a surname under first names that never go with it), the matches
 * are read, up to `DIRECTORY_ALL_MATCHES`, and sorted to the page in the same statement; past that, the order is
 * walked to the page, each user tested.
 */
async function manyMatchesPage(
  db: Db,
  dialect: Dialect,
  filter: DirectoryFilter & { search: string },
  order: SqlOrder<DirectoryColumn>,
  page: SqlWindow,
  { total, limits }: { total: { count: number; exact: boolean }; limits: SearchLimits },
) {
  const { walkBudget = DIRECTORY_WALK_BUDGET, allMatches = DIRECTORY_ALL_MATCHES } = limits;
  const walked = await walkedDirectoryIds(db, filter, order, page, walkBudget);
  if (walked.length === page.limit) return directoryRows(db, walked);
  const sorted = await sortedMatchesPage(db, dialect, filter, order, page, allMatches + 1);
  if (sorted?.matched && sorted.matched <= allMatches) return directoryRows(db, sorted.ids);
  return directoryPage(db, filter, order, page, total);
}

/** The term as the tab's copy looks for it. */
function termOf(search: string): SearchTerm {
  return { text: search, startOnly: isShort(search) };
}

/**
 * A page of a tab, sorted, and how many match in all (decision records 021 and 024). The page's ids come first
 * (a deferred join: only the page's rows are read), from the nearer end of the matches, so no page skips more
 * than half of them; the page's rows are then put in the list's order.
 */
async function searchPage(
  db: Db,
  dialect: Dialect,
  copies: TabCopies | null,
  filter: UserFilter,
  order: SqlOrder<UserDbColumn>,
  page: SqlWindow,
  limits: SearchLimits,
) {
  const { cap = USER_SEARCH_TOTAL_CAP, walkBudget = WALK_BUDGET, sortedUpTo = SORTED_UP_TO } = limits;
  const copy: CopyUse = {
    copies,
    options: {
      from: limits.copyFrom ?? COPY_FROM,
      batch: limits.copyBatch,
      rereadAfterMs: limits.copyRereadAfterMs,
      probe: limits.copyProbe,
    },
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
    const options = { ...copy.options, keptOnly: true };
    // Counted to one past the cap: enough to tell a capped total.
    const copied = await copies?.search(search, termOf(search.search), order, { ...window, counted: cap + 1 }, options);
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
  copy: CopyUse,
) {
  const walk = nearerEnd(page, total);
  if (walk.offset >= copy.deepFrom) {
    const ids = await copy.copies?.page(filter, order, page, copy.options);
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
 * A search's limits (decisions 032, 039 and 051), smaller in tests: the matches counted, the entries a capped page walks,
 * the matches up to which a capped page is read from all of them (`SORTED_UP_TO`; at most the cap: never), and the
 * least users of a tab whose capped pages beyond the walk are read from its copy in memory (`COPY_FROM`).
 */
export type SearchLimits = {
  cap?: number;
  walkBudget?: number;
  sortedUpTo?: number;
  /** Global user management: the most matches a capped page reads and sorts when its walk's budget is spent. */
  allMatches?: number;
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
  limits: { walkBudget: number; copy: CopyUse },
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
  copy: CopyUse,
) {
  // The page's ids alone: the total is known already.
  const copied = await copy.copies?.search(
    filter,
    termOf(filter.search),
    order,
    { ...window, counted: 0 },
    copy.options,
  );
  if (copied) return idsQuery(db, filter, order, copied.ids, dialect);
  const all = await findMatches(db, dialect, filter, filter.search);
  return pageIdsQuery(db, filter, order, nearerEnd(window, all.length), idIn(dialect, all, false));
}

/**
 * How a request uses the tab's copies (decisions 039 and 040; none when the setting turns them off): the copy's
 * options, and how many users a page of the whole tab skips, at the least, to be read off the copy.
 */
type CopyUse = { copies: TabCopies | null; options: CopyOptions; deepFrom: number };

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
