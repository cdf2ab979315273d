/** The activity log page rendered over a mocked API, shared by the page's tests. */
import type { ActivityLogEntry, ActivityLogPage as LogPage } from '@portal/contract/activity-log';
import type { UserDetails } from '@portal/contract/identity';
import { createElement } from 'react';
import { vi } from 'vitest';
import { marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import type { MockAnswer, MockHandler } from '@/testing/mock-api';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { ActivityLogPage } from './activity-log-page';

/** The first paint of a lazily loaded page waits for several answers; on a busy machine that exceeds 1 s. */
export const FIRST_PAINT = { timeout: 10_000 };

export const PATH = '/admin/activityLog';
export const LIST = 'POST /api/activity-logs';
export const EVENTS = 'POST /api/activity-logs/eventlist';
export const APPLICATIONS = 'POST /api/activity-logs/applicationlist';
export const DOWNLOAD = 'POST /api/activity-logs/download';
export const DAYS = 'POST /api/activity-logs/days';
export const COMPANIES = 'GET /api/companies';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const failure: MockAnswer = { status: 500, body: { status: 500, code: 'server.internal', message: 'Boom' } };

/** 09:00 in Chicago (the fixtures' zone) on 30 November 2026: the default range is 2 to 30 November. */
export const NOW = new Date('2026-11-30T15:00:00Z');
export const DEFAULT_RANGE = { from: '2026-11-02', to: '2026-11-30' };

const LIST_ACTIVITY_LOG = { action: 'LIST', resource: 'ACTIVITY_LOG' } as const;

/** Acme's company admin. */
export const companyAdmin = userDetails({
  login_id: 'admin',
  tenant: { id: 1001, name: 'Acme Fresh Foods', type: 'SUPPLIER' },
  authz: { group: 'Admin', permissions: [{ action: 'LIST', resource: 'USER' }, LIST_ACTIVITY_LOG] },
});

const SUPER_ADMIN_PERMISSIONS = [
  LIST_ACTIVITY_LOG,
  { action: 'LIST', resource: 'COMPANY' },
  { action: 'SWITCH', resource: 'COMPANY' },
] as const;

/** The Super Admin acting for Acme. */
export const actingSuperAdmin = superAdmin({
  acting_tenant: { id: 1001, name: 'Acme Fresh Foods', type: 'SUPPLIER' },
  acting_company_id: 1,
  authz: { group: 'Super Admin', permissions: [...SUPER_ADMIN_PERMISSIONS] },
});

/** The Super Admin before choosing a company. */
export const contextFreeSuperAdmin = superAdmin({
  authz: { group: 'Super Admin', permissions: [...SUPER_ADMIN_PERMISSIONS] },
});

/** The admin blocked Taylor Brooks: a description longer than 50 characters, and the status before and after. */
export const BLOCKED: ActivityLogEntry = {
  id: 41,
  uiCreatedOnDate: '2026-11-20T16:45:00.000Z',
  actor: 'admin',
  entityType: 'USER',
  entityId: 'noaccess',
  event: 'BLOCK_USER',
  eventDescription: 'admin blocked noaccess: status ACTIVE -> BLOCKED; reason: Left the company after the merger',
  sourceApp: 'supplier-portal',
  companyName: 'Acme Fresh Foods',
  market: 'US',
  before: { status: 'ACTIVE', blockedReason: null, name: { first: 'Taylor', last: 'Brooks' } },
  after: { status: 'BLOCKED', blockedReason: 'Left the company', name: { first: 'Taylor', last: 'Brooks' } },
};

/** An entry another application wrote, with codes the web does not know and no before or after. */
export const FOREIGN: ActivityLogEntry = {
  id: 40,
  uiCreatedOnDate: '2026-11-19T14:05:00.000Z',
  actor: 'system',
  entityType: 'SUBSCRIPTION',
  entityId: 'sub-7',
  event: 'PLAN_RENEWED',
  eventDescription: 'Plan renewed',
  sourceApp: 'billing-service',
  companyName: 'Acme Fresh Foods',
  market: 'US',
  before: null,
  after: null,
};

/** A first page holding these entries, its total exact unless told. */
export function logPage(
  items: ActivityLogEntry[],
  overrides: { total?: number; totalIsCapped?: boolean } = {},
): LogPage {
  return { items, total: items.length, page: 0, size: 10, totalIsCapped: false, ...overrides };
}

/** The days of a range, each with no entry but 20 November (the fixtures' two entries). */
export function dayCounts({ from, to }: { from: string; to: string }) {
  const days = [];
  for (
    let day = from;
    day <= to;
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  ) {
    days.push({ day, count: day === '2026-11-20' ? 2 : 0, capped: false });
  }
  return { days };
}

/** The answers the page's calls get unless a test gives its own. */
export function logRoutes(user: UserDetails): Record<string, MockHandler> {
  return {
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [LIST]: { body: logPage([BLOCKED, FOREIGN]) },
    [EVENTS]: { body: { items: ['BLOCK_USER', 'ADD_USER', 'PLAN_RENEWED'] } },
    [APPLICATIONS]: { body: { items: ['supplier-portal', 'billing-service'] } },
    [DAYS]: (request) => ({ body: dayCounts(request.body as { from: string; to: string }) }),
    [COMPANIES]: {
      body: {
        items: [
          { companyId: 1, tenantId: 1001, companyName: 'Acme Fresh Foods', uiCompanyType: 'SUPPLIER' },
          {
            companyId: 2,
            tenantId: 1002,
            companyName: 'Brightside Media Partners',
            uiCompanyType: 'THIRD_PARTY_AGENCY',
          },
        ].map((row) => ({ ...row, status: 'ACTIVE', adminEmail: 'someone@example.com' })),
        total: 2,
        page: 0,
        size: 500,
      },
    },
  };
}

/**
 * Renders the page (or a link to it) for a user over the mocked API, on 30 November 2026. `bare` renders the page
 * alone, outside the app's route guard (which sends a super admin without a company to the company list).
 */
export function setUp(
  user: UserDetails,
  answers: Record<string, MockHandler> = {},
  path = PATH,
  { bare = false }: { bare?: boolean } = {},
) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const fetchMock = mockApi({ ...logRoutes(user), ...answers });
  const routes = bare ? [{ path: PATH, element: createElement(ActivityLogPage) }] : undefined;
  return { fetchMock, ...renderRoutes(path, { routes }) };
}
