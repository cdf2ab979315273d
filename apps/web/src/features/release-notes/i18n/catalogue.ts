import type { FeatureCatalogue } from '@/i18n/translate';

/** The feature's texts under `releaseNotes`, one chunk per language, loaded with its pages (app/feature-catalogues.ts). */
export const catalogue = {
  'en-US': () => import('./en-US.json').then((m) => ({ releaseNotes: m.default })),
  'es-MX': () => import('./es-MX.json').then((m) => ({ releaseNotes: m.default })),
  'fr-CA': () => import('./fr-CA.json').then((m) => ({ releaseNotes: m.default })),
} satisfies FeatureCatalogue;
