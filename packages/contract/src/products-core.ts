import type { AccessStatus } from './identity-core.js';
import type { Market } from './markets-core.js';
import { hasPermission, isSuperAdminGroup, PERMISSIONS } from './permissions-core.js';
import type { ProductTile } from './products.js';
import type { UserFacts } from './user-type.js';

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

/** At most this many of a company's administrators are named to a user without access. */
export const ADMINISTRATORS_SHOWN_MAX = 5;

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

/**
 * What /apps tells a user about products they have no access to (spec sections 2, 6 and 8):
 * 'manageUsers' — someone who manages the company's users (holds LIST USER: a company admin, or a super admin or the
 *   spectator viewing a company as its administrator does) gets a way to user management, never 'Speak to your
 *   administrator', since they are the administrator;
 * 'internal' — an internal user requests access (the access-request ticket);
 * 'external' — an external user contacts their retail-link administrator ('Speak to your administrator to get access.').
 */
export type NoAccessMessageKind = 'manageUsers' | 'internal' | 'external';

export function noAccessMessageKind(
  user: Pick<UserFacts, 'authz'> & { user_type: 'EXTERNAL' | 'INTERNAL' },
): NoAccessMessageKind {
  if (isSuperAdminGroup(user.authz.group) || hasPermission(user.authz.permissions, PERMISSIONS.listUsers)) {
    return 'manageUsers';
  }
  return user.user_type === 'INTERNAL' ? 'internal' : 'external';
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

/**
 * The knowledge-base article about a product, opened from its tile's learn-more dialog (issue 29: the launcher's
 * learn-more content links in): the charter workspace's 'product-<code>' article. Basic users read the basic
 * workspace, which has none.
 */
export function productArticlePath(
  code: ProductCode,
  userType: 'basic' | 'charter' | 'superAdmin' | 'unknown',
): string | null {
  if (userType === 'basic') return null;
  const contentId = `product-${code.toLowerCase().replaceAll('_', '-')}`;
  return `/knowledgeBase/article/content?${new URLSearchParams({ contentId }).toString()}`;
}
