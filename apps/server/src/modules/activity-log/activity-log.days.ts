/**
 * The caller's days and times in their profile's time zone (decision 052): a filter's `from` and `to` are whole days
 * there, read as the UTC instants the entries are stored in; the download writes each entry's time there.
 */

/** Offsets change on a quarter hour of UTC at the finest (a zone of UTC+5:45 or +12:45). */
const QUARTER_HOUR_MS = 900_000;
const DAY_MS = 86_400_000;

/**
 * How far the zone's wall clock is ahead of UTC at an instant, in ms (negative west of Greenwich): one Intl formatter
 * per reader, kept by whoever reads many instants (a request's range, a download), never across them.
 */
function offsetReader(zone: string): (instant: number) => number {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (instant) => {
    const parts: Record<string, number> = {};
    for (const part of formatter.formatToParts(new Date(instant))) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
    return wall - Math.floor(instant / 1000) * 1000;
  };
}

/** The instant a day (YYYY-MM-DD) starts in the zone: its local midnight, or the first moment after a skipped one. */
export function dayStart(day: string, zone: string, offsetAt = offsetReader(zone)): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const guess = midnight - offsetAt(midnight);
  // A second reading corrects a guess that crossed a change of the zone's offset (daylight saving time).
  return new Date(midnight - offsetAt(guess));
}

/** The calendar day after a day (YYYY-MM-DD). */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instants [from, to) of the days `from` to `to`, both whole, in the zone. */
export function rangeOfDays(from: string, to: string, zone: string): { from: string; to: string } {
  const offsetAt = offsetReader(zone);
  return {
    from: dayStart(from, zone, offsetAt).toISOString(),
    to: dayStart(dayAfter(to), zone, offsetAt).toISOString(),
  };
}

/** Each day from `from` to `to` (both included) with its UTC instants [from, to) in the zone, one formatter for all. */
export function eachDayOf(from: string, to: string, zone: string): { day: string; from: string; to: string }[] {
  const offsetAt = offsetReader(zone);
  const days = [];
  for (let day = from, start = dayStart(from, zone, offsetAt); day <= to;) {
    const next = dayAfter(day);
    const end = dayStart(next, zone, offsetAt);
    days.push({ day, from: start.toISOString(), to: end.toISOString() });
    [day, start] = [next, end];
  }
  return days;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Writes instants as DD-MM-YYYY HH:mm:ss (the admin tables' day, spec section 9) in one zone. The zone's offset is
 * read once per quarter hour of the instants met, not once per instant (a download writes hundreds of thousands).
 */
export function zonedTimeWriter(zone: string): (iso: string) => string {
  const offsets = new Map<number, number>();
  const offsetAt = offsetReader(zone);
  return (iso) => {
    const instant = Date.parse(iso);
    const quarter = Math.floor(instant / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      offset = offsetAt(quarter * QUARTER_HOUR_MS);
      offsets.set(quarter, offset);
    }
    const local = new Date(instant + offset);
    const day = `${pad(local.getUTCDate())}-${pad(local.getUTCMonth() + 1)}-${local.getUTCFullYear()}`;
    return `${day} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  };
}
