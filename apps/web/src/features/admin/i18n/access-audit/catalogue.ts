import type { FeatureCatalogue } from '@/i18n/translate';

/** The feature's texts under `accessAudit`, one chunk per language, loaded with its page (app/feature-catalogues.ts). */
export const catalogue = {
  'en-US': () => import('./en-US.json').then((m) => ({ accessAudit: m.default })),
  'es-MX': () => import('./es-MX.json').then((m) => ({ accessAudit: m.default })),
  'fr-CA': () => import('./fr-CA.json').then((m) => ({ accessAudit: m.default })),
} satisfies FeatureCatalogue;
