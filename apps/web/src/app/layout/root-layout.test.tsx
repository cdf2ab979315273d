import { act, screen, waitFor } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '@/lib/analytics';
import { marketInfo, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

function setUp(user: MockHandler) {
  return mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': user,
    'GET /api/analyticsReports': { body: { locale: 'en-US', articles: [] } },
    'POST /api/analytics/events': { status: 204 },
  });
}

const pageViews = (track: { mock: { calls: Parameters<typeof analytics.track>[] } }) =>
  track.mock.calls.filter(([name]) => name === ANALYTICS_EVENTS.pageView).map(([, properties]) => properties);

describe('every page', () => {
  afterEach(() => {
    // Back to the document's own visibilityState getter.
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('records a page view of a signed-in user on every route change, once per path', async () => {
    setUp({ body: userDetails() });
    const track = vi.spyOn(analytics, 'track');
    const { router } = renderRoutes('/');
    await screen.findByRole('link', { name: 'Go to your apps' });
    await waitFor(() => expect(pageViews(track)).toEqual([{ path: '/' }]));

    await act(() => router.navigate('/articles/insights?from=landing'));
    await screen.findByRole('heading', { level: 1, name: 'Latest insights' });
    await act(() => router.navigate('/articles/insights?from=elsewhere'));
    expect(pageViews(track)).toEqual([{ path: '/' }, { path: '/articles/insights' }]);
  });

  it('records no page views for a visitor who is not signed in', async () => {
    setUp(signedOut);
    const track = vi.spyOn(analytics, 'track');
    const { router } = renderRoutes('/');
    await screen.findByRole('heading', { level: 1, name: /Retail insights for suppliers/ });
    await act(() => router.navigate('/articles/insights'));
    await screen.findByRole('heading', { level: 1, name: 'Latest insights' });
    expect(pageViews(track)).toEqual([]);
  });

  it('sends what the tracker holds, with keepalive, when the page becomes hidden', async () => {
    const fetchMock = setUp({ body: userDetails() });
    renderRoutes('/');
    await screen.findByRole('link', { name: 'Go to your apps' });
    analytics.track('tile_click', { product: 'SHOPPER_BEHAVIOR' });
    expect(callsTo(fetchMock, 'POST /api/analytics/events')).toHaveLength(0);

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));

    const [batch] = callsTo(fetchMock, 'POST /api/analytics/events');
    expect(batch?.init.keepalive).toBe(true);
    expect((batch?.body as { events: { name: string }[] }).events.map((e) => e.name)).toEqual([
      ANALYTICS_EVENTS.pageView,
      'tile_click',
    ]);
  });

  it('reads the feature flags once per page load', async () => {
    const fetchMock = setUp({ body: userDetails() });
    const { router } = renderRoutes('/');
    await screen.findByRole('link', { name: 'Go to your apps' });
    await act(() => router.navigate('/articles/insights'));
    await screen.findByRole('heading', { level: 1, name: 'Latest insights' });
    expect(callsTo(fetchMock, 'GET /api/v1/feature-flags')).toHaveLength(1);
  });
});
