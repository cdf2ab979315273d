import * as enUS from './catalogues/en-US';
import * as esMX from './catalogues/es-MX';
import * as frCA from './catalogues/fr-CA';

/** The shell's texts; the features' join them as their pages load (`FeatureTranslations` in translate.ts). */
export type ShellTranslation = typeof enUS.translation;

/**
 * Every shell catalogue at once, for the tests. The app itself loads only the languages it shows
 * (src/i18n/i18n.ts), so a visitor downloads one or two catalogues, not three.
 */
export const shellCatalogues = {
  'en-US': enUS.translation,
  'es-MX': esMX.translation,
  'fr-CA': frCA.translation,
} as const;
