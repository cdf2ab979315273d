import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from '@/lib/router/router';
import { createMemoryRouter, RouterProvider } from '@/lib/router/router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/** Renders routes (the app's by default) at a path, inside the app's providers. */
export function renderRoutes(path: string, options: { routes?: RouteObject[]; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  // No pause between keystrokes (a test waits for states, not times); where a pause is asked for, under fake
  // timers it moves the fake clock instead of waiting on it.
  const user = userEvent.setup({
    delay: null,
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, user };
}

/**
 * Fake timers for a test whose subject is a debounce or a delay: they still move with real time (so findBy… and
 * waitFor keep polling), and `elapse` moves them on at once. Call before rendering; afterEach restores real timers.
 */
export function installFakeClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** Moves fake timers on by `ms`, running what falls due and letting React render it. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
