/**
 * The public landing page (`/`), which the web app draws for a signed-in user and the server writes as HTML for a
 * visitor (issue 14, decision record 033): its product groups and tiles here, its texts in `landing-texts/<locale>`
 * (one module per language, so that a web catalogue bundles only its own language).
 */

import type { Market } from './markets-core.js';
import { cardList, type ProductCode } from './products-core.js';

/** The product groups of spec section 1 as the landing presents them, each with all its products in order. */
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

export type LandingGroupId = (typeof LANDING_PRODUCT_GROUPS)[number]['id'];
export type LandingProductId = (typeof LANDING_PRODUCT_GROUPS)[number]['products'][number];
/** A group as a market's landing shows it: its products there, in order. */
export type LandingProductGroup = { id: LandingGroupId; products: readonly LandingProductId[] };

/** Each product of the landing by its code in the catalogue (products-core). */
export const LANDING_PRODUCT_CODES: Record<LandingProductId, ProductCode> = {
  shopperBehavior: 'SHOPPER_BEHAVIOR',
  customerPerception: 'CUSTOMER_PERCEPTION',
  insightsActivation: 'INSIGHTS_ACTIVATION',
  digitalLandscapes: 'DIGITAL_LANDSCAPES',
  customerPulse: 'CUSTOMER_PULSE',
  reportBuilder: 'REPORT_BUILDER',
  channelInsights: 'CHANNEL_INSIGHTS',
  modularIntelligence: 'MODULAR_INTELLIGENCE',
};

/**
 * The products a market offers in any of its environments, for anyone: the union of its card lists (spec section
 * 2 'Product list': production and non-production, the rollout flag on and off). US offers all eight; MX and CA
 * Shopper Behavior and Report Builder.
 */
export function marketProducts(market: Market): ReadonlySet<ProductCode> {
  const lists = [true, false].flatMap((production) =>
    [true, false].map((insightsActivation) => cardList({ market, production, insightsActivation })),
  );
  return new Set(lists.flat());
}

/**
 * The landing's product groups in a market (the server's page for a visitor and the web's): each group with only
 * the products the market offers, in the landing's order; a group left without products is not shown.
 */
export function landingProductGroups(market: Market): LandingProductGroup[] {
  const offered = marketProducts(market);
  return LANDING_PRODUCT_GROUPS.map((group) => ({
    id: group.id,
    products: group.products.filter((id) => offered.has(LANDING_PRODUCT_CODES[id])),
  })).filter((group) => group.products.length > 0);
}

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
