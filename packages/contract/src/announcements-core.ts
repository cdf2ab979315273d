import type { TenantType } from './identity-core.js';
import { COMPANY_TYPES } from './identity-core.js';
import type { Locale } from './locale.js';
import type { Page } from './paging-core.js';
import type { Announcement } from './announcements.js';

// ---------------------------------------------------------------------------------------------
// Announcements (issue 12, decision 018): the site-wide banner of spec section 7 (GET banner).
// An announcement belongs to the market it was written on, shows between its start and its end
// to the users of that market whose (acting) company type it targets (every type when it names
// none), in the reader's language with English as the visible fallback, until it is retired.
// A user's dismissal is kept on the server, so it holds on every device.
// ---------------------------------------------------------------------------------------------

/** The company types an announcement may target: the companies' types, ACCOUNT included (spec section 3). */
export const ANNOUNCEMENT_COMPANY_TYPES = [...COMPANY_TYPES, 'ACCOUNT'] as const;
export type AnnouncementCompanyType = (typeof ANNOUNCEMENT_COMPANY_TYPES)[number];

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

export const ANNOUNCEMENT_SORT_COLUMNS = ['startsAt', 'endsAt', 'updatedAt'] as const;
export type AnnouncementSortColumn = (typeof ANNOUNCEMENT_SORT_COLUMNS)[number];
export const ANNOUNCEMENT_DEFAULT_PAGE_SIZE = 10;
export type AnnouncementPage = Page<Announcement>;

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
