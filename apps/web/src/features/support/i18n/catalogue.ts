import type { Locale } from '@portal/contract/locale';
import { INCIDENT_STATUS_NAMES } from '@portal/contract/texts';
import type { FeatureCatalogue } from '@/i18n/translate';
import type english from './en-US.json';

/** The support texts and the contract's names of incident statuses, in one language. */
const part = (locale: Locale) => (m: { default: typeof english }) => ({
  support: { ...m.default, status: INCIDENT_STATUS_NAMES[locale] },
});

/** The feature's texts under `support`, one chunk per language, loaded with its pages (app/feature-catalogues.ts). */
export const catalogue = {
  'en-US': () => import('./en-US.json').then(part('en-US')),
  'es-MX': () => import('./es-MX.json').then(part('es-MX')),
  'fr-CA': () => import('./fr-CA.json').then(part('fr-CA')),
} satisfies FeatureCatalogue;
