import type { Locale } from '@portal/contract/locale';
import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { MARKET_LOCALE_META } from '@portal/contract/markets-core';
import i18next from 'i18next';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getSavedLocale, resolveInterfaceLocale } from './locale-preference';

/** Each language's catalogue is a chunk of its own, fetched when the language is first needed. */
const CATALOGUES: Record<Locale, () => Promise<{ translation: object }>> = {
  'en-US': () => import('./catalogues/en-US'),
  'es-MX': () => import('./catalogues/es-MX'),
  'fr-CA': () => import('./catalogues/fr-CA'),
};

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = CATALOGUES[language as Locale];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.translation as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** The market's language, which the server writes into index.html, so the first paint is already in it. */
function marketLocaleFromPage(): string | null {
  return document.querySelector(`meta[name="${MARKET_LOCALE_META}"]`)?.getAttribute('content') ?? null;
}

/**
 * The app's i18next instance; `i18nReady` settles once the first language is loaded. Only that language's catalogue
 * is fetched: every catalogue holds every key (catalogues.test.ts fails otherwise), so an es-MX or fr-CA page has no
 * use for the en-US one as a fallback, and fetching it would cost a French or Spanish visitor a second catalogue.
 */
export const i18n = i18next.createInstance();

export const i18nReady = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: resolveInterfaceLocale({ saved: getSavedLocale(), marketDefault: marketLocaleFromPage() }),
    fallbackLng: false,
    supportedLngs: [...ALLOWED_LOCALES],
    load: 'currentOnly',
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

i18n.on('languageChanged', setDocumentLanguage);
void i18nReady.then(() => setDocumentLanguage(i18n.language));
