/** The outbox pages rendered over a mocked API, shared by their tests. */
import type { UserDetails } from '@portal/contract/identity';
import type { OutboxMessage, OutboxPage, OutboxRow } from '@portal/contract/outbox';
import { marketInfo, superAdmin } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

/** The first paint of a lazily loaded page waits for several answers; on a busy machine that exceeds 1 s. */
export const FIRST_PAINT = { timeout: 5_000 };

export const LIST_PATH = 'GET /api/outbox/messages';
export const messagePath = (id: number) => `GET /api/outbox/messages/${id}`;

/** The Super Admin, who holds LIST OUTBOX, before choosing a company: the outbox belongs to no company. */
export const outboxReader = superAdmin({
  acting_tenant: null,
  authz: {
    group: 'Super Admin',
    permissions: [
      { action: 'SWITCH', resource: 'COMPANY' },
      { action: 'LIST', resource: 'OUTBOX' },
    ],
  },
});

export function outboxRow(overrides: Partial<OutboxRow> = {}): OutboxRow {
  return {
    id: 42,
    to: 'grace.holloway@summithg.example',
    subject: 'Access request for Summit Household Goods',
    template: 'access-request',
    locale: 'en-US',
    status: 'stored',
    createdAt: '2026-11-22T15:00:00.000Z',
    sentAt: '2026-11-22T15:00:05.000Z',
    ...overrides,
  };
}

export function outboxPage(items: OutboxRow[], overrides: Partial<OutboxPage> = {}): OutboxPage {
  return { items, total: items.length, page: 0, size: 25, ...overrides };
}

export function outboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    ...outboxRow(),
    text: 'Hello Grace,\n\nJamie Cooper asks for access.\n<b>Products:</b> Shopper Behavior',
    companyName: 'Summit Household Goods',
    lastError: null,
    ...overrides,
  };
}

/** Renders an outbox path for a user (null: signed out) with the answers given. */
export function setUpOutbox(path: string, user: UserDetails | null, routes: Record<string, MockHandler> = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': user ? { body: user } : signedOut,
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}
