/**
 * The date range picker's arithmetic on calendar days written 'YYYY-MM-DD' (no time, no zone): counted in UTC, so a
 * day is never moved by a daylight-saving change, and compared as strings.
 */

/** A range of calendar days, both counted: { from: '2026-11-02', to: '2026-11-30' } is 29 days. */
export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, count: number): string {
  return fromMs(toMs(day) + count * DAY_MS);
}

/** Days from `from` to `to`, both counted. */
export function countDays(from: string, to: string): number {
  return Math.round((toMs(to) - toMs(from)) / DAY_MS) + 1;
}

/** The `count` days that end today: today and the `count - 1` days before it. */
export function lastDays(today: string, count: number): DayRange {
  return { from: addDays(today, 1 - count), to: today };
}

/** 0 for Sunday. */
export function weekdayOf(day: string): number {
  return new Date(toMs(day)).getUTCDay();
}

/** The month of a day: '2026-11'. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The same day of the month `count` months on, or the month's last day when it has fewer ('01-31' + 1: '02-28'). */
export function addMonths(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = Date.UTC(year, month - 1 + count, 1);
  const length = new Date(Date.UTC(year, month + count, 0)).getUTCDate();
  return addDays(fromMs(first), Math.min(date, length) - 1);
}

/** The day kept within [min, max]. */
export function clampDay(day: string, min: string, max: string): string {
  if (day < min) return min;
  return day > max ? max : day;
}

/**
 * The weeks of a month shown Sunday first (the first day of the week in the portal's three languages): each week
 * seven cells, a day or null outside the month.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const length = countDays(first, addDays(addMonths(first, 1), -1));
  const cells: (string | null)[] = [
    ...Array.from({ length: weekdayOf(first) }, () => null),
    ...Array.from({ length }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Which end of the range the next day picked sets. */
export type RangeEnd = 'from' | 'to';

/** A range being picked: its last day is null until picked. */
export type DraftRange = { from: string; to: string | null };

/**
 * A day picked in the calendar. Setting the first day keeps the last one when it is still after it, then asks for
 * the last day; a last day before the first starts the range again from it.
 */
export function pickDay(draft: DraftRange, end: RangeEnd, day: string): { draft: DraftRange; end: RangeEnd } {
  if (end === 'from')
    return { draft: { from: day, to: draft.to !== null && draft.to >= day ? draft.to : null }, end: 'to' };
  if (day < draft.from) return { draft: { from: day, to: null }, end: 'to' };
  return { draft: { from: draft.from, to: day }, end: 'from' };
}

/** Where a key moves the focused day in the calendar grid, or undefined for a key the grid does not handle. */
export function movedDay(day: string, key: string, shiftKey: boolean): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}
