/** The child applications of spec section 1, by code. The app-launcher issue adds their catalogue. */
export const PRODUCT_CODES = [
  'SHOPPER_BEHAVIOR',
  'REPORT_BUILDER',
  'CHANNEL_INSIGHTS',
  'CUSTOMER_PERCEPTION',
  'INSIGHTS_ACTIVATION',
  'DIGITAL_LANDSCAPES',
  'MODULAR_INTELLIGENCE',
  'CUSTOMER_PULSE',
] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const PRODUCT_NAMES: Record<ProductCode, string> = {
  SHOPPER_BEHAVIOR: 'Shopper Behavior',
  REPORT_BUILDER: 'Report Builder',
  CHANNEL_INSIGHTS: 'Channel Insights',
  CUSTOMER_PERCEPTION: 'Customer Perception',
  INSIGHTS_ACTIVATION: 'Insights Activation',
  DIGITAL_LANDSCAPES: 'Digital Landscapes',
  MODULAR_INTELLIGENCE: 'Modular Intelligence',
  CUSTOMER_PULSE: 'Customer Pulse',
};

export const PRODUCT_GROUPS = {
  knowYourCustomer: ['SHOPPER_BEHAVIOR', 'CUSTOMER_PERCEPTION', 'INSIGHTS_ACTIVATION', 'DIGITAL_LANDSCAPES', 'CUSTOMER_PULSE'],
  knowYourStore: ['REPORT_BUILDER', 'CHANNEL_INSIGHTS', 'MODULAR_INTELLIGENCE'],
} as const satisfies Record<string, readonly ProductCode[]>;

/** Persona access codes the portal knows (spec: 2000 is category manager; the others are this portal's choice). */
export const PERSONA_CODES = { merchant: 1000, categoryManager: 2000, assetProtection: 3000 } as const;

export const DEMO_PASSWORD = 'portal-demo';
