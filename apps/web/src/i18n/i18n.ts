import { ALLOWED_LOCALES, DEFAULT_LOCALE } from '@portal/contract/locale';
import { MARKET_LOCALE_META } from '@portal/contract/markets';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './en-US.json';
import esMX from './es-MX.json';
import frCA from './fr-CA.json';
import { getSavedLocale, resolveInterfaceLocale } from './locale-preference';

export const resources = {
  'en-US': { translation: enUS },
  'es-MX': { translation: esMX },
  'fr-CA': { translation: frCA },
} as const;

function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** The market's language, which the server writes into index.html, so the first paint is already in it. */
function marketLocaleFromPage(): string | null {
  return document.querySelector(`meta[name="${MARKET_LOCALE_META}"]`)?.getAttribute('content') ?? null;
}

/** The app's i18next instance: every catalogue is bundled, so it is ready synchronously. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: resolveInterfaceLocale({ saved: getSavedLocale(), marketDefault: marketLocaleFromPage() }),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...ALLOWED_LOCALES],
  load: 'currentOnly',
  initAsync: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);
