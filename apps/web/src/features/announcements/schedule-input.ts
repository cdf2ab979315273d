import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a datetime-local input holds: a wall-clock time without a zone. */
const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
const INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as a datetime-local input shows it in the display zone ('2026-11-22T03:00'). */
export function toZonedInput(instant: string, zone: string): string {
  return dayjs(instant).tz(zone).format(INPUT_FORMAT);
}

/**
 * A datetime-local input's value read as a time in the display zone, as an ISO instant; anything else (an empty or
 * half-typed input) is answered as it is, for the schema to refuse.
 */
export function fromZonedInput(value: string, zone: string): string {
  if (!INPUT_PATTERN.test(value)) return value;
  const instant = dayjs.tz(value, zone);
  return instant.isValid() ? instant.toISOString() : value;
}
