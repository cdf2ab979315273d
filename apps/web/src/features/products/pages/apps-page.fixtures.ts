/** The /apps page rendered over a mocked API, shared by its tests. */
import { screen, within } from '@testing-library/react';
import { FLAG_DEFAULTS, type FlagKey } from '@portal/contract/flags';
import type { UserDetails } from '@portal/contract/identity';
import type { Market } from '@portal/contract/markets';
import type { ProductTile } from '@portal/contract/products';
import { marketInfo, productTile, tenantProducts, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

export const PRODUCTS_PATH = 'GET /api/v2/identity/tenants/1001/products';
export const ADMINISTRATORS_PATH = 'GET /api/v2/identity/tenants/1001/administrators';

/** The administrators of the user's company, as the server names them to a user without access. */
export const ADMINISTRATORS = [
  { first_name: 'Dana', last_name: 'Whitfield', email: 'dana.whitfield@acme.example' },
  { first_name: 'Ryan', last_name: 'Campbell', email: 'ryan.campbell@acme.example' },
];

/** A US supplier user with every state on the page, in the server's display order. */
const US_USER_TILES: ProductTile[] = [
  productTile('SHOPPER_BEHAVIOR', { isNewTab: true, footer: 'Data refreshed every Monday.' }),
  productTile('REPORT_BUILDER'),
  productTile('CHANNEL_INSIGHTS', { accessStatus: 'ACCESS_PENDING' }),
  productTile('CUSTOMER_PERCEPTION', { accessStatus: null }),
  productTile('INSIGHTS_ACTIVATION', { restricted_launch_flag: 'beta' }),
  productTile('DIGITAL_LANDSCAPES', { accessStatus: null, restricted_launch_flag: 'alpha' }),
  productTile('MODULAR_INTELLIGENCE', { accessStatus: null, learnMoreContent: null }),
];

export type SetUp = {
  tiles?: ProductTile[];
  user?: UserDetails;
  market?: Market;
  products?: MockHandler;
  path?: string;
  administrators?: MockHandler;
  /** Feature flags on (the rest as their defaults). */
  flagsOn?: FlagKey[];
};

export function setUpApps({
  tiles = US_USER_TILES,
  user = userDetails(),
  market = 'US',
  products,
  path = PRODUCTS_PATH,
  administrators = { body: { administrators: ADMINISTRATORS } },
  flagsOn = [],
}: SetUp = {}) {
  const flags = { ...FLAG_DEFAULTS, ...Object.fromEntries(flagsOn.map((name) => [name, true])) };
  const fetchMock = mockApi({
    'GET /api/v1/feature-flags': { body: { flags } },
    'GET /api/market': { body: marketInfo(market) },
    'GET /api/v1/identity/user-context': { body: user },
    [path]: products ?? { body: tenantProducts(tiles) },
    [ADMINISTRATORS_PATH]: administrators,
    'POST /api/v1/products/REPORT_BUILDER/launches': {
      body: { redirectUrl: 'https://report-builder.example.com/from-server', isNewTab: false },
    },
    'POST /api/v1/products/SHOPPER_BEHAVIOR/launches': {
      body: { redirectUrl: 'https://shopper-behavior.example.com/start', isNewTab: true },
    },
  });
  return { fetchMock, ...renderRoutes('/apps') };
}

export const tile = (name: string) => screen.getByRole('article', { name });
export const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
