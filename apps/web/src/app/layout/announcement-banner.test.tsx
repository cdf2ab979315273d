import { screen, waitFor, within } from '@testing-library/react';
import type { BannerItem } from '@portal/contract/announcements';
import { describe, expect, it } from 'vitest';
import { marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

// The announcements are a lazy chunk, compiled on first use here: on a loaded machine that outlasts 5 s. A budget
// against a hang, not a timing.
const FIRST_PAINT = { timeout: 15_000 };

function item(overrides: Partial<BannerItem> = {}): BannerItem {
  return {
    id: 7,
    severity: 'info',
    text: 'Maintenance tonight from 22:00',
    locale: 'en-US',
    fallback: false,
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...overrides,
  };
}

function setUp(user: MockHandler, banner: MockHandler, dismiss: MockHandler = { body: {} }) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': user,
    'GET /api/analyticsReports': { body: { locale: 'en-US', articles: [] } },
    'POST /api/analytics/events': { status: 204 },
    'GET /api/banner': banner,
    'POST /api/banner/7/dismiss': dismiss,
  });
  return { fetchMock, ...renderRoutes('/') };
}

describe('the announcement banner', () => {
  it('shows the active announcements under the header, each in a named region, warnings and all', async () => {
    const { fetchMock } = setUp(
      { body: userDetails() },
      { body: { announcements: [item({ id: 8, severity: 'warning', text: 'Reports are late' }), item()] } },
    );
    const region = await screen.findByRole('region', { name: 'Announcements' }, FIRST_PAINT);
    const items = within(region).getAllByRole('status');
    expect(items.map((el) => el.textContent)).toEqual([
      'Warning: Reports are late',
      'Information: Maintenance tonight from 22:00',
    ]);
    expect(within(region).getAllByRole('button', { name: 'Dismiss this announcement' })).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET /api/banner')[0]!.url.searchParams.get('locale')).toBe('en-US');
  });

  it('leaves out one that has ended since the server answered', async () => {
    setUp(
      { body: userDetails() },
      {
        body: {
          announcements: [item({ id: 9, text: 'Over', endsAt: new Date(Date.now() - 1).toISOString() }), item()],
        },
      },
    );
    await screen.findByText('Maintenance tonight from 22:00', {}, FIRST_PAINT);
    expect(screen.queryByText('Over')).not.toBeInTheDocument();
  });

  it('marks an English fallback as English, visibly and for screen readers', async () => {
    setUp({ body: userDetails() }, { body: { announcements: [item({ fallback: true })] } });
    const text = await screen.findByText('Maintenance tonight from 22:00', {}, FIRST_PAINT);
    expect(text).toHaveAttribute('lang', 'en-US');
    expect(screen.getByText('In English')).toBeInTheDocument();
  });

  it('dismisses one on the server, takes it away at once and moves focus on to the page', async () => {
    const { fetchMock, user } = setUp(
      { body: userDetails() },
      { body: { announcements: [item()] } },
      { body: { announcementId: 7, dismissedAt: '2026-11-22T09:00:00.000Z' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Dismiss this announcement' }, FIRST_PAINT));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/banner/7/dismiss')).toHaveLength(1);
    expect(document.activeElement).toHaveAttribute('id', 'main-content');
  });

  it('says so when a dismissal fails, and keeps the announcement', async () => {
    const { user } = setUp(
      { body: userDetails() },
      { body: { announcements: [item()] } },
      { status: 500, body: { status: 500, code: 'internal', message: 'Something went wrong' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Dismiss this announcement' }, FIRST_PAINT));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be dismissed');
    expect(screen.getByText('Maintenance tonight from 22:00')).toBeInTheDocument();
  });

  it('offers the view-only spectator no dismiss button', async () => {
    setUp(
      { body: superAdmin({ authz: { group: 'Super Admin Spectator', permissions: [] } }) },
      { body: { announcements: [item()] } },
    );
    await screen.findByText('Maintenance tonight from 22:00', {}, FIRST_PAINT);
    expect(screen.queryByRole('button', { name: 'Dismiss this announcement' })).not.toBeInTheDocument();
  });

  it('is not asked for signed out, and shows nothing when it cannot be read', async () => {
    const signedOutRun = setUp(signedOut, { body: { announcements: [item()] } });
    await screen.findByRole('heading', { level: 1 }, FIRST_PAINT);
    expect(callsTo(signedOutRun.fetchMock, 'GET /api/banner')).toHaveLength(0);
    signedOutRun.unmount();

    const failing = setUp(
      { body: userDetails() },
      { status: 500, body: { status: 500, code: 'internal', message: 'x' } },
    );
    await waitFor(() => expect(callsTo(failing.fetchMock, 'GET /api/banner')).toHaveLength(1), FIRST_PAINT);
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
