import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as a datetime-local input shows it in the display zone ('2026-11-22T03:00'). */
export function toZonedInput(instant: string, zone: string): string {
  return dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm');
}

/** A datetime-local input's value read in the display zone, as an ISO instant; null when it is not a full time. */
export function fromZonedInput(value: string, zone: string): string | null {
  if (!INPUT_PATTERN.test(value)) return null;
  const instant = dayjs.tz(value, zone);
  return instant.isValid() ? instant.toISOString() : null;
}
