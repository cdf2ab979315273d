/** Global user management rendered over a mocked API, shared by the page's tests. */
import type {
  ExternalGlobalUser,
  GlobalUserPage,
  GlobalUserType,
  InternalGlobalUser,
} from '@portal/contract/global-users';
import { GLOBAL_USER_ATTRIBUTES, GLOBAL_USER_ROLES, SBU_CODES } from '@portal/contract/global-users';
import type { UserDetails } from '@portal/contract/identity';
import { PRODUCT_CODES, PRODUCT_GROUPS, PRODUCT_NAMES } from '@portal/contract/products';
import { marketInfo, superAdmin } from '@/testing/fixtures';
import type { MockAnswer, MockHandler } from '@/testing/mock-api';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

/** The first paint of a lazily loaded page waits for several answers; on a busy machine that exceeds 1 s. */
export const FIRST_PAINT = { timeout: 10_000 };

export const PATH = '/globalUserManagement';
export const USERS = 'POST /api/users';
export const BLOCK = 'POST /api/users/block';
export const UNBLOCK = 'POST /api/users/unblock';
export const EXPORT = 'POST /api/users/export';
export const ROLES = 'GET /api/users/filters/roles';
export const ATTRIBUTES = 'GET /api/users/filters/attributes';
export const SBU = 'GET /api/users/filters/sbu';
export const PRODUCTS = 'GET /api/v1/products';
export const COMPANIES = 'GET /api/companies';
export const COMPANY_TYPES = 'GET /api/companies/types';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const failure: MockAnswer = { status: 500, body: { status: 500, code: 'server.internal', message: 'Boom' } };

const ACME = { id: 1001, name: 'Acme Fresh Foods', type: 'SUPPLIER' } as const;
const GLOBAL_PERMISSIONS = [
  { action: 'LIST', resource: 'GLOBAL_USER' },
  { action: 'EXPORT', resource: 'GLOBAL_USER' },
  { action: 'BLOCK', resource: 'GLOBAL_USER' },
  { action: 'LIST', resource: 'COMPANY' },
  { action: 'SWITCH', resource: 'COMPANY' },
] as const;

/** The Super Admin acting for Acme (the route guard sends a super admin without a company to the company list). */
export const globalAdmin = superAdmin({
  acting_tenant: ACME,
  acting_company_id: 1,
  authz: { group: 'Super Admin', permissions: [...GLOBAL_PERMISSIONS] },
});

/** The view-only Super Admin Spectator viewing for Acme: LIST GLOBAL_USER only. */
export const spectator = superAdmin({
  first_name: 'Priya',
  last_name: 'Natarajan',
  login_id: 'spectator',
  acting_tenant: ACME,
  acting_company_id: 1,
  authz: {
    group: 'Super Admin Spectator',
    permissions: [
      { action: 'LIST', resource: 'GLOBAL_USER' },
      { action: 'LIST', resource: 'COMPANY' },
      { action: 'SWITCH', resource: 'COMPANY' },
    ],
  },
});

export const DANA: ExternalGlobalUser = {
  loginId: 'admin',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana.whitfield@acmefresh.example',
  companyName: 'Acme Fresh Foods',
  companyType: 'SUPPLIER',
  thirdPartyCompanyName: null,
  appAccess: ['Shopper Behavior', 'Report Builder'],
  role: 'admin',
  lastLogin: '2026-11-03T10:00:00.000Z',
  status: 'ACTIVE',
  market: 'US',
};

export const OWEN: ExternalGlobalUser = {
  loginId: 'partner',
  firstName: 'Owen',
  lastName: 'Price',
  email: 'owen@bright.co',
  companyName: 'Brightside Media Partners',
  companyType: 'THIRD_PARTY_AGENCY',
  thirdPartyCompanyName: 'Acme Fresh Foods, Summit Snacks',
  appAccess: ['Report Builder'],
  role: 'regularUser',
  lastLogin: null,
  status: 'BLOCKED',
  market: 'US',
};

function internal(loginId: string, overrides: Partial<InternalGlobalUser> = {}): InternalGlobalUser {
  return {
    loginId,
    name: 'Chris Alvarez',
    email: `${loginId}@retailer.example`,
    appAccess: [],
    role: 'regularUser',
    sbu: null,
    buoAreaNumber: null,
    status: 'ACTIVE',
    ...overrides,
  };
}

export const CHRIS = internal('associate');
export const RENEE = internal('merchant', {
  name: 'Renee Kowalski',
  role: 'merchant',
  sbu: 'GROCERY',
  appAccess: ['Shopper Behavior', 'Report Builder', 'Channel Insights', 'Customer Perception'],
});
export const VICTOR = internal('assetprotection', { name: 'Victor Nguyen', buoAreaNumber: 'BUO-114' });

export const TAB_ROWS: Record<GlobalUserType, ExternalGlobalUser[] | InternalGlobalUser[]> = {
  EXTERNAL: [DANA, OWEN],
  INTERNAL: [CHRIS],
  INTERNAL_MERCHANT: [RENEE],
  INTERNAL_ASSET_PROTECTION: [VICTOR],
};

/** A first page of a tab holding these rows, its total exact unless told. */
export function globalPage(
  userType: GlobalUserType,
  items: ExternalGlobalUser[] | InternalGlobalUser[],
  overrides: { total?: number; totalIsCapped?: boolean; page?: number; size?: number } = {},
): GlobalUserPage {
  return {
    userType,
    items,
    total: items.length,
    page: 0,
    size: 10,
    totalIsCapped: false,
    ...overrides,
  } as GlobalUserPage;
}

/** Answers POST users with each tab's rows. */
export const byTab =
  (rows: (type: GlobalUserType) => ExternalGlobalUser[] | InternalGlobalUser[] = (type) => TAB_ROWS[type]) =>
  ({ body }: { body: unknown }): MockAnswer => {
    const type = (body as { userType: GlobalUserType }).userType;
    return { body: globalPage(type, rows(type)) };
  };

const COMPANY_ROWS = [
  { companyId: 1, tenantId: 1001, companyName: 'Acme Fresh Foods', uiCompanyType: 'SUPPLIER' },
  { companyId: 2, tenantId: 1002, companyName: 'Brightside Media Partners', uiCompanyType: 'THIRD_PARTY_AGENCY' },
].map((row) => ({ ...row, status: 'ACTIVE', adminEmail: 'someone@example.com' }));

/** The answers the page's calls get unless a test gives its own. */
export function globalRoutes(user: UserDetails): Record<string, MockHandler> {
  return {
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [USERS]: byTab(),
    [ROLES]: { body: { items: [...GLOBAL_USER_ROLES] } },
    [ATTRIBUTES]: { body: { items: [...GLOBAL_USER_ATTRIBUTES] } },
    [SBU]: { body: { items: [...SBU_CODES] } },
    [PRODUCTS]: {
      body: PRODUCT_CODES.map((code) => ({
        id: code,
        name: PRODUCT_NAMES[code],
        group: (PRODUCT_GROUPS.knowYourCustomer as readonly string[]).includes(code)
          ? 'knowYourCustomer'
          : 'knowYourStore',
      })),
    },
    [COMPANIES]: { body: { items: COMPANY_ROWS, total: COMPANY_ROWS.length, page: 0, size: 500 } },
    [COMPANY_TYPES]: { body: { types: ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'ACCOUNT'] } },
  };
}

/** Renders the page (or another path) for a user over the mocked API. */
export function setUp(user: UserDetails, routes: Record<string, MockHandler> = {}, path = PATH) {
  const fetchMock = mockApi({ ...globalRoutes(user), ...routes });
  return { fetchMock, ...renderRoutes(path) };
}
