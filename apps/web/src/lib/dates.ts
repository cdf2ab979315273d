import { DISPLAY_DATE_FORMATS, type DisplayDateFormat } from '@portal/contract/constants';
import { isTimeZone } from '@portal/contract/identity-core';
import type { Locale } from '@portal/contract/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import 'dayjs/locale/fr-ca';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { browserTimeZone, displayTimeZone } from './display-time-zone';

dayjs.extend(localizedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** dayjs names its locales in lower case ('es-mx'); its English is 'en'. */
const DAYJS_LOCALES: Record<Locale, string> = { 'en-US': 'en', 'es-MX': 'es-mx', 'fr-CA': 'fr-ca' };

/** A calendar date without a time ('2026-11-02'): the same day everywhere, never moved to another zone. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function inZone(value: string, locale: Locale, timeZone: string) {
  const date = dayjs(value);
  if (!date.isValid()) return null;
  const localised = date.locale(DAYJS_LOCALES[locale]);
  if (DATE_ONLY.test(value)) return localised;
  return localised.tz(isTimeZone(timeZone) ? timeZone : browserTimeZone());
}

/**
 * A date in the interface language and the display zone, in one of the contract's display formats. The default
 * is the spec's 'Mon D, YYYY' in English ('Nov 2, 2026') and the usual short form elsewhere ('2 de nov de 2026',
 * '2 nov. 2026'). An unreadable value is shown as it is.
 *
 * One format per context (spec section 9):
 * - an admin table (admin pages, the company list, the support incident lists): 'admin' (DD-MM-YYYY), or
 *   'adminMoment' when the time matters (an announcement's schedule);
 * - everywhere else: 'date' (Mon D, YYYY), or 'moment' (Mon D, YYYY h:mm A) when the time matters.
 */
export function formatDate(
  value: string,
  locale: Locale,
  format: DisplayDateFormat = 'date',
  timeZone: string = displayTimeZone(),
): string {
  return inZone(value, locale, timeZone)?.format(DISPLAY_DATE_FORMATS[format][locale]) ?? value;
}

/** A moment with its time: the spec's 'MM/DD/YYYY, hh:mm AM/PM' in English. */
export function formatDateTime(value: string, locale: Locale, timeZone: string = displayTimeZone()): string {
  return formatDate(value, locale, 'dateTime', timeZone);
}

/** A calendar day ('2026-11-02') in a dayjs pattern of the interface language: 'MMM DD' is 'Nov 02' ('nov. 02'). */
export function formatDay(day: string, locale: Locale, pattern: string): string {
  const date = dayjs(day);
  return date.isValid() ? date.locale(DAYJS_LOCALES[locale]).format(pattern) : day;
}

/** Today's calendar day ('2026-11-02') in a zone: the display zone (the user's) unless told. */
export function todayIn(timeZone: string = displayTimeZone()): string {
  return dayjs()
    .tz(isTimeZone(timeZone) ? timeZone : browserTimeZone())
    .format('YYYY-MM-DD');
}
