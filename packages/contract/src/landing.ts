/**
 * The public landing page (`/`), which the web app draws for a signed-in user and the server writes as HTML for a
 * visitor (issue 14, decision record 033): its product groups and tiles here, its texts in `landing-texts/<locale>`
 * (one module per language, so that a web catalogue bundles only its own language).
 */

/** The product groups of spec section 1 as the landing presents them, each with its products in order. */
export const LANDING_PRODUCT_GROUPS = [
  {
    id: 'customer',
    products: ['shopperBehavior', 'customerPerception', 'insightsActivation', 'digitalLandscapes', 'customerPulse'],
  },
  {
    id: 'store',
    products: ['reportBuilder', 'channelInsights', 'modularIntelligence'],
  },
] as const;

export type LandingProductGroup = (typeof LANDING_PRODUCT_GROUPS)[number];
export type LandingGroupId = LandingProductGroup['id'];
export type LandingProductId = LandingProductGroup['products'][number];

/** The 'Also in the portal' tiles, in order. */
export const LANDING_MORE = ['admin', 'support', 'dataDictionary'] as const;
export type LandingMoreId = (typeof LANDING_MORE)[number];

/** The landing's texts in one language. `welcomeBack` is the web's (signed in) and uses i18next's `{{name}}`. */
export type LandingTexts = {
  pageTitle: string;
  heading: string;
  intro: string;
  signInPrompt: string;
  welcomeBack: string;
  signIn: string;
  goToApps: string;
  productsHeading: string;
  groups: Record<LandingGroupId, { title: string; description: string }>;
  products: Record<LandingProductId, { name: string; description: string }>;
  more: { heading: string } & Record<LandingMoreId, string>;
  insightsLink: string;
};
