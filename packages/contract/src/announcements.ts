import { z } from 'zod';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { ALLOWED_LOCALES } from './locale.js';
import { MARKETS } from './markets-core.js';
import { pageSchema, sortedPageQuerySchema } from './paging.js';
import {
  ANNOUNCEMENT_COMPANY_TYPES,
  ANNOUNCEMENT_SEVERITIES,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_FIELD_ERRORS,
  ANNOUNCEMENT_SORT_COLUMNS,
  ANNOUNCEMENT_DEFAULT_PAGE_SIZE,
} from './announcements-core.js';

export * from './announcements-core.js';

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
      .array(z.enum(ANNOUNCEMENT_COMPANY_TYPES), { error: ANNOUNCEMENT_FIELD_ERRORS.companyTypes })
      .max(ANNOUNCEMENT_COMPANY_TYPES.length)
      .refine((types) => new Set(types).size === types.length, { error: ANNOUNCEMENT_FIELD_ERRORS.companyTypes })
      .default([]),
  })
  .refine((body) => Date.parse(body.startsAt) < Date.parse(body.endsAt), {
    path: ['endsAt'],
    error: ANNOUNCEMENT_FIELD_ERRORS.endBeforeStart,
  });
export type AnnouncementBody = z.input<typeof announcementBodySchema>;
export type AnnouncementInput = z.output<typeof announcementBodySchema>;

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
  companyTypes: z.array(z.enum(ANNOUNCEMENT_COMPANY_TYPES)),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementPageSchema = pageSchema(announcementSchema);

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
