import type { Locale } from '@portal/contract/locale';
import { LOCALE_STORAGE_KEY, readLocaleCookie, readStorage, writeLocaleCookie, writeStorage } from '@/lib/storage';

/**
 * The language chosen in this browser: the cookie, else local storage. The web writes both; the server's pages (the
 * visitor's landing, sign-in) write the cookie only, so the cookie holds the latest choice.
 */
export function getSavedLocale(): string | null {
  return readLocaleCookie() ?? readStorage(LOCALE_STORAGE_KEY);
}

/** Remembers a language in local storage and in a cookie the server sign-in page reads. */
export function saveLocale(locale: Locale): void {
  writeStorage(LOCALE_STORAGE_KEY, locale);
  writeLocaleCookie(locale);
}
