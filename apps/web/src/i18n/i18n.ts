import type { Locale } from '@portal/contract/locale';
import { resolveInterfaceLocale } from '@portal/contract/locale';
import { MARKET_LOCALE_META } from '@portal/contract/markets-core';
import { readPageBootstrap } from '@/lib/page-bootstrap';
import { getSavedLocale } from './locale-preference';
import type { CatalogueLoader } from './translate';
import { Translator } from './translate';

/**
 * Each language's shell catalogue (the layout's and the shared components' texts) is a chunk of its own, fetched when
 * the language is first needed; each feature's texts come with its pages (`loadFeature`, app/feature-catalogues.ts).
 */
const CATALOGUES: Record<Locale, CatalogueLoader> = {
  'en-US': () => import('./catalogues/en-US'),
  'es-MX': () => import('./catalogues/es-MX'),
  'fr-CA': () => import('./catalogues/fr-CA'),
};

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** The market's language, which the server writes into index.html, so the first paint is already in it. */
function marketLocaleFromPage(): string | null {
  return document.querySelector(`meta[name="${MARKET_LOCALE_META}"]`)?.getAttribute('content') ?? null;
}

/** The signed-in user's language, when the server wrote who is signed in into the page (decision 059). */
const userLanguage = readPageBootstrap()?.user_context?.user_preferences.language_code;

/**
 * The app's translations; `i18nReady` settles once the first language is loaded. Only that language's catalogue
 * is fetched: every catalogue holds every key (catalogues.test.ts fails otherwise), so an es-MX or fr-CA page has no
 * use for the en-US one as a fallback, and fetching it would cost a French or Spanish visitor a second catalogue.
 */
export const i18n = new Translator({
  language: resolveInterfaceLocale({
    userLanguage,
    // Read only without the user's: local storage's first reading blocks the page while the browser loads it.
    saved: userLanguage ? null : getSavedLocale(),
    marketDefault: marketLocaleFromPage(),
  }),
  loaders: CATALOGUES,
});

// A catalogue that cannot be fetched leaves the keys on screen, as before; the first paint does not wait forever.
export const i18nReady: Promise<void> = i18n.loadLanguages([i18n.language]).catch(() => undefined);

i18n.subscribe(() => setDocumentLanguage(i18n.language));
void i18nReady.then(() => setDocumentLanguage(i18n.language));
