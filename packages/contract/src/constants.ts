import type { Locale } from './locale.js';

/** Business constants of spec section 9 that built screens use; the others join when their screen is built. */

export const PRODUCT_NAME = 'Supplier Insights Portal';

/**
 * The largest record id (companies, tenants, sites, messages, categories): ids are 32-bit integers on
 * every database, and PostgreSQL fails a query that compares an integer column with a larger number.
 */
export const MAX_RECORD_ID = 2_147_483_647;

export const ADMIN_PAGE_SIZES = [10, 25, 50, 75, 100] as const;
/** Sortable columns sort descending first, then ascending. */
export const SORT_CYCLE = ['desc', 'asc'] as const;

export const TRUNCATE = {
  default: 50,
  appAccess: 40,
  requesterNote: 35,
  /** For the global users' page (GLOBAL_USER_TRUNCATION): an external user's e-mail and app access. */
  externalEmail: 17,
  externalAppAccess: 20,
} as const;

export const DATA_DICTIONARY = {
  pageSize: 20,
  debounceMs: 500,
  cacheStaleMs: 86_400_000,
  skeletonRows: 7,
  columnWidths: [240, 200, 950, 200],
  exportFilePrefix: 'data_element_glossary_',
  minSearchLength: 3,
} as const;

export const DATE_FORMATS = {
  admin: 'DD-MM-YYYY',
  long: 'MMM D, YYYY',
  /** 'short' and 'picker' are for the activity log's date filters (not built yet). */
  short: 'MM/D/YYYY',
  dateTime: 'MM/DD/YYYY, hh:mm A',
  picker: 'MMM DD',
} as const;

/**
 * How the interface shows dates and moments, as dayjs formats per language: the spec's forms above in English,
 * each language's own order elsewhere ('ll' is '2 de nov de 2026', 'L, LT' is '01/11/2026, 21:30').
 */
export const DISPLAY_DATE_FORMATS = {
  /** A day: 'Nov 2, 2026'. */
  date: { 'en-US': DATE_FORMATS.long, 'es-MX': 'll', 'fr-CA': 'll' },
  /** A moment in numbers: '11/02/2026, 09:30 PM'. */
  dateTime: { 'en-US': DATE_FORMATS.dateTime, 'es-MX': 'L, LT', 'fr-CA': 'L, LT' },
  /** A moment in words, as a conversation shows it: 'Nov 2, 2026 9:30 PM'. */
  moment: { 'en-US': 'lll', 'es-MX': 'lll', 'fr-CA': 'lll' },
  /** A day in the admin tables, the same in every language (spec section 9): '02-11-2026'. */
  admin: { 'en-US': DATE_FORMATS.admin, 'es-MX': DATE_FORMATS.admin, 'fr-CA': DATE_FORMATS.admin },
  /** A moment in the admin tables: the admin day, then the time: '02-11-2026, 09:30 PM' ('02-11-2026, 21:30'). */
  adminMoment: {
    'en-US': `${DATE_FORMATS.admin}, hh:mm A`,
    'es-MX': `${DATE_FORMATS.admin}, HH:mm`,
    'fr-CA': `${DATE_FORMATS.admin}, HH:mm`,
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type DisplayDateFormat = keyof typeof DISPLAY_DATE_FORMATS;

/** A document's effective date in the server's PDFs, in the document's language: 'November 2, 2026'. */
export const DOCUMENT_DATE_OPTIONS = {
  dateStyle: 'long',
  timeZone: 'UTC',
} as const satisfies Intl.DateTimeFormatOptions;

/** The spec writes "10 MB (10485761 bytes)": a file of 10485760 bytes is accepted, one more is refused. */
export const ATTACHMENT_MAX_BYTES = 10_485_760;
export const ACCESS_SETUP_DAYS = 2;

export const QUERY_CACHE = {
  staleTimeMs: 300_000,
  gcTimeMs: 600_000,
  refetchOnWindowFocus: false,
} as const;
export const ANALYTICS_SCRIPT_DELAY_MS = 3_000;
export const LOGOUT_DELAY_MS = 1_500;
export const TIME_DURATION = 1_500;
/** A lazily loaded page whose script chunk has not arrived after 120 seconds shows the error page (spec section 9). */
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;

export const BOT_BLOCK_STATUS = 412;

export const PRODUCT_NAME_SEPARATOR = ' | ';

export function joinProductNames(names: readonly string[]): string {
  return names.join(PRODUCT_NAME_SEPARATOR);
}

export const SUPPORT_IDS = {
  requestAccessSupport: 1463,
  requestAccessIssue: 2047,
  basicVendorSupport: 1465,
  basicVendorIssue: 1805,
  dataQuestions: 1858,
  dssMapping: 1810,
} as const;
export const MX_CA_SUPPORT_TYPES = [1463, 1464, 1465] as const;
export const SUPPORT_ROUTING = {
  shopperBehaviorQueue: 201,
  dataventuresQueue: 198,
  basicVendorQueue: 369,
  supplier: 132,
  charteredSupplier: 133,
  caller: 23,
  entryType: 3,
} as const;
export const ACCOUNT_TYPE_IDS = { supplier: 25, associate: 23 } as const;

export const GROW_ANIMATION = {
  fromScaleX: 0.75,
  fromScaleY: 0.5625,
  opacityMs: 270,
  transformMs: 180,
} as const;

export const MULTILINE_ROWS = 3;

/** A rate limit: at most `limit` requests (or events) per fixed window of `windowMs` (decision record 011). */
export type RateLimit = { readonly limit: number; readonly windowMs: number };

/**
 * The abuse limits (decision record 011), shared by every server through the database. "Per client" is the
 * human check's client key (the signed-in login id, else the visitor cookie, else the address); "per address"
 * counts anonymous requests of one IP address, whatever cookies they send.
 */
export const RATE_LIMITS = {
  /** Failed sign-ins (a success gives its attempt back), on top of the lock of one login id. */
  signInFailuresPerClient: { limit: 20, windowMs: 60_000 },
  signInFailuresPerAddress: { limit: 60, windowMs: 60_000 },
  resetRequestsPerClient: { limit: 5, windowMs: 15 * 60_000 },
  resetRequestsPerAddress: { limit: 20, windowMs: 15 * 60_000 },
  /** Reset e-mails to one account, however many clients ask: no mail bombing of one address. */
  resetMailsPerAccount: { limit: 3, windowMs: 60 * 60_000 },
  challengesPerClient: { limit: 20, windowMs: 60_000 },
  challengesPerAddress: { limit: 60, windowMs: 60_000 },
  /** Protected posts (incidents, contact us), proof or no proof: a proof lets a post through, it lifts no limit. */
  protectedPostsPerClient: { limit: 10, windowMs: 60_000 },
  protectedPostsPerAddress: { limit: 30, windowMs: 60_000 },
  /** Confirmations to one unverified address (anonymous incidents and contact-us acknowledgements). */
  confirmationMailsPerRecipient: { limit: 5, windowMs: 60 * 60_000 },
  /** Analytics events of one user (counted per event, not per batch). */
  analyticsEventsPerUser: { limit: 2_000, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/** How long records written from anonymous or telemetry input are kept before the sweep deletes them. */
export const RETENTION = {
  /** Human-check challenges, kept a while after expiry for the record of replays. */
  challengesAfterExpiryMs: 60 * 60_000,
} as const;
