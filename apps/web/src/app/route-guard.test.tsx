import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from '@/lib/router/router';
import { Outlet, useLocation } from '@/lib/router/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { basicUser, marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { RouteGuard } from './route-guard';

function Where({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p>
      {label} at {location.pathname}
    </p>
  );
}

/** Every path renders 'page at <path>' when the guard allows it. */
const routes: RouteObject[] = [
  {
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    children: [{ path: '*', element: <Where label="page" /> }],
  },
];

function setUp(user: MockHandler, market = marketInfo('US')) {
  return mockApi({ 'GET /api/market': { body: market }, 'GET /api/v1/identity/user-context': user });
}

describe('route guard', () => {
  let replace: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  });

  it('sends a signed-out visitor of a private route to the server sign-in with the last URL', async () => {
    setUp(signedOut);
    renderRoutes('/admin/userList?page=2', { routes });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/api/login?lastUrl=%2Fadmin%2FuserList%3Fpage%3D2'));
    expect(screen.getByRole('heading', { level: 1, name: 'Redirecting to sign-in…' })).toBeInTheDocument();
    expect(screen.queryByText(/page at/)).not.toBeInTheDocument();
  });

  it('asks for the user context without the 401 redirect', async () => {
    const fetchMock = setUp(signedOut);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderRoutes('/apps', { routes });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/api/login?lastUrl=%2Fapps'));
    expect(assign).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/identity/user-context?permissions=true', expect.anything());
  });

  it('lets a signed-out visitor see public pages', async () => {
    setUp(signedOut);
    renderRoutes('/noAccess', { routes });
    expect(await screen.findByText('page at /noAccess')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a super admin without a company context to /companyList', async () => {
    setUp({ body: superAdmin() });
    const { router } = renderRoutes('/admin', { routes });
    expect(await screen.findByText('page at /companyList')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/companyList');
  });

  it('lets a super admin with a company context through', async () => {
    setUp({ body: superAdmin({ acting_tenant: { id: 1001, name: 'Northwind Foods', type: 'SUPPLIER' } }) });
    renderRoutes('/admin', { routes });
    expect(await screen.findByText('page at /admin')).toBeInTheDocument();
  });

  it('sends a basic user on a path outside their allow-list to /noAccess', async () => {
    setUp({ body: basicUser() });
    renderRoutes('/admin/domainsList', { routes });
    expect(await screen.findByText('page at /noAccess')).toBeInTheDocument();
  });

  it('lets a basic user open the paths on their allow-list', async () => {
    setUp({ body: basicUser() });
    renderRoutes('/dataDictionary', { routes });
    expect(await screen.findByText('page at /dataDictionary')).toBeInTheDocument();
  });

  it('allows a signed-in user on a private route', async () => {
    setUp({ body: userDetails() });
    renderRoutes('/admin/domainsList', { routes });
    expect(await screen.findByText('page at /admin/domainsList')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows the not-found page for a route hidden in this market', async () => {
    setUp(signedOut, marketInfo('MX'));
    renderRoutes('/terms', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page…' })).toBeInTheDocument();
    expect(screen.queryByText(/page at/)).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of a private support route to ticket creation', async () => {
    setUp(signedOut);
    renderRoutes('/support/trackTicket', { routes });
    expect(await screen.findByText('page at /support/ticketCreation')).toBeInTheDocument();
  });

  it('shows the error view when it cannot learn who is signed in on a private route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp({ status: 500, body: { status: 500, code: 'server.internal', message: 'Internal error' } });
    renderRoutes('/admin', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
