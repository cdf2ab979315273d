/** The support pages rendered over a mocked API, shared by their tests. */
import type { UserDetails } from '@portal/contract/identity';
import type { CategoriesResponse, DeskIncident, IncidentDetailResponse, IncidentRow } from '@portal/contract/support';
import { SUPPORT_PHONE } from '@portal/contract/support';
import { marketInfo } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

/** The first paint of a lazily loaded page waits for several answers; on a busy machine that exceeds 1 s. */
export const FIRST_PAINT = { timeout: 5_000 };

export const CATEGORIES_PATH = 'GET /api/support/categories';
export const CREATE_PATH = 'POST /api/incidents';
export const INCIDENTS_PATH = 'GET /api/osc/user/incidents';
export const CONTACT_PATH = 'POST /api/lcs/contact-us';

export function categories(overrides: Partial<CategoriesResponse> = {}): CategoriesResponse {
  return {
    market: 'US',
    accountTypes: [
      { id: 25, title: 'Supplier' },
      { id: 23, title: 'Associate' },
    ],
    supportTypes: [
      {
        id: 1463,
        title: 'Request access',
        issues: [{ id: 2047, title: 'Access to data', issueTypes: [] }],
      },
      {
        id: 1465,
        title: 'Basic vendor support',
        issues: [{ id: 1805, title: 'Basic vendor question', issueTypes: [] }],
      },
      {
        id: 1466,
        title: 'Shopper Behavior',
        issues: [
          {
            id: 3001,
            title: 'Report does not load',
            issueTypes: [
              {
                id: 4001,
                title: 'Timeout',
                subIssueTypes: [
                  { id: 5001, title: 'Large date range' },
                  { id: 5002, title: 'Every report' },
                ],
              },
              { id: 4002, title: 'Blank page', subIssueTypes: [] },
            ],
          },
          { id: 3002, title: 'Numbers look wrong', issueTypes: [] },
        ],
      },
      { id: 1471, title: 'Technical issue', issues: [] },
    ],
    ...overrides,
  };
}

export function incidentRow(overrides: Partial<IncidentRow> = {}): IncidentRow {
  return {
    incidentId: '261122-000001',
    subject: 'Shopper Behavior report does not load for the last quarter of sales data',
    statusInfo: 'NEW',
    createdOn: '2026-11-22T09:00:00.000Z',
    lastUpdatedOn: '2026-11-23T10:30:00.000Z',
    ...overrides,
  };
}

export function incidentDetail(overrides: Partial<IncidentDetailResponse> = {}): IncidentDetailResponse {
  return {
    ...incidentRow(),
    oscType: 'GENERAL',
    accountType: { id: 25, title: 'Supplier' },
    supportType: { id: 1466, title: 'Shopper Behavior' },
    issue: { id: 3001, title: 'Report does not load' },
    issueType: null,
    subIssueType: null,
    firstName: 'Dana',
    lastName: 'Whitfield',
    primaryContactEmail: 'dana.whitfield@example.com',
    companyName: 'Northwind Foods',
    callBackNumber: null,
    situationDescription: 'Shopper Behavior report does not load for the last quarter of sales data\nIt spins forever.',
    onBehalfOfAnother: false,
    market: 'US',
    attachment: { id: 'att-1', fileName: 'screenshot.png', originalName: null, contentType: 'image/png', size: 2048 },
    threads: [
      {
        id: 't-2',
        text: 'Thanks, we are looking into it.',
        authorKind: 'agent',
        authorName: 'Avery (Support)',
        internal: false,
        createdOn: '2026-11-23T10:30:00.000Z',
      },
      {
        id: 't-1',
        text: 'It happens every morning.',
        authorKind: 'requester',
        authorName: 'Dana Whitfield',
        internal: false,
        createdOn: '2026-11-22T09:05:00.000Z',
      },
    ],
    canClose: true,
    canReopen: false,
    canComment: true,
    ...overrides,
  };
}

export function deskIncident(overrides: Partial<DeskIncident> = {}): DeskIncident {
  return {
    ...incidentDetail(),
    queueId: 201,
    productId: 133,
    callerId: 23,
    entryType: 3,
    requesterLoginId: 'user',
    ...overrides,
  };
}

export const contactInfo = {
  phone: SUPPORT_PHONE,
  email: 'support@portal.example.com',
  hours: 'Monday to Friday, 8 a.m. to 6 p.m. Central',
  reasons: [
    { id: 1, title: 'Account and access' },
    { id: 2, title: 'Product question' },
  ],
};

/** Renders a support path for a user (null: signed out) with the answers given. */
export function setUpSupport(path: string, user: UserDetails | null, routes: Record<string, MockHandler> = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': user ? { body: user } : signedOut,
    [CATEGORIES_PATH]: { body: categories() },
    'GET /api/lcs/contact-info': { body: contactInfo },
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}
