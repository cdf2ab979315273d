import type { Locale } from '@portal/contract/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import 'dayjs/locale/fr-ca';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** dayjs names its locales in lower case ('es-mx'); its English is 'en'. */
const DAYJS_LOCALES: Record<Locale, string> = { 'en-US': 'en', 'es-MX': 'es-mx', 'fr-CA': 'fr-ca' };

/**
 * A date in the interface language. The default 'll' is the spec's 'Mon D, YYYY' in English
 * ('Nov 2, 2026') and the usual short form elsewhere ('2 de nov de 2026', '2 nov. 2026').
 */
export function formatDate(value: string, locale: Locale, format = 'll'): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale(DAYJS_LOCALES[locale]).format(format) : value;
}
