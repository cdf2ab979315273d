import { z } from 'zod';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { COMPANY_TYPES, type TenantType } from './identity.js';
import { ALLOWED_LOCALES, type Locale } from './locale.js';
import { MARKETS } from './markets.js';
import { type Page, pageSchema, sortedPageQuerySchema } from './paging.js';

// ---------------------------------------------------------------------------------------------
// Announcements (issue 12, decision 018): the site-wide banner of spec section 7 (GET banner).
// An announcement belongs to the market it was written on, shows between its start and its end
// to the users of that market whose (acting) company type it targets (every type when it names
// none), in the reader's language with English as the visible fallback, until it is retired.
// A user's dismissal is kept on the server, so it holds on every device.
// ---------------------------------------------------------------------------------------------

export const ANNOUNCEMENT_PATHS = {
  banner: '/api/banner',
  dismiss: '/api/banner/:announcementId/dismiss',
  list: '/api/announcements',
  one: '/api/announcements/:announcementId',
  retire: '/api/announcements/:announcementId/retire',
} as const;

export const ANNOUNCEMENT_SEVERITIES = ['info', 'warning'] as const;
export type AnnouncementSeverity = (typeof ANNOUNCEMENT_SEVERITIES)[number];

/** scheduled: starts later; active: showing now; ended: its end has passed; retired: taken down by an admin. */
export const ANNOUNCEMENT_STATUSES = ['scheduled', 'active', 'ended', 'retired'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export const ANNOUNCEMENT_LIMITS = { textMax: 500 } as const;

/** The body's text field of each language; en-US is required, the others fall back to it. */
export const ANNOUNCEMENT_TEXT_FIELDS = {
  'en-US': 'textEnUs',
  'es-MX': 'textEsMx',
  'fr-CA': 'textFrCa',
} as const satisfies Record<Locale, string>;
export type AnnouncementTextField = (typeof ANNOUNCEMENT_TEXT_FIELDS)[Locale];

/** Catalogue keys of the body's validation messages (the web translates them). */
export const ANNOUNCEMENT_FIELD_ERRORS = {
  textRequired: 'announcements.errors.textRequired',
  textTooLong: 'announcements.errors.textTooLong',
  dateRequired: 'announcements.errors.dateRequired',
  endBeforeStart: 'announcements.errors.endBeforeStart',
  companyTypes: 'announcements.errors.companyTypes',
} as const;

export const ANNOUNCEMENT_ERROR_CODES = {
  /** A change to an announcement already retired. */
  retired: 'announcement.retired',
} as const;

export const announcementParamsSchema = z.object({
  announcementId: z.coerce.number().int().positive().max(MAX_RECORD_ID),
});

const requiredText = z
  .string({ error: ANNOUNCEMENT_FIELD_ERRORS.textRequired })
  .trim()
  .min(1, { error: ANNOUNCEMENT_FIELD_ERRORS.textRequired })
  .max(ANNOUNCEMENT_LIMITS.textMax, { error: ANNOUNCEMENT_FIELD_ERRORS.textTooLong });

/** An optional translation: blank means none (the banner shows the English text, marked as English). */
const optionalText = z
  .string()
  .trim()
  .max(ANNOUNCEMENT_LIMITS.textMax, { error: ANNOUNCEMENT_FIELD_ERRORS.textTooLong })
  .nullish()
  .transform((text) => text || null);

const instant = z.iso.datetime({ offset: true, error: ANNOUNCEMENT_FIELD_ERRORS.dateRequired });

/** POST /api/announcements and PUT /api/announcements/{id}: the whole announcement, start strictly before end. */
export const announcementBodySchema = z
  .object({
    severity: z.enum(ANNOUNCEMENT_SEVERITIES).default('info'),
    textEnUs: requiredText,
    textEsMx: optionalText,
    textFrCa: optionalText,
    /** ISO 8601 instants: shown from startsAt (inclusive) until endsAt (exclusive). */
    startsAt: instant,
    endsAt: instant,
    /** The company types it shows to; none means every user of the market. */
    companyTypes: z
      .array(z.enum(COMPANY_TYPES), { error: ANNOUNCEMENT_FIELD_ERRORS.companyTypes })
      .max(COMPANY_TYPES.length)
      .refine((types) => new Set(types).size === types.length, { error: ANNOUNCEMENT_FIELD_ERRORS.companyTypes })
      .default([]),
  })
  .refine((body) => Date.parse(body.startsAt) < Date.parse(body.endsAt), {
    path: ['endsAt'],
    error: ANNOUNCEMENT_FIELD_ERRORS.endBeforeStart,
  });
export type AnnouncementBody = z.input<typeof announcementBodySchema>;
export type AnnouncementInput = z.output<typeof announcementBodySchema>;

export const ANNOUNCEMENT_SORT_COLUMNS = ['startsAt', 'endsAt', 'updatedAt'] as const;
export type AnnouncementSortColumn = (typeof ANNOUNCEMENT_SORT_COLUMNS)[number];
export const ANNOUNCEMENT_DEFAULT_PAGE_SIZE = 10;

/** GET /api/announcements: the market's announcements, newest start first unless told, optionally of one status. */
export const announcementListQuerySchema = sortedPageQuerySchema(
  { sizes: ADMIN_PAGE_SIZES, default: ANNOUNCEMENT_DEFAULT_PAGE_SIZE },
  { columns: ANNOUNCEMENT_SORT_COLUMNS, sortBy: 'startsAt', sortOrder: 'desc' },
).extend({ status: z.enum(ANNOUNCEMENT_STATUSES).optional() });
export type AnnouncementListQuery = z.input<typeof announcementListQuerySchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  market: z.enum(MARKETS),
  severity: z.enum(ANNOUNCEMENT_SEVERITIES),
  textEnUs: z.string(),
  textEsMx: z.string().nullable(),
  textFrCa: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  companyTypes: z.array(z.enum(COMPANY_TYPES)),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementPageSchema = pageSchema(announcementSchema);
export type AnnouncementPage = Page<Announcement>;

/** GET /api/banner: the reader may name the language the page shows; else their preference, else the market's. */
export const bannerQuerySchema = z.object({ locale: z.enum(ALLOWED_LOCALES).optional() });

/** One announcement as the banner shows it: the text in `locale`, which is en-US when `fallback` is set. */
export const bannerItemSchema = z.object({
  id: z.number().int(),
  severity: z.enum(ANNOUNCEMENT_SEVERITIES),
  text: z.string(),
  locale: z.enum(ALLOWED_LOCALES),
  /** The reader's language has no text: the English one is shown, and the web says so. */
  fallback: z.boolean(),
  endsAt: z.string(),
});
export type BannerItem = z.infer<typeof bannerItemSchema>;

/** The caller's active, not dismissed announcements, warnings first, then the latest started. */
export const bannerSchema = z.object({ announcements: z.array(bannerItemSchema) });
export type Banner = z.infer<typeof bannerSchema>;

export const dismissalSchema = z.object({ announcementId: z.number().int(), dismissedAt: z.string() });
export type Dismissal = z.infer<typeof dismissalSchema>;

/** Where an announcement is at `now`. */
export function announcementStatus(
  row: { startsAt: string; endsAt: string; retiredAt: string | null },
  now: Date,
): AnnouncementStatus {
  if (row.retiredAt) return 'retired';
  const at = now.getTime();
  if (at < Date.parse(row.startsAt)) return 'scheduled';
  return at < Date.parse(row.endsAt) ? 'active' : 'ended';
}

/** Does an announcement for these company types show to a reader of this company type (null: no company)? */
export function targetsCompanyType(targets: readonly string[], type: TenantType | null): boolean {
  return targets.length === 0 || (type !== null && targets.includes(type));
}

/** The text a reader of `locale` sees: theirs, else the English one marked as a fallback. */
export function bannerText(
  texts: Record<AnnouncementTextField, string | null>,
  locale: Locale,
): { text: string; locale: Locale; fallback: boolean } {
  const own = texts[ANNOUNCEMENT_TEXT_FIELDS[locale]];
  if (own) return { text: own, locale, fallback: false };
  return { text: texts.textEnUs ?? '', locale: 'en-US', fallback: locale !== 'en-US' };
}
