import { screen, waitFor, within } from '@testing-library/react';
import type { Announcement, AnnouncementPage } from '@portal/contract/announcements';
import type { UserDetails } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

const FIRST_PAINT = { timeout: 5_000 };
const LIST = 'GET /api/announcements';

const ADMIN_PERMISSIONS = [
  { action: 'SWITCH', resource: 'COMPANY' },
  { action: 'LIST', resource: 'ANNOUNCEMENT' },
  { action: 'UPDATE', resource: 'ANNOUNCEMENT' },
] as const;
const admin = superAdmin({ authz: { group: 'Super Admin', permissions: [...ADMIN_PERMISSIONS] } });
const spectator = superAdmin({
  login_id: 'spectator',
  authz: { group: 'Super Admin Spectator', permissions: [{ action: 'LIST', resource: 'ANNOUNCEMENT' }] },
});

function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 5,
    market: 'US',
    severity: 'info',
    textEnUs: 'Maintenance tonight',
    textEsMx: 'Mantenimiento esta noche',
    textFrCa: null,
    startsAt: '2026-11-22T15:00:00.000Z',
    endsAt: '2026-11-23T15:00:00.000Z',
    companyTypes: ['SUPPLIER'],
    status: 'active',
    createdBy: 'superadmin',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    retiredAt: null,
    ...overrides,
  };
}

const page = (items: Announcement[]): AnnouncementPage => ({ items, total: items.length, page: 0, size: 10 });

function setUp(path: string, user: UserDetails, routes: Record<string, MockHandler> = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    'POST /api/analytics/events': { status: 204 },
    [LIST]: { body: page([announcement()]) },
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}

describe('/announcements', () => {
  it('is refused to users without LIST ANNOUNCEMENT', async () => {
    const { router, fetchMock } = setUp('/announcements', userDetails());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'), FIRST_PAINT);
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it("lists the market's announcements in the admin table, with the schedule in the user's zone", async () => {
    const { fetchMock } = setUp('/announcements', admin);
    const table = await screen.findByRole('table', { name: 'Announcements of the market' }, FIRST_PAINT);
    await within(table).findByText('Maintenance tonight');
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByText(/users of the US market/)).toBeInTheDocument();
    const [, row] = within(table).getAllByRole('row');
    // 15:00 UTC is 09:00 in the user's America/Chicago.
    expect(row).toHaveTextContent(
      /Maintenance tonight.*Showing.*22-11-2026, 09:00 AM.*Suppliers.*Information.*Spanish/,
    );
    expect(Object.fromEntries(callsTo(fetchMock, LIST).at(-1)!.url.searchParams)).toEqual({
      page: '0',
      size: '10',
      sortBy: 'startsAt',
      sortOrder: 'desc',
    });
  });

  it('says what to do next when there are none: write one', async () => {
    setUp('/announcements', admin, { [LIST]: { body: page([]) } });
    expect(await screen.findByTestId('admin-table-empty', {}, FIRST_PAINT)).toHaveTextContent(
      'No announcements yet. Choose New announcement',
    );
  });

  it('tells the spectator who writes announcements when there are none', async () => {
    setUp('/announcements', spectator, { [LIST]: { body: page([]) } });
    expect(await screen.findByTestId('admin-table-empty', {}, FIRST_PAINT)).toHaveTextContent(
      'No announcements yet. A super admin can write one.',
    );
  });

  it('filters by status through the URL and the server', async () => {
    const { fetchMock, user, router } = setUp('/announcements', admin);
    await screen.findByRole('table', {}, FIRST_PAINT);
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await waitFor(() => expect(router.state.location.search).toBe('?status=scheduled'));
    await waitFor(() => expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('status')).toBe('scheduled'));
  });

  it('creates an announcement: English required, end after start, the schedule sent as instants', async () => {
    const created = announcement({ id: 6 });
    const { fetchMock, user } = setUp('/announcements', admin, {
      'POST /api/announcements': { status: 201, body: created },
    });
    await user.click(await screen.findByRole('button', { name: 'New announcement' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    expect(within(dialog).getByText('Market: US')).toBeInTheDocument();

    const start = within(dialog).getByLabelText(/^Starts/);
    const end = within(dialog).getByLabelText(/^Ends/);
    await user.clear(start);
    await user.type(start, '2026-12-01T08:00');
    await user.clear(end);
    await user.type(end, '2026-12-01T07:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the message in English.')).toBeInTheDocument();
    expect(within(dialog).getByText('The end must be after the start.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/announcements')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Message in English/), 'Inventory reports are late');
    await user.type(within(dialog).getByLabelText(/^Message in French/), 'Les rapports sont en retard');
    await user.clear(end);
    await user.type(end, '2026-12-02T08:00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Third-party agencies' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Accounts' }));
    await user.selectOptions(within(dialog).getByLabelText('Severity'), 'warning');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/announcements')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/announcements')[0]!.body).toEqual({
      severity: 'warning',
      textEnUs: 'Inventory reports are late',
      textEsMx: null,
      textFrCa: 'Les rapports sont en retard',
      // 08:00 in America/Chicago (UTC-6 in December).
      startsAt: '2026-12-01T14:00:00.000Z',
      endsAt: '2026-12-02T14:00:00.000Z',
      companyTypes: ['THIRD_PARTY_AGENCY', 'ACCOUNT'],
    });
    expect(await screen.findByText('The announcement was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits an announcement with its values filled in, and retires one after confirming', async () => {
    const { fetchMock, user } = setUp('/announcements', admin, {
      'PUT /api/announcements/5': { body: announcement({ textEnUs: 'Changed' }) },
      'POST /api/announcements/5/retire': { body: announcement({ status: 'retired' }) },
    });
    await user.click(await screen.findByRole('button', { name: /^Actions for Maintenance tonight/ }, FIRST_PAINT));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit announcement' });
    expect(within(dialog).getByLabelText(/^Message in Spanish/)).toHaveValue('Mantenimiento esta noche');
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveValue('2026-11-22T09:00');
    expect(within(dialog).getByRole('checkbox', { name: 'Suppliers' })).toBeChecked();
    const english = within(dialog).getByLabelText(/^Message in English/);
    await user.clear(english);
    await user.type(english, 'Changed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/announcements/5')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/announcements/5')[0]!.body).toMatchObject({
      textEnUs: 'Changed',
      startsAt: '2026-11-22T15:00:00.000Z',
      companyTypes: ['SUPPLIER'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /^Actions for Maintenance tonight/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Retire' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retire this announcement?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/announcements/5/retire')).toHaveLength(1));
    expect(await screen.findByText('The announcement was retired.')).toBeInTheDocument();
  });

  it('lets the view-only spectator read, with every change disabled', async () => {
    const { user } = setUp('/announcements', spectator);
    await screen.findByText('Maintenance tonight', {}, FIRST_PAINT);
    expect(screen.getByText(/This account is view-only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New announcement' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Actions for Maintenance tonight/ }));
    for (const name of ['Edit', 'Retire'])
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the admin error overlay with a retry when the list cannot be read', async () => {
    setUp('/announcements', admin, {
      [LIST]: { status: 500, body: { status: 500, code: 'internal', message: 'x' } },
    });
    expect(await screen.findByText('Something went wrong...!', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
