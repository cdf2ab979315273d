import * as enUS from './catalogues/en-US';
import * as esMX from './catalogues/es-MX';
import * as frCA from './catalogues/fr-CA';

export type Translation = typeof enUS.translation;

/**
 * Every catalogue at once, for the tests and the types. The app itself loads only the languages it shows
 * (src/i18n/i18n.ts), so a visitor downloads one or two catalogues, not three.
 */
export const resources = {
  'en-US': { translation: enUS.translation },
  'es-MX': { translation: esMX.translation },
  'fr-CA': { translation: frCA.translation },
} as const;
