import { z } from 'zod';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { type Page, pageNumberSchema, pageSchema, pageSizeSchema, SORT_ORDERS } from './paging.js';
import { cappedTotal } from './user-admin.js';

/**
 * The activity log (spec sections 2 'Admin', 3 'Activity log entry', 5, 7 'Activity log', 8, 9; issue 26): every
 * change the portal makes writes one entry, in the change's transaction; admins with LIST ACTIVITY_LOG read their
 * company's entries by date range, event, application, actor, entity and text, and download them.
 */
export const ACTIVITY_LOG_PATHS = {
  list: '/api/activity-logs',
  events: '/api/activity-logs/eventlist',
  applications: '/api/activity-logs/applicationlist',
  download: '/api/activity-logs/download',
  /** Beyond the spec (issue 26): the filtered entries counted per day of the range, for the chart above the table. */
  days: '/api/activity-logs/days',
} as const;

/** Spec section 5: a range of at most 30 days, within these bounds; the picker starts on the last 29 days. */
export const ACTIVITY_LOG_RANGE = {
  maxDays: 30,
  defaultDays: 29,
  earliest: '1900-01-01',
  latest: '2100-01-01',
} as const;

/** Spec section 9: the description shows 50 characters before 'see more'. */
export const ACTIVITY_LOG_DESCRIPTION_TRUNCATION = 50;

/** A count past this many entries is shown as '10 000+' (the database stops counting there). */
export const ACTIVITY_LOG_TOTAL_CAP = 10_000;

export const ACTIVITY_LOG_LIMITS = {
  textMax: 100,
  /** The most events or applications one filter takes. */
  valuesMax: 100,
  codeMax: 64,
} as const;

/** The application that wrote entries of the portal itself. */
export const PORTAL_SOURCE_APP = 'supplier-portal';

export const ACTIVITY_LOG_ERROR_CODES = {
  rangeTooLong: 'ACTIVITY_LOG_RANGE_TOO_LONG',
  rangeOutOfBounds: 'ACTIVITY_LOG_RANGE_OUT_OF_BOUNDS',
  rangeReversed: 'ACTIVITY_LOG_RANGE_REVERSED',
} as const;

/** The columns a page sorts by (spec section 3's fields). */
export const ACTIVITY_LOG_SORT_COLUMNS = ['uiCreatedOnDate', 'actor', 'entityId', 'event', 'sourceApp'] as const;
export type ActivityLogSortColumn = (typeof ACTIVITY_LOG_SORT_COLUMNS)[number];

/** A day of the calendar: '2026-02-30' and '2026-13-01' are not (JavaScript would read the first as 2 March). */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine(isCalendarDay, 'YYYY-MM-DD');
const code = z.string().trim().min(1).max(ACTIVITY_LOG_LIMITS.codeMax);
const optionalText = z.string().trim().max(ACTIVITY_LOG_LIMITS.textMax).optional();

/** Whole days from `from` to `to`, both counted ('2026-11-01' to '2026-11-30' is 30). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The filter body of the list and the download. The days are the caller's (their profile's time zone); `companyId`
 * is for a super admin without a company context (all companies when absent); everyone else reads their company's.
 */
export const activityLogFiltersSchema = z
  .object({
    from: day,
    to: day,
    events: z.array(code).max(ACTIVITY_LOG_LIMITS.valuesMax).default([]),
    applications: z.array(code).max(ACTIVITY_LOG_LIMITS.valuesMax).default([]),
    /** The actor's login id, exactly. */
    actor: optionalText,
    /** The entity's id, exactly. */
    entityId: optionalText,
    /** Part of the event description, case and accents folded. */
    search: optionalText,
    companyId: z.number().int().positive().max(MAX_RECORD_ID).optional(),
  })
  .superRefine((filters, ctx) => {
    const { from, to } = filters;
    if (from < ACTIVITY_LOG_RANGE.earliest || to > ACTIVITY_LOG_RANGE.latest) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: ACTIVITY_LOG_ERROR_CODES.rangeOutOfBounds });
    } else if (to < from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ACTIVITY_LOG_ERROR_CODES.rangeReversed });
    } else if (daysInRange(from, to) > ACTIVITY_LOG_RANGE.maxDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ACTIVITY_LOG_ERROR_CODES.rangeTooLong });
    }
  });
export type ActivityLogFilters = z.input<typeof activityLogFiltersSchema>;

/** POST activity-logs's query string (spec section 3): paging and the sort. */
export const activityLogQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema({ default: 10, sizes: ADMIN_PAGE_SIZES }),
  sortBy: z.enum(ACTIVITY_LOG_SORT_COLUMNS).default('uiCreatedOnDate'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});
export type ActivityLogQuery = z.input<typeof activityLogQuerySchema>;

/** POST activity-logs/download's query string: the sort of the file. */
export const activityLogDownloadQuerySchema = activityLogQuerySchema.pick({ sortBy: true, sortOrder: true });

/** A value before or after a change, as the entry keeps it (a JSON object), or null where the change has none. */
const changeSchema = z.record(z.string(), z.unknown()).nullable();

export const activityLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  uiCreatedOnDate: z.string(),
  /** The actor's login id ('system' for the portal's own jobs). */
  actor: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  event: z.string(),
  eventDescription: z.string(),
  sourceApp: z.string(),
  companyName: z.string().nullable(),
  market: z.string().nullable(),
  before: changeSchema,
  after: changeSchema,
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

export const activityLogPageSchema = pageSchema(activityLogEntrySchema).extend(cappedTotal);
export type ActivityLogPage = Page<ActivityLogEntry> & { totalIsCapped: boolean };

/** The eventlist and applicationlist calls: the codes the filters offer (the web translates the known ones). */
export const activityLogCodeListSchema = z.object({ items: z.array(z.string()) });
export type ActivityLogCodeList = z.infer<typeof activityLogCodeListSchema>;

/** The two list calls' body: the company whose codes are listed (a super admin's choice; else the caller's). */
export const activityLogCodeListBodySchema = z
  .object({ companyId: z.number().int().positive().max(MAX_RECORD_ID).optional() })
  .default({});

/** A day's count is read no further than this: the chart shows '1 000+' past it (counts are capped, decision 052). */
export const ACTIVITY_LOG_DAY_CAP = 1_000;

/** The days call: each day of the range (YYYY-MM-DD, the caller's), first to last, with its entries counted to the cap. */
export const activityLogDaysSchema = z.object({
  days: z.array(
    z.object({
      day,
      count: z.number().int().nonnegative(),
      /** More entries than `count` (the cap). */
      capped: z.boolean(),
    }),
  ),
});
export type ActivityLogDays = z.infer<typeof activityLogDaysSchema>;
