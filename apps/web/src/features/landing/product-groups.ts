/** The product groups of spec section 1 as the landing page presents them; texts are in the catalogues. */
export const PRODUCT_GROUPS = [
  {
    id: 'customer',
    products: ['shopperBehavior', 'customerPerception', 'insightsActivation', 'digitalLandscapes', 'customerPulse'],
  },
  {
    id: 'store',
    products: ['reportBuilder', 'channelInsights', 'modularIntelligence'],
  },
] as const;

export type ProductGroup = (typeof PRODUCT_GROUPS)[number];
