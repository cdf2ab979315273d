import type { FeatureCatalogue } from '@/i18n/translate';

/**
 * The texts of the suggestions beside the incident form (`kbSuggestions`): a few lines, loaded with the ticket
 * creation page instead of the whole knowledge base's catalogue.
 */
export const catalogue = {
  'en-US': () => import('./en-US.json').then((m) => ({ kbSuggestions: m.default })),
  'es-MX': () => import('./es-MX.json').then((m) => ({ kbSuggestions: m.default })),
  'fr-CA': () => import('./fr-CA.json').then((m) => ({ kbSuggestions: m.default })),
} satisfies FeatureCatalogue;
