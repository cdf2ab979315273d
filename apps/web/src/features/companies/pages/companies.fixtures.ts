/** The company list rendered over a mocked API, shared by the page's and the dialog's tests. */
import type { ActingContext, CompanyPage, CompanyRow } from '@portal/contract/companies';
import type { Tenant, UserDetails } from '@portal/contract/identity';
import { marketInfo, superAdmin } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

/** The first paint of a lazily loaded page waits for several answers; on a busy machine that exceeds 1 s. */
export const FIRST_PAINT = { timeout: 5_000 };

export const LIST = 'GET /api/companies';
export const TYPES = 'GET /api/companies/types';
export const STATUSES = 'GET /api/companies/statuses';
export const SET_CONTEXT = 'GET /api/users/set-context';
export const SWITCH_CONTEXT = 'GET /api/users/switch-context';
export const RESET_CONTEXT = 'GET /api/users/reset-context';

const SUPER_ADMIN_PERMISSIONS = [
  { action: 'LIST', resource: 'COMPANY' },
  { action: 'SWITCH', resource: 'COMPANY' },
] as const;

/** The Super Admin before choosing a company. */
export const companyLister = superAdmin({
  authz: { group: 'Super Admin', permissions: [...SUPER_ADMIN_PERMISSIONS] },
});

/** The view-only Super Admin Spectator before choosing a company. */
export const spectator = superAdmin({
  first_name: 'Priya',
  last_name: 'Natarajan',
  login_id: 'spectator',
  authz: { group: 'Super Admin Spectator', permissions: [...SUPER_ADMIN_PERMISSIONS] },
});

export const ACME: Tenant = { id: 1001, name: 'Acme Fresh Foods', type: 'SUPPLIER' };

export function companyRow(overrides: Partial<CompanyRow> = {}): CompanyRow {
  return {
    companyId: 1,
    tenantId: ACME.id,
    companyName: ACME.name,
    status: 'ACTIVE',
    adminEmail: 'dana.whitfield@acmefresh.example',
    uiCompanyType: 'SUPPLIER',
    subscribedProduct: 'Shopper Behavior | Report Builder',
    ...overrides,
  };
}

export const BRIGHTSIDE = companyRow({
  companyId: 2,
  tenantId: 1002,
  companyName: 'Brightside Media Partners',
  status: 'SUSPENDED',
  adminEmail: 'nadia.sorensen@brightside.example',
  uiCompanyType: 'THIRD_PARTY_AGENCY',
  subscribedProduct: '',
});

export function companyPage(items: CompanyRow[], overrides: Partial<CompanyPage> = {}): CompanyPage {
  return { items, total: items.length, page: 0, size: 10, ...overrides };
}

/**
 * A signed-in user whose acting company follows the context calls, as the server's session does: set and switch
 * take the company asked for, reset leaves it.
 */
export function contextRoutes(user: UserDetails, companies: CompanyRow[] = [companyRow(), BRIGHTSIDE]) {
  let acting = user.acting_tenant;
  const answer = (): { body: ActingContext } => ({
    body: {
      acting_company_id: companies.find((c) => c.tenantId === acting?.id)?.companyId ?? null,
      acting_tenant: acting,
    },
  });
  const take: MockHandler = ({ url }) => {
    const company = companies.find((c) => c.companyId === Number(url.searchParams.get('companyId')));
    acting = company ? { id: company.tenantId, name: company.companyName, type: company.uiCompanyType } : null;
    return answer();
  };
  return {
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': () => ({ body: { ...user, acting_tenant: acting } }),
    [SET_CONTEXT]: take,
    [SWITCH_CONTEXT]: take,
    [RESET_CONTEXT]: () => {
      acting = null;
      return answer();
    },
  } satisfies Record<string, MockHandler>;
}

/** Renders the company list (or another path) for a user, with the filters' and the list's answers. */
export function setUpCompanies(path: string, user: UserDetails, routes: Record<string, MockHandler> = {}) {
  const fetchMock = mockApi({
    ...contextRoutes(user),
    [TYPES]: { body: { types: ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR'] } },
    [STATUSES]: { body: { statuses: ['ACTIVE', 'SUSPENDED'] } },
    [LIST]: { body: companyPage([companyRow(), BRIGHTSIDE]) },
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}
