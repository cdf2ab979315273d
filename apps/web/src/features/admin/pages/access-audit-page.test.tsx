import { screen, waitFor, within } from '@testing-library/react';
import type { AccessAudit, AccessAuditUser } from '@portal/contract/access-audit';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 5_000 };
const COMPANY_ID = 7;
const BASE = `/api/companies/${COMPANY_ID}/access-audit`;
const TENANT = { id: 1001, name: 'Acme Fresh Foods', type: 'SUPPLIER' } as const;
const LIST_USERS = { action: 'LIST', resource: 'USER' } as const;
const UPDATE_USERS = { action: 'UPDATE', resource: 'USER' } as const;
const admin = userDetails({
  login_id: 'admin',
  company_id: COMPANY_ID,
  tenant: TENANT,
  authz: { group: 'Admin', permissions: [LIST_USERS, UPDATE_USERS] },
});
const spectator = superAdmin({
  login_id: 'spectator',
  acting_tenant: TENANT,
  acting_company_id: COMPANY_ID,
  authz: { group: 'Super Admin Spectator', permissions: [LIST_USERS] },
});

const AUDIT: AccessAudit = {
  companyId: COMPANY_ID,
  cycle: 1,
  dueAt: '2026-12-12T09:00:00.000Z',
  state: 'PENDING',
  daysLeft: 20,
  bannerShown: true,
  lockedAt: null,
  lastConfirmedAt: null,
  lastConfirmedBy: null,
  decidedCount: 0,
  userCount: 2,
};
const JAMIE: AccessAuditUser = {
  loginId: 'user',
  firstName: 'Jamie',
  lastName: 'Cooper',
  email: 'jamie.cooper@acmefresh.example',
  group: 'Regular User',
  lastSignInAt: '2026-11-20T10:00:00.000Z',
  recommendation: 'KEEP',
  decision: null,
  decidedBy: null,
  decidedAt: null,
};
const TAYLOR: AccessAuditUser = {
  ...JAMIE,
  loginId: 'noaccess',
  firstName: 'Taylor',
  lastName: 'Brooks',
  lastSignInAt: null,
  recommendation: 'REMOVE',
};
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 0, size: 10 });

function setUp(user: UserDetails, routes: Record<string, MockHandler> = {}, path = '/admin/accessAudit') {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [`GET ${BASE}`]: { body: AUDIT },
    [`GET ${BASE}/users`]: { body: page([JAMIE, TAYLOR]) },
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}

describe('/admin/accessAudit', () => {
  it('an admin sees the due date, decides per user, previews, acknowledges all three and confirms', async () => {
    stubScreenWidth(1280);
    let decided: unknown = null;
    let confirmed: unknown = null;
    const { user, fetchMock } = setUp(admin, {
      [`PUT ${BASE}/users/noaccess`]: ({ body }) => {
        decided = body;
        return { body: { ...TAYLOR, decision: 'REMOVE', decidedBy: 'admin', decidedAt: '2026-11-22T00:00:00.000Z' } };
      },
      [`GET ${BASE}/preview`]: {
        body: {
          dueAt: AUDIT.dueAt,
          loseAccessAtDeadline: { total: 1, users: [{ loginId: 'user', name: 'Jamie Cooper', products: ['X'] }] },
          removedOnConfirm: { total: 1, users: [{ loginId: 'noaccess', name: 'Taylor Brooks', products: [] }] },
        },
      },
      [`POST ${BASE}/confirm`]: ({ body }) => {
        confirmed = body;
        return {
          body: {
            audit: { ...AUDIT, cycle: 2, dueAt: '2027-11-22T00:00:00.000Z', daysLeft: 365, bannerShown: false },
            removed: ['noaccess'],
            restored: [],
          },
        };
      },
    });
    expect(await screen.findByRole('cell', { name: 'Taylor Brooks' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User access audit' })).toBeInTheDocument();
    expect(screen.getByTestId('access-audit-banner')).toHaveTextContent('12-12-2026');
    expect(Object.fromEntries(callsTo(fetchMock, `GET ${BASE}/users`).at(-1)!.url.searchParams)).toMatchObject({
      sortBy: 'name',
      sortOrder: 'asc',
    });
    const taylor = screen.getByRole('cell', { name: 'Taylor Brooks' }).closest('tr')!;
    expect(taylor).toHaveTextContent(/Never.*Remove \(no sign-in in 90 days\)/);

    const decision = within(taylor).getByRole('radiogroup', { name: 'Decision for Taylor Brooks' });
    await user.click(within(decision).getByRole('radio', { name: 'Remove' }));
    await waitFor(() => expect(decided).toEqual({ decision: 'REMOVE' }));

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const status = await within(screen.getByRole('region', { name: 'What happens next' })).findByRole('status');
    expect(status).toHaveTextContent(
      'If the audit is not confirmed by 12-12-2026, 1 users lose access to their products.Jamie CooperConfirming removes 1 users.Taylor Brooks',
    );

    const confirm = screen.getByRole('button', { name: 'Confirm audit' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have reviewed the user list' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have made the modifications' }));
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have verified all users' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Audit confirmed. The next one is due on 22-11-2027.')).toBeInTheDocument();
    expect(confirmed).toEqual({
      acknowledgements: { reviewedUserList: true, madeModifications: true, verifiedAllUsers: true },
    });
  });

  it('locked out: the stronger banner; the spectator reads but cannot decide or confirm (320 px)', async () => {
    stubScreenWidth(320);
    setUp(spectator, { [`GET ${BASE}`]: { body: { ...AUDIT, state: 'LOCKED', daysLeft: -1 } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'User access audit' }, FIRST_PAINT)).toBeVisible();
    expect(await screen.findByTestId('access-audit-banner')).toHaveTextContent(/have lost access to their products/);
    expect(screen.getByText('You can view this audit but not change it.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I have verified all users' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm audit' })).toBeDisabled();
  });

  it('says when the audit cannot be loaded, with a retry', async () => {
    stubScreenWidth(1280);
    setUp(admin, { [`GET ${BASE}`]: { status: 500, body: { status: 500, code: 'internal', message: 'x' } } });
    expect(await screen.findByText('The audit could not be loaded.', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the banner on /admin with the date and a link to the audit, and its tile', async () => {
    stubScreenWidth(1280);
    setUp(admin, {}, '/admin');
    const banner = await screen.findByTestId('access-audit-banner', {}, FIRST_PAINT);
    expect(banner).toHaveTextContent('due on 12-12-2026');
    expect(within(banner).getByRole('link', { name: 'Open the audit' })).toHaveAttribute('href', '/admin/accessAudit');
    expect(screen.getByRole('heading', { level: 2, name: 'User access audit' })).toBeInTheDocument();
  });
});
