import { z } from 'zod';
import { MAX_RECORD_ID } from './constants.js';
import { ACCESS_STATUSES, tenantSchema, type AccessStatus } from './identity.js';
import type { Market } from './markets.js';

/** The child applications of spec section 1, by code. */
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
  knowYourCustomer: [
    'SHOPPER_BEHAVIOR',
    'CUSTOMER_PERCEPTION',
    'INSIGHTS_ACTIVATION',
    'DIGITAL_LANDSCAPES',
    'CUSTOMER_PULSE',
  ],
  knowYourStore: ['REPORT_BUILDER', 'CHANNEL_INSIGHTS', 'MODULAR_INTELLIGENCE'],
} as const satisfies Record<string, readonly ProductCode[]>;

/** Persona access codes the portal knows (spec: 2000 is category manager; the others are this portal's choice). */
export const PERSONA_CODES = { merchant: 1000, categoryManager: 2000, assetProtection: 3000 } as const;

export const DEMO_PASSWORD = 'portal-demo';

// ---------------------------------------------------------------------------------------------
// The catalogue and the /apps tiles (spec sections 2 'Product list', 3 'Product tile', 4 'Product access').

export const PRODUCT_GROUP_KEYS = ['knowYourCustomer', 'knowYourStore'] as const;
export type ProductGroupKey = (typeof PRODUCT_GROUP_KEYS)[number];
export const RESTRICTED_LAUNCH_FLAGS = ['alpha', 'beta'] as const;
export const ENVIRONMENTS = ['production', 'non-production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const productCodeSchema = z.enum(PRODUCT_CODES);

const learnMoreContentSchema = z.object({
  analyticsID: z.string(),
  title: z.string(),
  description: z.string(),
  keyNotes: z.array(z.string()),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  contactUsUrl: z.string(),
});
export type LearnMoreContent = z.infer<typeof learnMoreContentSchema>;

/** One tile of /apps, in the caller's language, with the caller's access to it. */
export const productTileSchema = z.object({
  code: productCodeSchema,
  group: z.enum(PRODUCT_GROUP_KEYS),
  title: z.string(),
  description: z.string(),
  footer: z.string().nullable(),
  /** Only for a tile the caller may launch (ACCESS_COMPLETE). */
  redirectUrl: z.string().nullable(),
  isNewTab: z.boolean(),
  restricted_launch_flag: z.enum(RESTRICTED_LAUNCH_FLAGS).nullable(),
  accessStatus: z.enum(ACCESS_STATUSES).nullable(),
  /** Hosts (of the markets named in the catalogue) where the tile is hidden without access. */
  hideWhenNoAccess: z.array(z.string()),
  learnMoreContent: learnMoreContentSchema.nullable(),
  accessPendingDescription: z.string(),
});
export type ProductTile = z.infer<typeof productTileSchema>;

export const tenantProductsParamsSchema = z.object({
  tenantId: z.coerce.number().int().nonnegative().max(MAX_RECORD_ID),
});
export const tenantProductsQuerySchema = z.object({
  associated_tenant_id: z.coerce.number().int().positive().max(MAX_RECORD_ID).optional(),
});
/** GET /api/v2/identity/tenants/{tenantId}/products: the tiles the caller sees, in display order. */
export const tenantProductsResponseSchema = z.object({
  tenant: tenantSchema,
  products: z.array(productTileSchema),
});
export type TenantProductsResponse = z.infer<typeof tenantProductsResponseSchema>;

/** At most this many of a company's administrators are named to a user without access. */
export const ADMINISTRATORS_SHOWN_MAX = 5;

/** A company administrator a user without access can turn to: name and e-mail only. */
export const companyAdministratorSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type CompanyAdministrator = z.infer<typeof companyAdministratorSchema>;

/**
 * GET /api/v2/identity/tenants/{tenantId}/administrators: the active administrators (group Admin) of a company the
 * caller may act for, by name, at most ADMINISTRATORS_SHOWN_MAX; tenant 0 (internal users) has none.
 */
export const companyAdministratorsResponseSchema = z.object({
  administrators: z.array(companyAdministratorSchema).max(ADMINISTRATORS_SHOWN_MAX),
});
export type CompanyAdministratorsResponse = z.infer<typeof companyAdministratorsResponseSchema>;

/** GET /api/v1/products: the catalogue, in the caller's language. */
export const productListResponseSchema = z.array(
  z.object({ id: productCodeSchema, name: z.string(), group: z.enum(PRODUCT_GROUP_KEYS) }),
);
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const partnerAccessRequestSchema = z.object({
  /** Limit the answer to these associated suppliers; all of them when absent. */
  associated_tenant_ids: z.array(z.number().int().positive().max(MAX_RECORD_ID)).max(100).optional(),
});
/** POST /api/v2/identity/tenants/{tenantId}/fetch-active-partner-access-apps: per associated supplier, the apps the caller may use. */
export const partnerAccessResponseSchema = z.object({
  partners: z.array(
    z.object({
      tenant: tenantSchema,
      products: z.array(z.object({ product_id: productCodeSchema, accessStatus: z.enum(ACCESS_STATUSES) })),
    }),
  ),
});
export type PartnerAccessResponse = z.infer<typeof partnerAccessResponseSchema>;

/** Restricted launch info: products keyed by code. */
export const restrictedLaunchResponseSchema = z.object({
  products: z.record(z.string(), z.object({ restricted_launch_flag: z.enum(RESTRICTED_LAUNCH_FLAGS).nullable() })),
});
export type RestrictedLaunchResponse = z.infer<typeof restrictedLaunchResponseSchema>;

export const launchParamsSchema = z.object({ code: productCodeSchema });
export const launchBodySchema = z.object({
  associated_tenant_id: z.number().int().positive().max(MAX_RECORD_ID).optional(),
});
export const launchResponseSchema = z.object({ redirectUrl: z.string(), isNewTab: z.boolean() });
export type LaunchResponse = z.infer<typeof launchResponseSchema>;

/** Error codes of the product calls (the web translates them). */
export const PRODUCT_ERROR_CODES = {
  /** A launch of a product the caller has no complete access to. */
  noAccess: 'products.no_access',
  /** A launch of a product this market and environment do not offer (or that has no address here). */
  notAvailable: 'products.not_available',
} as const;

export const PRODUCT_PATHS = {
  products: '/api/v1/products',
  restrictedLaunch: '/api/v1/products/restricted-launch-info',
  launch: '/api/v1/products/:code/launches',
  tenantProducts: '/api/v2/identity/tenants/:tenantId/products',
  partnerAccess: '/api/v2/identity/tenants/:tenantId/fetch-active-partner-access-apps',
  administrators: '/api/v2/identity/tenants/:tenantId/administrators',
} as const;

/** The card lists of spec section 2, in display order. */
const CARD_LISTS = {
  usProduction: [
    'SHOPPER_BEHAVIOR',
    'REPORT_BUILDER',
    'CHANNEL_INSIGHTS',
    'CUSTOMER_PERCEPTION',
    'INSIGHTS_ACTIVATION',
    'DIGITAL_LANDSCAPES',
    'MODULAR_INTELLIGENCE',
  ],
  usNonProductionExtra: ['CUSTOMER_PULSE'],
  mxCa: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'],
} as const satisfies Record<string, readonly ProductCode[]>;

type CardListInput = {
  market: Market;
  production: boolean;
  /** The insights-activation-rollout flag for this user. */
  insightsActivation: boolean;
};

/** Which products a market and environment show (before access is considered). */
export function cardList({ market, production, insightsActivation }: CardListInput): ProductCode[] {
  const base: ProductCode[] =
    market === 'US'
      ? [...CARD_LISTS.usProduction, ...(production ? [] : CARD_LISTS.usNonProductionExtra)]
      : [...CARD_LISTS.mxCa];
  return base.filter((code) => code !== 'INSIGHTS_ACTIVATION' || insightsActivation);
}

/** A tile without access is hidden where its hideWhenNoAccess list holds the current host. */
export function isTileHidden(tile: Pick<ProductTile, 'accessStatus' | 'hideWhenNoAccess'>, host: string): boolean {
  return tile.accessStatus === null && tile.hideWhenNoAccess.includes(host.toLowerCase());
}

type TileState = 'launch' | 'pending' | 'noAccess';

export function tileState(accessStatus: AccessStatus | null): TileState {
  if (accessStatus === 'ACCESS_COMPLETE') return 'launch';
  if (accessStatus === 'ACCESS_PENDING') return 'pending';
  return 'noAccess';
}

/** What a tile without access offers, shown at rest (spec: 'on hover'; phones cannot hover): 'Learn more' with learn-more content; 'Coming soon' for Report Builder on MX. */
export function tileHoverAction(
  tile: Pick<ProductTile, 'code' | 'accessStatus' | 'learnMoreContent'>,
  market: Market,
): 'learnMore' | 'comingSoon' | 'none' {
  if (tile.accessStatus !== null) return 'none';
  if (tile.code === 'REPORT_BUILDER' && market === 'MX') return 'comingSoon';
  return tile.learnMoreContent ? 'learnMore' : 'none';
}

/** The tiles of a group that has any; a group without tiles is not shown. */
export function groupTiles<T extends Pick<ProductTile, 'group'>>(
  tiles: readonly T[],
): { group: ProductGroupKey; tiles: T[] }[] {
  return PRODUCT_GROUP_KEYS.map((group) => ({ group, tiles: tiles.filter((t) => t.group === group) })).filter(
    (g) => g.tiles.length > 0,
  );
}

/** The no-access message a page shows a user without any product: internal users are told to request access. */
export function noAccessMessageKind(userType: 'EXTERNAL' | 'INTERNAL'): 'internal' | 'external' {
  return userType === 'INTERNAL' ? 'internal' : 'external';
}

export const ACCESS_REQUEST_TICKET_PATH = '/support/ticketCreation?request=access';

/**
 * What /apps says above the tiles: nothing when the user can launch a product; 'pending' when none launches yet but
 * access to some is on its way (so the notice does not say 'no access' beside an 'Access pending' tile);
 * 'noAccess' when the user has access to none.
 */
export function launcherNotice(tiles: readonly Pick<ProductTile, 'accessStatus'>[]): 'none' | 'pending' | 'noAccess' {
  if (tiles.some((tile) => tileState(tile.accessStatus) === 'launch')) return 'none';
  if (tiles.some((tile) => tileState(tile.accessStatus) === 'pending')) return 'pending';
  return 'noAccess';
}
