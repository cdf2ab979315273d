import {
  ACTIVITY_LOG_DAY_CAP,
  ACTIVITY_LOG_TOTAL_CAP,
  type ActivityLogDays,
  type ActivityLogCodeList,
  type ActivityLogEntry,
  type ActivityLogPage,
  type ActivityLogSortColumn,
  type activityLogFiltersSchema,
  type activityLogQuerySchema,
} from '@portal/contract/activity-log';
import { DEFAULT_TIME_ZONE } from '@portal/contract/profile';
import { isSuperAdminGroup } from '@portal/contract/user-type';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db, Dialect } from '../../db/database.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/session.js';
import { findUserById } from '../../platform/users.repository.js';
import { eachDayOf, rangeOfDays } from './activity-log.days.js';
import * as repo from './activity-log.repository.js';

export type Ctx = Pick<AppContext, 'db' | 'clock' | 'dialect'>;
export type FiltersBody = z.output<typeof activityLogFiltersSchema>;
type ListQuery = z.output<typeof activityLogQuerySchema>;

export const ORDER_COLUMNS: Record<ActivityLogSortColumn, repo.OrderColumn> = {
  uiCreatedOnDate: 'created_at',
  actor: 'actor',
  entityId: 'entity_id',
  event: 'event',
  sourceApp: 'source_app',
};

/** The most entries a count reads: one past the cap tells a capped total from an exact one. */
const COUNT_LIMIT = ACTIVITY_LOG_TOTAL_CAP + 1;

/**
 * Whose entries the caller reads (decision 052): a super admin acting for a company, that company's; one without a
 * context, the company named by `companyId`, else every company's (null); anyone else, their own company's. Naming
 * a company one may not read answers 404, as for any other company's data (ARCHITECTURE section 3).
 */
export async function scopeOf(db: Db, auth: AuthContext, requested: number | undefined): Promise<number | null> {
  if (isSuperAdminGroup(auth.group)) {
    if (auth.actingCompanyId !== null) {
      if (requested !== undefined && requested !== auth.actingCompanyId) throw notFound();
      return auth.actingCompanyId;
    }
    if (requested !== undefined && !(await repo.companyExists(db, requested))) throw notFound();
    return requested ?? null;
  }
  if (auth.companyId === null) throw forbidden();
  if (requested !== undefined && requested !== auth.companyId) throw notFound();
  return auth.companyId;
}

/** The caller's profile time zone, whose days the filter's `from` and `to` are. */
export async function zoneOf(db: Db, auth: AuthContext): Promise<string> {
  return (await findUserById(db, auth.userId))?.timezone ?? DEFAULT_TIME_ZONE;
}

/**
 * The filter of a request's body: the caller's scope, the days as UTC instants, and only the filters set; on SQLite,
 * a search with few candidates in the range is read from the trigram table (`withTextReading`).
 */
export async function filterOf(ctx: Ctx, auth: AuthContext, body: FiltersBody, zone: string): Promise<repo.LogFilter> {
  const values: repo.LogFilter['values'] = {};
  if (body.events.length > 0) values.event = body.events;
  if (body.applications.length > 0) values.source_app = body.applications;
  if (body.actor) values.actor = [body.actor];
  if (body.entityId) values.entity_id = [body.entityId];
  const filter = {
    companyId: await scopeOf(ctx.db, auth, body.companyId),
    ...rangeOfDays(body.from, body.to, zone),
    values,
    search: body.search || undefined,
  };
  return withTextReading(ctx, filter);
}

/**
 * The most entries of a range's days holding a search's trigrams for SQLite to read them from the trigram table and
 * test each; a term with more (a common word) is tested along the time index, which carries the text (decision 052).
 */
export const TEXT_CANDIDATES = 10_000;

/**
 * A search's way to its candidates: on PostgreSQL the range's months (migration 037); on SQLite the trigram table when
 * the search has few candidates in the range.
 */
async function withTextReading(ctx: Ctx, filter: repo.LogFilter): Promise<repo.LogFilter> {
  if (ctx.dialect === 'postgres' && filter.search)
    return { ...filter, searchMonths: repo.monthsOf(filter.from, filter.to) };
  if (ctx.dialect !== 'sqlite' || !repo.searchHasTrigrams(filter)) return filter;
  const candidates = await repo.textCandidatesUpTo(ctx.db, filter, TEXT_CANDIDATES + 1);
  return candidates <= TEXT_CANDIDATES ? { ...filter, searchByTrigrams: true } : filter;
}

/**
 * How to read the filtered entries in an order (decision 052). A time order walks the index of a filter of one value
 * (actor, entity, one event or one application), else the time index; it is exact when that filter is the only one,
 * so the walk stops at the page. Otherwise the walk meets entries the other filters refuse: worth it only when the
 * matches are many (the count capped); fewer than the cap are found by the best index and sorted.
 */
export function planOf(filter: repo.LogFilter, order: repo.LogOrder, capped: boolean, dialect: Dialect): repo.ReadPlan {
  const sortMatches: repo.ReadPlan = { kind: 'sortMatches', limit: COUNT_LIMIT };
  const pinned = dialect === 'sqlite';
  if (order.column !== 'created_at') return capped ? { kind: 'walk', driver: null, pinned } : sortMatches;
  const set = Object.entries(filter.values) as [repo.KeyedColumn, readonly string[]][];
  const driver = DRIVERS.find((column) => filter.values[column]?.length === 1) ?? null;
  const exact = !filter.search && set.length === (driver ? 1 : 0);
  return exact || capped ? { kind: 'walk', driver, pinned } : sortMatches;
}

/** The filters whose single value leads an index for a time order, the likeliest to be rare first. */
const DRIVERS: readonly repo.KeyedColumn[] = ['entity_id', 'actor', 'event', 'source_app'];

export function orderOf(query: Pick<ListQuery, 'sortBy' | 'sortOrder'>): repo.LogOrder {
  return { column: ORDER_COLUMNS[query.sortBy], direction: query.sortOrder };
}

function parsedChange(value: string | null): Record<string, unknown> | null {
  if (value === null) return null;
  const parsed: unknown = JSON.parse(value);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

function toEntry(r: repo.EntryRecord): ActivityLogEntry {
  return {
    id: r.id,
    uiCreatedOnDate: r.created_at,
    actor: r.actor,
    entityType: r.entity_type,
    entityId: r.entity_id,
    event: r.event,
    eventDescription: r.description,
    sourceApp: r.source_app,
    companyName: r.company_name ?? null,
    market: r.market,
    before: parsedChange(r.before_value),
    after: parsedChange(r.after_value),
  };
}

/**
 * POST /api/activity-logs: a page of the caller's entries, filtered and sorted. The total counts to the cap
 * (`totalIsCapped` past it); pages reach the cap's entries, and a page beyond them is empty (decision 052).
 */
export async function listEntries(
  ctx: Ctx,
  auth: AuthContext,
  query: ListQuery,
  body: FiltersBody,
): Promise<ActivityLogPage> {
  const filter = await filterOf(ctx, auth, body, await zoneOf(ctx.db, auth));
  const order = orderOf(query);
  const window = { offset: query.pageNumber * query.pageSize, limit: query.pageSize };
  const pageWith = (counted: number, entries: repo.EntryRecord[]) => {
    const total = Math.min(counted, ACTIVITY_LOG_TOTAL_CAP);
    const envelope = { total, page: query.pageNumber, size: query.pageSize, totalIsCapped: counted > total };
    return { ...envelope, items: entries.slice(0, Math.max(0, total - window.offset)).map(toEntry) };
  };
  const sorted = readsMatchesOnce(ctx, filter) ? await sortedAndCounted(ctx, filter, order, window) : null;
  if (sorted && sorted.counted <= ACTIVITY_LOG_TOTAL_CAP) return pageWith(sorted.counted, sorted.entries);
  const counted = sorted?.counted ?? (await repo.countUpTo(ctx.db, filter, COUNT_LIMIT));
  if (window.offset >= Math.min(counted, ACTIVITY_LOG_TOTAL_CAP)) return pageWith(counted, []);
  const plan = planOf(filter, order, counted > ACTIVITY_LOG_TOTAL_CAP, ctx.dialect);
  return pageWith(counted, await repo.readEntries(ctx.db, filter, order, plan, window));
}

/**
 * Whether a page is best read from the sorted matches, counted in the same read: a search on PostgreSQL, whose
 * planner finds its matches by the trigram index; on SQLite a search read from the trigram table (fewer
 * candidates than the cap): a common term's count reaches the cap, and its page is walked, not sorted.
 */
function readsMatchesOnce(ctx: Ctx, filter: repo.LogFilter): boolean {
  return Boolean(filter.search) && (ctx.dialect === 'postgres' || Boolean(filter.searchByTrigrams));
}

/**
 * A search's page read from its matches, sorted, and their number (to the cap and one) in the same read: a free
 * text reads its range's entries (or trigram candidates) once, not once to count and again for the page. Past the
 * cap the page read is not the page (the matches are not all read): the caller walks the order instead.
 */
async function sortedAndCounted(ctx: Ctx, filter: repo.LogFilter, order: repo.LogOrder, window: repo.Window) {
  const plan: repo.ReadPlan = { kind: 'sortMatches', limit: COUNT_LIMIT };
  const entries = await repo.readEntries(ctx.db, filter, order, plan, window);
  // A page past the matches has no row to carry their number.
  const counted = entries[0]?.matched ?? (await repo.countUpTo(ctx.db, filter, COUNT_LIMIT));
  return { counted: Number(counted), entries };
}

/** POST /api/activity-logs/eventlist and applicationlist: the codes the caller's entries hold, ascending. */
export async function codeList(
  ctx: Ctx,
  auth: AuthContext,
  column: 'event' | 'source_app',
  requested: number | undefined,
): Promise<ActivityLogCodeList> {
  const companyId = await scopeOf(ctx.db, auth, requested);
  return { items: await repo.distinctValues(ctx.db, column, companyId) };
}

/**
 * POST /api/activity-logs/days: the filtered entries of each day of the range (the caller's days), each counted to
 * the day cap: one capped count per day, so a request reads at most 31 × 1 001 index entries however full the log.
 */
export async function dayCounts(ctx: Ctx, auth: AuthContext, body: FiltersBody): Promise<ActivityLogDays> {
  const zone = await zoneOf(ctx.db, auth);
  const filter = await filterOf(ctx, auth, body, zone);
  const days: ActivityLogDays['days'] = [];
  for (const { day, from, to } of eachDayOf(body.from, body.to, zone)) {
    const counted = await repo.countUpTo(ctx.db, { ...filter, from, to }, ACTIVITY_LOG_DAY_CAP + 1);
    days.push({ day, count: Math.min(counted, ACTIVITY_LOG_DAY_CAP), capped: counted > ACTIVITY_LOG_DAY_CAP });
  }
  return { days };
}
