import { act, render, screen } from '@testing-library/react';
import { LOGOUT_DELAY_MS } from '@portal/contract/constants';
import { createMemoryRouter, RouterProvider } from '@/lib/router/router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { analytics } from '@/lib/analytics';
import { browserLocation } from '@/lib/browser-location';
import { DATA_DICTIONARY_CACHE_KEY } from '@/lib/storage';
import { userDetails } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { createTestQueryClient } from '@/testing/render-app';
import { userContextQueryKey } from '@/lib/get-user-context';
import { LogoutPage } from './logout-page';

describe('/logout', () => {
  it('tracks the click, flushes tracking, then after 1500 ms ends the session with POST /api/logout and goes to /', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({ 'POST /api/analytics/events': { status: 204 }, 'POST /api/logout': { status: 204 } });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userContextQueryKey, userDetails());
    analytics.setSignedIn(true);
    analytics.track('tile_click');
    localStorage.setItem(DATA_DICTIONARY_CACHE_KEY, '{}');

    const router = createMemoryRouter([{ path: '/logout', element: <LogoutPage /> }], {
      initialEntries: ['/logout'],
    });
    render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Signing you out…' })).toBeInTheDocument();
    // Flushed at once, with the logout click in the batch, before any navigation.
    const [batch] = callsTo(fetchMock, 'POST /api/analytics/events');
    expect(batch?.body).toMatchObject({ events: [{ name: 'tile_click' }, { name: 'logout_click' }] });
    expect(assign).not.toHaveBeenCalled();
    // What the user looked up in the data dictionary does not outlive the session in this browser.
    expect(localStorage.getItem(DATA_DICTIONARY_CACHE_KEY)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1));
    expect(assign).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST /api/logout')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const [signOut] = callsTo(fetchMock, 'POST /api/logout');
    expect(signOut?.headers.get('x-requested-with')).toBe('portal');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
    expect(callsTo(fetchMock, 'POST /api/analytics/events')).toHaveLength(1);
  });

  it('goes to / even when signing out fails', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({ 'POST /api/analytics/events': { status: 204 }, 'POST /api/logout': { status: 500 } });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userContextQueryKey, null);
    const router = createMemoryRouter([{ path: '/logout', element: <LogoutPage /> }], { initialEntries: ['/logout'] });
    render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS));
    expect(callsTo(fetchMock, 'POST /api/logout')).toHaveLength(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/');
  });
});
