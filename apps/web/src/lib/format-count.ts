import type { Locale } from '@portal/contract/locale';

/** Each interface language's digit group separator, as the browser's locale data has it (format-count.test.ts). */
const GROUP_SEPARATORS: Record<Locale, string> = { 'en-US': ',', 'es-MX': ',', 'fr-CA': '\u00a0' };

/**
 * A count in the interface language ('1,234', '1 234'), written as the browser's number format would write it. A
 * whole number is grouped here: the browser's first number format loads its locale data, 60 to 90 ms on this
 * machine and four times that on a phone, in the middle of a table page's first render (decision 059). Anything
 * else (a fraction, another language) goes to the browser.
 */
export function formatCount(value: number, locale: string): string {
  const separator = GROUP_SEPARATORS[locale as Locale];
  if (!separator || !Number.isSafeInteger(value)) return value.toLocaleString(locale);
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 ? `-${grouped}` : grouped;
}
