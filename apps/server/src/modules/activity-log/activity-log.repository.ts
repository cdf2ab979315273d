import type { SortOrder } from '@portal/contract/paging';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { containsPattern, TRIGRAM, trigramQuery } from '../../db/contains.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { MONTH_OF_ENTRY } from '../../db/migrations/037-activity-log-text-months.js';
import { foldForSearch } from '../../db/search-fold.js';

/**
 * The activity log's reads at ten million entries (decision 052): a count that stops past the cap, a page's keys read
 * along an index in the page's order (or, for fewer matches than the cap, the matches sorted), the page's wide
 * columns joined after, keyset batches for the download, and the codes the filters offer by a loose index scan.
 */

/** The columns a filter tests and a page sorts by, besides the time (each has its indexes, migration 030). */
export type KeyedColumn = 'event' | 'source_app' | 'actor' | 'entity_id';
export type OrderColumn = 'created_at' | KeyedColumn;

/** Which entries: one company's (or, null, every company's and those of none), a time range, and the filters set. */
export type LogFilter = {
  companyId: number | null;
  /** UTC instants, `from` included, `to` not. */
  from: string;
  to: string;
  /** The values each keyed column must have one of; a column not set is not tested. */
  values: Partial<Record<KeyedColumn, readonly string[]>>;
  /** Part of the description, blind to case and accents: compared with the entry's folded `search_text`. */
  search?: string | undefined;
  /**
   * SQLite: the search's candidates are read from the trigram table, within the ids of the range's days
   * (migration 033), then tested; set by the service for a term with few candidates (`textCandidatesUpTo`).
   */
  searchByTrigrams?: boolean;
  /**
   * PostgreSQL: the UTC months ('YYYY-MM') the range touches, named beside a search so that the GIN index of the
   * company, month and text reads those months' trigram matches only (migration 037).
   */
  searchMonths?: readonly string[];
};

export type LogOrder = { column: OrderColumn; direction: SortOrder };

/**
 * How entries are read in an order. `walk`: along the index of the order, `driver` naming the keyed column whose
 * filter leads the index for a time order (its single value is a range of `(company_id, driver, created_at, id)`);
 * `pinned`, the terms not in that index are kept off the indexes (SQLite, which does not know a page's limit, a bound
 * parameter) and tested on each entry met; unpinned (PostgreSQL, which plans with the limit and its statistics),
 * the planner chooses, as the expressions that pin a walk would blind its estimates (decision 052).
 * `sortMatches`: the matches (at most `limit`) found by the planner's best index, then sorted.
 */
export type ReadPlan =
  { kind: 'walk'; driver: KeyedColumn | null; pinned: boolean } | { kind: 'sortMatches'; limit: number };

/** An entry's place in an order: the keyed column's value (for a keyed order), its time and id. */
export type EntryKey = { id: number; created_at: string; value?: string };

type LogExpressions = ExpressionBuilder<Database, 'activity_log'>;

/**
 * The column as an expression no index answers: its term is then tested on the entries an index walk meets, and
 * does not tempt the planner away from the walk's index (SQLite's unary `+`, written so PostgreSQL reads it too).
 */
function unindexed(column: OrderColumn): RawBuilder<string> {
  return sql<string>`(${sql.ref(column)} || '')`;
}

function whereOf(eb: LogExpressions, filter: LogFilter, indexed: (column: OrderColumn) => boolean) {
  const ref = (column: OrderColumn) => (indexed(column) ? sql.ref<string>(column) : unindexed(column));
  const terms: Expression<SqlBool>[] = [];
  if (filter.companyId !== null) terms.push(eb('company_id', '=', filter.companyId));
  terms.push(eb(ref('created_at'), '>=', filter.from), eb(ref('created_at'), '<', filter.to));
  for (const [column, values] of Object.entries(filter.values) as [KeyedColumn, string[]][]) {
    terms.push(values.length === 1 ? eb(ref(column), '=', values[0]!) : eb(ref(column), 'in', values));
  }
  if (filter.search) terms.push(sql<SqlBool>`search_text like ${containsPattern(filter.search)} escape '\\'`);
  if (filter.search && filter.searchByTrigrams) terms.push(sql<SqlBool>`id in (${textCandidates(filter)})`);
  if (filter.search && filter.searchMonths?.length) terms.push(inMonths(eb, filter.searchMonths));
  return eb.and(terms);
}

/** One equality per month, or'ed: the GIN index answers each (it takes no list), and the planner joins them. */
function inMonths(eb: LogExpressions, months: readonly string[]): Expression<SqlBool> {
  const month = sql.raw<string>(MONTH_OF_ENTRY);
  return eb.or(months.map((m) => eb(month, '=', m)));
}

/** The UTC months ('YYYY-MM') of the range [from, to). */
export function monthsOf(from: string, to: string): string[] {
  const last = new Date(Date.parse(to) - 1).toISOString().slice(0, 7);
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= last;) {
    months.push(month);
    const [year, number] = month.split('-').map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  return months;
}

/**
 * SQLite: the ids of the entries whose text holds the search's trigrams, within the first and last ids of the range's
 * UTC days (a superset of the range's entries, whatever order their ids were given in). Null when the term is one
 * the trigram table cannot find (under three characters).
 */
function textCandidates(filter: LogFilter) {
  const folded = foldForSearch(filter.search ?? '');
  const days = sql`from activity_log_day_ids where day between ${filter.from.slice(0, 10)} and ${filter.to.slice(0, 10)}`;
  return sql`select rowid from activity_log_trigrams where activity_log_trigrams match ${trigramQuery(folded)}
    and rowid between (select min(first_id) ${days}) and (select max(last_id) ${days})`;
}

/** Whether the trigram table can find the filter's search (three characters or more, folded). */
export function searchHasTrigrams(filter: LogFilter): boolean {
  return Array.from(foldForSearch(filter.search ?? '')).length >= TRIGRAM;
}

/** SQLite: how many entries of the range's days hold the search's trigrams, counting no further than `limit`. */
export async function textCandidatesUpTo(db: Db, filter: LogFilter, limit: number): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from (${textCandidates(filter)} limit ${limit})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Which terms the plan lets an index answer: a pinned walk's own index columns; otherwise all. */
function indexedBy(plan: ReadPlan, order: LogOrder) {
  return (column: OrderColumn) => {
    if (plan.kind === 'sortMatches' || !plan.pinned) return true;
    if (order.column !== 'created_at') return column === order.column;
    return column === 'created_at' || column === plan.driver;
  };
}

/** How many entries match, counting no further than `limit` (the cap and one more). */
export async function countUpTo(db: Db, filter: LogFilter, limit: number): Promise<number> {
  const matches = db
    .selectFrom('activity_log')
    .select('id')
    .where((eb) => whereOf(eb, filter, () => true))
    .limit(limit);
  const row = await db
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const keyColumns = (order: LogOrder) =>
  order.column === 'created_at' ? (['id', 'created_at'] as const) : (['id', 'created_at', order.column] as const);

/** Entries strictly after `key` in the order: the leading column bounded (an index range), the rest tested. */
function after(eb: LogExpressions, order: LogOrder, key: EntryKey) {
  const asc = order.direction === 'asc';
  const beyond = asc ? '>' : '<';
  const reached = asc ? '>=' : '<=';
  const idAfter = eb('id', beyond, key.id);
  const timeAfter = eb.or([
    eb('created_at', beyond, key.created_at),
    eb.and([eb('created_at', '=', key.created_at), idAfter]),
  ]);
  if (order.column === 'created_at') return eb.and([eb('created_at', reached, key.created_at), timeAfter]);
  const value = key.value ?? '';
  return eb.and([
    eb(order.column, reached, value),
    eb.or([eb(order.column, beyond, value), eb.and([eb(order.column, '=', value), timeAfter])]),
  ]);
}

/**
 * The query of the keys of a window of the entries in the order (after `key` when given), as the plan reads them. The
 * order is the column, then time and id the same way, so each order is one index read in one direction.
 */
export type Window = { offset: number; limit: number };

export function keysQuery(db: Db, filter: LogFilter, order: LogOrder, plan: ReadPlan, window: Window, key?: EntryKey) {
  const columns = keyColumns(order);
  const { direction } = order;
  const table = db.selectFrom('activity_log');
  // The sorted matches are a derived table of the same name and columns, so the order and keyset read alike.
  const source =
    plan.kind === 'walk'
      ? table.where((eb) => whereOf(eb, filter, indexedBy(plan, order)))
      : (db.selectFrom(
          table
            .select(columns)
            .where((eb) => whereOf(eb, filter, () => true))
            .limit(plan.limit)
            .as('activity_log'),
        ) as unknown as typeof table);
  // The sorted matches' number (to the plan's limit), counted before the page is cut from them.
  const matched: RawBuilder<number | string | null> = plan.kind === 'sortMatches' ? sql`count(*) over ()` : sql`null`;
  let query = source.select([...columns, matched.as('matched')]);
  if (key) query = query.where((eb) => after(eb, order, key));
  if (order.column !== 'created_at') query = query.orderBy(order.column, direction);
  return query.orderBy('created_at', direction).orderBy('id', direction).limit(window.limit).offset(window.offset);
}

/** An entry's place in the order: the key a keyset batch goes on after. */
export function keyOf(row: EntryRecord, order: LogOrder): EntryKey {
  const key: EntryKey = { id: row.id, created_at: row.created_at };
  if (order.column !== 'created_at') key.value = row[order.column];
  return key;
}

/**
 * A window of the entries in the order (see keysQuery), whole, with their company's name: the keys are read first
 * and the wide columns joined to them after the limit, in one statement.
 */
export async function readEntries(...args: Parameters<typeof keysQuery>) {
  const [db, , order] = args;
  let query = db
    .selectFrom(keysQuery(...args).as('page'))
    .innerJoin('activity_log', 'activity_log.id', 'page.id')
    .select((eb) => [
      'activity_log.id',
      'activity_log.created_at',
      'activity_log.actor',
      'activity_log.entity_type',
      'activity_log.entity_id',
      'activity_log.event',
      'activity_log.description',
      'activity_log.source_app',
      'activity_log.market',
      'activity_log.before_value',
      'activity_log.after_value',
      'page.matched',
      eb
        .selectFrom('companies')
        .select('companies.name')
        .whereRef('companies.id', '=', 'activity_log.company_id')
        .as('company_name'),
    ]);
  if (order.column !== 'created_at') query = query.orderBy(`activity_log.${order.column}`, order.direction);
  return query
    .orderBy('activity_log.created_at', order.direction)
    .orderBy('activity_log.id', order.direction)
    .execute();
}
export type EntryRecord = Awaited<ReturnType<typeof readEntries>>[number];

/**
 * The distinct values of a column in one company's entries (or every company's), ascending: a loose index scan,
 * one seek of `(company_id, column, …)` or `(column, …)` per value, however many entries each value has.
 */
export async function distinctValues(
  db: Db,
  column: 'event' | 'source_app',
  companyId: number | null,
): Promise<string[]> {
  const c = sql.ref(column);
  const company = companyId === null ? sql`` : sql`company_id = ${companyId} and`;
  const { rows } = await sql<{ code: string }>`
    with recursive codes(code) as (
      select (select ${c} from activity_log where ${company} ${c} is not null order by ${c} limit 1)
      union all
      select (select ${c} from activity_log where ${company} ${c} > codes.code order by ${c} limit 1)
      from codes where codes.code is not null
    )
    select code from codes where code is not null`.execute(db);
  return rows.map((r) => r.code);
}

/** Whether a company of this id exists (a super admin's company filter). */
export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst());
}

/** Deletes up to `slice` of the oldest entries made before the cutoff, in one statement; answers how many. */
export async function deleteSliceBefore(db: Db, cutoff: string, slice: number): Promise<number> {
  const oldest = db
    .selectFrom('activity_log')
    .select('id')
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(slice);
  const result = await db.deleteFrom('activity_log').where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
