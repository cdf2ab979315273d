import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from '@/lib/router/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, signedOut } from '@/testing/mock-api';
import { marketInfo } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render-app';

describe('not-found page', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/market': { body: marketInfo('US') }, 'GET /api/v1/identity/user-context': signedOut });
  });

  it('is what an unknown path shows, with the exact texts and a way home', async () => {
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page…' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are trying to access does not exist or the link you clicked is broken.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Supplier Insights Portal'));
  });

  it('takes the user home', async () => {
    const { user, router } = renderRoutes('/no/such/page');
    await user.click(await screen.findByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Retail insights for suppliers/ })).toBeInTheDocument();
  });

  it('matches paths case-sensitively, as the route guard does', async () => {
    renderRoutes('/noaccess');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page…' })).toBeInTheDocument();
  });
});

describe('error boundary', () => {
  function Broken(): never {
    throw new Error('render failed');
  }
  const routes: RouteObject[] = [{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }];

  it("shows 'Something went wrong' with a 'Refresh page' button that reloads", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    const { user } = renderRoutes('/', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Refresh this page to try again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
