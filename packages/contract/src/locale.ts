export const ALLOWED_LOCALES = ['en-US', 'es-MX', 'fr-CA'] as const;
export type Locale = (typeof ALLOWED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** The cookie that carries a visitor's language choice to the server-rendered pages. */
export const LOCALE_COOKIE = 'portal_locale';

/** The allowed locale a tag names exactly (ignoring case and '_' vs '-'), if any. */
export function matchAllowedLocale(tag: string): Locale | undefined {
  const normalised = tag.trim().replace('_', '-').toLowerCase();
  return ALLOWED_LOCALES.find((locale) => locale.toLowerCase() === normalised);
}

/** Resolves any locale input to one of the allowed locales; anything else is en-US. */
export function resolveLocale(value: string | null | undefined): Locale {
  return (value && matchAllowedLocale(value)) || DEFAULT_LOCALE;
}

/** Where the interface language comes from, most preferred first (each may be missing). */
export type LocaleSources = {
  /** The signed-in user's preference (user-context user_preferences.language_code). */
  userLanguage?: string | null;
  /** The choice saved in this browser (the portal_locale cookie; the web also keeps it in local storage). */
  saved?: string | null;
  /** The market's default_locale. */
  marketDefault?: string | null;
};

/**
 * The interface language: the user's preference, else the saved choice, else the market default; anything unknown
 * is en-US. The web shows its pages in it, and the server preloads their texts in it.
 */
export function resolveInterfaceLocale({ userLanguage, saved, marketDefault }: LocaleSources): Locale {
  return resolveLocale(userLanguage || saved || marketDefault);
}

/** Picks the most preferred allowed locale of an Accept-Language header, else the fallback. */
export function localeFromAcceptLanguage(header: string | null | undefined, fallback: Locale): Locale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchAllowedLocale(tag);
    if (match) return match;
  }
  return fallback;
}
