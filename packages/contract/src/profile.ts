import { z } from 'zod';
import { localeSchema, timeZoneSchema } from './identity.js';
import type { Locale } from './locale.js';
import type { Market } from './markets-core.js';
import { MARKET_LOCALES } from './markets-core.js';
import { singleLineText } from './text-rules.js';

// ---------------------------------------------------------------------------------------------
// Time zones (spec sections 2, 3 and 9; decision record 009)
// ---------------------------------------------------------------------------------------------

export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** [IANA name, standard (winter) offset in minutes east of UTC], from UTC-12:00 to UTC+14:00. */
const TIME_ZONE_TABLE: ReadonlyArray<readonly [string, number]> = [
  ['Etc/GMT+12', -720],
  ['Pacific/Pago_Pago', -660],
  ['Pacific/Honolulu', -600],
  ['Pacific/Marquesas', -570],
  ['America/Anchorage', -540],
  ['America/Los_Angeles', -480],
  ['America/Tijuana', -480],
  ['America/Vancouver', -480],
  ['America/Phoenix', -420],
  ['America/Denver', -420],
  ['America/Edmonton', -420],
  ['America/Mazatlan', -420],
  ['America/Hermosillo', -420],
  ['America/Chicago', -360],
  ['America/Mexico_City', -360],
  ['America/Monterrey', -360],
  ['America/Merida', -360],
  ['America/Winnipeg', -360],
  ['America/Regina', -360],
  ['America/Guatemala', -360],
  ['America/Costa_Rica', -360],
  ['America/El_Salvador', -360],
  ['America/Managua', -360],
  ['America/Tegucigalpa', -360],
  ['America/New_York', -300],
  ['America/Detroit', -300],
  ['America/Indiana/Indianapolis', -300],
  ['America/Toronto', -300],
  ['America/Cancun', -300],
  ['America/Bogota', -300],
  ['America/Lima', -300],
  ['America/Panama', -300],
  ['America/Jamaica', -300],
  ['America/Havana', -300],
  ['America/Halifax', -240],
  ['America/Moncton', -240],
  ['America/Caracas', -240],
  ['America/La_Paz', -240],
  ['America/Santiago', -240],
  ['America/Santo_Domingo', -240],
  ['America/Puerto_Rico', -240],
  ['America/Manaus', -240],
  ['America/St_Johns', -210],
  ['America/Sao_Paulo', -180],
  ['America/Argentina/Buenos_Aires', -180],
  ['America/Montevideo', -180],
  ['America/Cayenne', -180],
  ['America/Nuuk', -120],
  ['Atlantic/South_Georgia', -120],
  ['Atlantic/Azores', -60],
  ['Atlantic/Cape_Verde', -60],
  ['UTC', 0],
  ['Europe/London', 0],
  ['Europe/Dublin', 0],
  ['Europe/Lisbon', 0],
  ['Africa/Abidjan', 0],
  ['Africa/Casablanca', 60],
  ['Europe/Paris', 60],
  ['Europe/Berlin', 60],
  ['Europe/Madrid', 60],
  ['Europe/Rome', 60],
  ['Europe/Amsterdam', 60],
  ['Europe/Brussels', 60],
  ['Europe/Stockholm', 60],
  ['Europe/Warsaw', 60],
  ['Europe/Prague', 60],
  ['Africa/Lagos', 60],
  ['Africa/Algiers', 60],
  ['Europe/Athens', 120],
  ['Europe/Bucharest', 120],
  ['Europe/Helsinki', 120],
  ['Europe/Kyiv', 120],
  ['Africa/Cairo', 120],
  ['Africa/Johannesburg', 120],
  ['Asia/Jerusalem', 120],
  ['Asia/Beirut', 120],
  ['Europe/Istanbul', 180],
  ['Europe/Moscow', 180],
  ['Asia/Riyadh', 180],
  ['Asia/Baghdad', 180],
  ['Africa/Nairobi', 180],
  ['Asia/Tehran', 210],
  ['Asia/Dubai', 240],
  ['Asia/Baku', 240],
  ['Europe/Samara', 240],
  ['Asia/Kabul', 270],
  ['Asia/Karachi', 300],
  ['Asia/Tashkent', 300],
  ['Asia/Yekaterinburg', 300],
  ['Asia/Almaty', 300],
  ['Asia/Kolkata', 330],
  ['Asia/Colombo', 330],
  ['Asia/Kathmandu', 345],
  ['Asia/Dhaka', 360],
  ['Asia/Omsk', 360],
  ['Asia/Yangon', 390],
  ['Asia/Bangkok', 420],
  ['Asia/Jakarta', 420],
  ['Asia/Ho_Chi_Minh', 420],
  ['Asia/Novosibirsk', 420],
  ['Asia/Shanghai', 480],
  ['Asia/Hong_Kong', 480],
  ['Asia/Singapore', 480],
  ['Asia/Taipei', 480],
  ['Asia/Manila', 480],
  ['Australia/Perth', 480],
  ['Asia/Irkutsk', 480],
  ['Asia/Tokyo', 540],
  ['Asia/Seoul', 540],
  ['Asia/Yakutsk', 540],
  ['Australia/Adelaide', 570],
  ['Australia/Darwin', 570],
  ['Australia/Brisbane', 600],
  ['Australia/Sydney', 600],
  ['Australia/Melbourne', 600],
  ['Australia/Hobart', 600],
  ['Pacific/Guam', 600],
  ['Asia/Vladivostok', 600],
  ['Australia/Lord_Howe', 630],
  ['Pacific/Noumea', 660],
  ['Asia/Magadan', 660],
  ['Pacific/Norfolk', 660],
  ['Pacific/Auckland', 720],
  ['Pacific/Fiji', 720],
  ['Asia/Kamchatka', 720],
  ['Pacific/Chatham', 765],
  ['Pacific/Tongatapu', 780],
  ['Pacific/Apia', 780],
  ['Pacific/Kiritimati', 840],
];

/** A time-zone option (spec section 3): id is the IANA name, title its UTC-offset label. */
export const timeZoneOptionSchema = z.object({ id: z.string(), title: z.string() });
type TimeZoneOption = z.infer<typeof timeZoneOptionSchema>;

/** 'UTC-06:00', 'UTC+05:30', 'UTC±00:00'. */
export function utcOffsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC±00:00';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${minutes}`;
}

function cityOf(zone: string): string {
  if (zone === 'UTC') return 'UTC';
  if (zone.startsWith('Etc/')) return 'International Date Line West';
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/** Every zone the profile offers, west to east: '(UTC-06:00) Chicago'. */
export const TIME_ZONE_OPTIONS: readonly TimeZoneOption[] = TIME_ZONE_TABLE.map(([id, offset]) => ({
  id,
  title: `(${utcOffsetLabel(offset)}) ${cityOf(id)}`,
}));

export const TIME_ZONE_IDS: readonly string[] = TIME_ZONE_OPTIONS.map((option) => option.id);

/**
 * The zones a market's users mostly live in, listed first on the profile. US: the spec's UTC-5 to UTC-10
 * whole-hour zones (Eastern to Hawaii); MX and CA: their own country's zones.
 */
export const MARKET_TIME_ZONES: Record<Market, readonly string[]> = {
  US: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
  ],
  MX: [
    'America/Mexico_City',
    'America/Monterrey',
    'America/Merida',
    'America/Cancun',
    'America/Mazatlan',
    'America/Hermosillo',
    'America/Tijuana',
  ],
  CA: [
    'America/St_Johns',
    'America/Halifax',
    'America/Moncton',
    'America/Toronto',
    'America/Winnipeg',
    'America/Regina',
    'America/Edmonton',
    'America/Vancouver',
  ],
};

/** The profile's list for a market: the market's zones first, then every other zone. */
export function timeZoneOptionsFor(market: Market): { suggested: TimeZoneOption[]; others: TimeZoneOption[] } {
  const wanted = new Set(MARKET_TIME_ZONES[market]);
  const byId = new Map(TIME_ZONE_OPTIONS.map((option) => [option.id, option]));
  return {
    suggested: MARKET_TIME_ZONES[market].map((id) => byId.get(id)!).filter(Boolean),
    others: TIME_ZONE_OPTIONS.filter((option) => !wanted.has(option.id)),
  };
}

/** A zone the profile offers; anything else stored earlier falls back to the default when shown. */
export function isOfferedTimeZone(zone: string): boolean {
  return TIME_ZONE_IDS.includes(zone);
}

export const offeredTimeZoneSchema = timeZoneSchema.refine(isOfferedTimeZone, 'Not an offered time zone');

// ---------------------------------------------------------------------------------------------
// Languages (spec section 1: English and Español; Français where fr-CA is a market language)
// ---------------------------------------------------------------------------------------------

export function profileLanguages(market: Market): readonly Locale[] {
  return MARKET_LOCALES[market];
}

/** Codes of a refused preferences or registration change (400); the web translates `errors.<code>`. */
export const PROFILE_ERROR_CODES = {
  timeZoneNotOffered: 'profile.time_zone_not_offered',
  languageNotOffered: 'profile.language_not_offered',
} as const;

// ---------------------------------------------------------------------------------------------
// User info (the spec's "update user info (PUT)", path not shown)
// ---------------------------------------------------------------------------------------------

const USER_INFO_LIMITS = { nameMax: 50 } as const;

export const PROFILE_FIELD_ERRORS = {
  firstNameRequired: 'profile.errors.first_name_required',
  lastNameRequired: 'profile.errors.last_name_required',
  tooLong: 'profile.errors.too_long',
} as const;

const nameField = (requiredKey: string) =>
  singleLineText(
    z
      .string({ error: requiredKey })
      .trim()
      .min(1, { error: requiredKey })
      .max(USER_INFO_LIMITS.nameMax, { error: PROFILE_FIELD_ERRORS.tooLong }),
  );

/** PUT /api/users/{loginId}/info: the names a user may change themselves (the e-mail is their sign-in and stays). */
export const userInfoUpdateSchema = z.object({
  first_name: nameField(PROFILE_FIELD_ERRORS.firstNameRequired),
  last_name: nameField(PROFILE_FIELD_ERRORS.lastNameRequired),
});
export type UserInfoUpdate = z.infer<typeof userInfoUpdateSchema>;

/** The user-info object of spec section 3, as the profile shows it. */
export const userInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  loginId: z.string(),
  email: z.string(),
  user_type: z.enum(['EXTERNAL', 'INTERNAL']),
  companyId: z.number().int().nullable(),
  timezone: z.string(),
  locale: localeSchema,
  companyName: z.string().nullable(),
  thirdPartyUser: z.boolean(),
  companyType: z.string().nullable(),
  tenantId: z.number().int().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const PROFILE_PATHS = {
  userInfo: '/api/users/:loginId/info',
} as const;
