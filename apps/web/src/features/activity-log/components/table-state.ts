import type { ActivityLogFilters, ActivityLogSortColumn } from '@portal/contract/activity-log';
import {
  ACTIVITY_LOG_LIMITS,
  ACTIVITY_LOG_RANGE,
  ACTIVITY_LOG_SORT_COLUMNS,
  activityLogFiltersSchema,
} from '@portal/contract/activity-log';
import { MAX_RECORD_ID } from '@portal/contract/constants';
import type { UrlFilters as UrlFiltersOf } from '@portal/contract/url-state';
import { urlDay, urlInteger, urlList, urlText } from '@portal/contract/url-state';
import type { DayRange } from '@/components/date-range-picker/date-range-picker';
import { lastDays } from '@/components/date-range-picker/calendar';
import type { TableStateRule, TableUpdate } from '@/lib/use-table-state';

const text = urlText(ACTIVITY_LOG_LIMITS.textMax);
const code = urlText(ACTIVITY_LOG_LIMITS.codeMax);

/** A comma list of codes in the URL (`events=BLOCK_USER,ADD_USER`); one value that does not fit drops the list. */
const codeList = urlList(code, { min: 1, max: ACTIVITY_LOG_LIMITS.valuesMax });

const FILTERS = {
  from: urlDay,
  to: urlDay,
  events: codeList,
  applications: codeList,
  actor: text,
  entityId: text,
  search: text,
  companyId: urlInteger(1, MAX_RECORD_ID),
};

/** The page's URL state: newest first, 10 a page, the date range and the filters. */
export const TABLE: TableStateRule<ActivityLogSortColumn, typeof FILTERS> = {
  sort: { columns: ACTIVITY_LOG_SORT_COLUMNS, sortBy: 'uiCreatedOnDate', sortOrder: 'desc' },
  filters: FILTERS,
};

export type UrlFilters = UrlFiltersOf<typeof FILTERS>;

/** Spec section 5: the picker starts on the last 29 days, today (in the user's zone) and the 28 before it. */
export function defaultRange(today: string): DayRange {
  return lastDays(today, ACTIVITY_LOG_RANGE.defaultDays);
}

/** The URL's range when the server takes it (both days, in order, within the bounds, 30 days at most), else the default. */
export function appliedRange({ from, to }: UrlFilters, today: string): DayRange {
  if (from && to && activityLogFiltersSchema.safeParse({ from, to }).success) return { from, to };
  return defaultRange(today);
}

/** The URL change for a range picked: the default leaves the URL bare. */
export function rangeUpdate(range: DayRange, today: string): TableUpdate {
  const fallback = defaultRange(today);
  const isDefault = range.from === fallback.from && range.to === fallback.to;
  return { from: isDefault ? null : range.from, to: isDefault ? null : range.to };
}

/** What the filter section sets (the date range and the text search are set beside it). */
export type SectionFilters = {
  events: string[];
  applications: string[];
  actor: string;
  entityId: string;
  /** A super admin without a company context: one company's entries, or (null) every company's. */
  companyId: number | null;
};

/** The section's filters of the URL; the company only for a super admin without a company context. */
export function sectionFilters(url: UrlFilters, chooseCompany: boolean): SectionFilters {
  return {
    events: url.events ?? [],
    applications: url.applications ?? [],
    actor: url.actor ?? '',
    entityId: url.entityId ?? '',
    companyId: chooseCompany ? (url.companyId ?? null) : null,
  };
}

/** How many of the section's filters apply. */
export function countApplied(filters: SectionFilters): number {
  const { events, applications, actor, entityId, companyId } = filters;
  return [events.length > 0, applications.length > 0, actor !== '', entityId !== '', companyId !== null].filter(Boolean)
    .length;
}

/** The URL change that applies the section's filters: each empty one removed. */
export function sectionUpdate(filters: SectionFilters): TableUpdate {
  return {
    events: filters.events.join(',') || null,
    applications: filters.applications.join(',') || null,
    actor: filters.actor.trim() || null,
    entityId: filters.entityId.trim() || null,
    companyId: filters.companyId,
  };
}

/**
 * The body of the list and the download: the range, and the filters of the URL. The company filter counts only for
 * a super admin without a company context (`chooseCompany`); everyone else reads their company's entries.
 */
export function requestFilters(url: UrlFilters, range: DayRange, chooseCompany: boolean): ActivityLogFilters {
  return {
    ...range,
    events: url.events ?? [],
    applications: url.applications ?? [],
    actor: url.actor,
    entityId: url.entityId,
    search: url.search,
    companyId: chooseCompany ? url.companyId : undefined,
  };
}
