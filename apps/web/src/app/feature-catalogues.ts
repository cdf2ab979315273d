import { catalogue as accessAudit } from '@/features/admin/i18n/access-audit/catalogue';
import { catalogue as activityLog } from '@/features/activity-log/i18n/catalogue';
import { catalogue as admin } from '@/features/admin/i18n/catalogue';
import { catalogue as announcements } from '@/features/announcements/i18n/catalogue';
import { catalogue as articles } from '@/features/articles/i18n/catalogue';
import { catalogue as companies } from '@/features/companies/i18n/catalogue';
import { catalogue as dataDictionary } from '@/features/data-dictionary/i18n/catalogue';
import { catalogue as documents } from '@/features/documents/i18n/catalogue';
import { catalogue as emailDomains } from '@/features/email-domains/i18n/catalogue';
import { catalogue as globalUsers } from '@/features/global-users/i18n/catalogue';
import { catalogue as kbSuggestions } from '@/features/knowledge-base/i18n/suggestions/catalogue';
import { catalogue as knowledgeBase } from '@/features/knowledge-base/i18n/catalogue';
import { catalogue as outbox } from '@/features/outbox/i18n/catalogue';
import { catalogue as partners } from '@/features/partners/i18n/catalogue';
import { catalogue as products } from '@/features/products/i18n/catalogue';
import { catalogue as profile } from '@/features/profile/i18n/catalogue';
import { catalogue as registration } from '@/features/registration/i18n/catalogue';
import { catalogue as releaseNotes } from '@/features/release-notes/i18n/catalogue';
import { catalogue as support } from '@/features/support/i18n/catalogue';
import { catalogue as userAdmin } from '@/features/user-admin/i18n/catalogue';
import { i18n } from '@/i18n/i18n';
import type { FeatureCatalogue } from '@/i18n/translate';

/**
 * Each feature's texts by the feature's name: a route names the ones its page needs (router.tsx), and the page shows
 * once they are loaded. The shell's catalogue (i18n/catalogues) holds only what the layout and the shared components
 * say.
 */
export const featureCatalogues = {
  'access-audit': accessAudit,
  'activity-log': activityLog,
  admin,
  announcements,
  articles,
  companies,
  'data-dictionary': dataDictionary,
  documents,
  'email-domains': emailDomains,
  'global-users': globalUsers,
  'kb-suggestions': kbSuggestions,
  'knowledge-base': knowledgeBase,
  outbox,
  partners,
  products,
  profile,
  registration,
  'release-notes': releaseNotes,
  support,
  'user-admin': userAdmin,
} satisfies Record<string, FeatureCatalogue>;

export type FeatureName = keyof typeof featureCatalogues;

type Part<C extends FeatureCatalogue> = Awaited<ReturnType<C['en-US']>>;
type AllParts = { [F in FeatureName]: Part<(typeof featureCatalogues)[F]> }[FeatureName];
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

declare module '@/i18n/translate' {
  /** Every feature's texts, so a key of any of them is typed (its page loads it before it shows). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface FeatureTranslations extends Intersection<AllParts> {}
}

/** Loads the texts of the features a page needs, in the language shown (and in later ones, as they are chosen). */
export function loadTexts(features: readonly FeatureName[]): Promise<void> {
  return Promise.all(features.map((name) => i18n.loadFeature(name, featureCatalogues[name]))).then(() => undefined);
}

/**
 * A page's loader that answers once both the page's chunk and its texts are there, so the page never shows a key
 * in place of a text while its catalogue is on its way.
 */
export function withTexts<T>(load: () => Promise<T>, features: readonly FeatureName[]): () => Promise<T> {
  return () => Promise.all([load(), loadTexts(features)]).then(([page]) => page);
}
