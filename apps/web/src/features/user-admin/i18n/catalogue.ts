import type { FeatureCatalogue } from '@/i18n/translate';

/**
 * The feature's texts under `userAdmin` and `accessApprovals`, one chunk per language, loaded with its pages
 * (app/feature-catalogues.ts).
 */
export const catalogue = {
  'en-US': () =>
    Promise.all([import('./en-US.json'), import('./access-approvals/en-US.json')]).then(([users, approvals]) => ({
      userAdmin: users.default,
      accessApprovals: approvals.default,
    })),
  'es-MX': () =>
    Promise.all([import('./es-MX.json'), import('./access-approvals/es-MX.json')]).then(([users, approvals]) => ({
      userAdmin: users.default,
      accessApprovals: approvals.default,
    })),
  'fr-CA': () =>
    Promise.all([import('./fr-CA.json'), import('./access-approvals/fr-CA.json')]).then(([users, approvals]) => ({
      userAdmin: users.default,
      accessApprovals: approvals.default,
    })),
} satisfies FeatureCatalogue;
