import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import { LOCALE_STORAGE_KEY, readLocaleCookie, readStorage, writeLocaleCookie, writeStorage } from '@/lib/storage';

export type LocaleSources = {
  /** The signed-in user's preference (user-context user_preferences.language_code). */
  userLanguage?: string | null;
  /** The choice saved in this browser. */
  saved?: string | null;
  /** The market's default_locale. */
  marketDefault?: string | null;
};

/** The interface language: the user's preference, else the saved choice, else the market default; anything unknown is en-US. */
export function resolveInterfaceLocale({ userLanguage, saved, marketDefault }: LocaleSources): Locale {
  return resolveLocale(userLanguage || saved || marketDefault);
}

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
