/** /apps as whoever manages access sees it: a company admin, a super admin acting for a company, the spectator. */
import { screen, within } from '@testing-library/react';
import { PERMISSIONS } from '@portal/contract/permissions-core';
import { describe, expect, it } from 'vitest';
import { productTile, spectator, superAdmin, userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { ADMINISTRATORS_PATH, setUpApps as setUp, tile } from './apps-page.fixtures';

const companyAdmin = () =>
  userDetails({ login_id: 'admin', authz: { group: 'Admin', permissions: [PERMISSIONS.listUsers] } });
const NO_ACCESS = [
  productTile('REPORT_BUILDER', { accessStatus: null }),
  productTile('SHOPPER_BEHAVIOR', { accessStatus: null }),
];
const SOME_ACCESS = [productTile('SHOPPER_BEHAVIOR'), productTile('REPORT_BUILDER', { accessStatus: null })];

describe('/apps for whoever grants access', () => {
  it('never tells a company admin to speak to their administrator: under the tiles, a way to user management', async () => {
    const { fetchMock } = setUp({ user: companyAdmin(), tiles: SOME_ACCESS });
    await screen.findByRole('article', { name: 'Shopper Behavior' });
    expect(screen.queryByText(/Speak to your administrator/)).not.toBeInTheDocument();
    expect(screen.getByText(/You decide who uses each product/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to user management' })).toHaveAttribute('href', '/admin/userList');
    expect(callsTo(fetchMock, ADMINISTRATORS_PATH)).toHaveLength(0);
  });

  it('tells a company admin without any access to give it in user management, not whom to ask', async () => {
    const { fetchMock } = setUp({ user: companyAdmin(), tiles: NO_ACCESS });
    const notice = await screen.findByRole('region', { name: 'You don’t have access to any products yet' });
    expect(notice).toHaveTextContent('You manage your company’s users');
    expect(within(notice).getByRole('link', { name: 'Go to user management' })).toHaveAttribute(
      'href',
      '/admin/userList',
    );
    expect(notice).not.toHaveTextContent(/Speak to your administrator|Retail Link administrator/);
    expect(screen.queryByRole('link', { name: 'Request access' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, ADMINISTRATORS_PATH)).toHaveLength(0);
  });

  it("shows a super admin acting for a company the admin's view: launchable tiles, user management, no 'Request access'", async () => {
    setUp({ user: superAdmin({ acting_tenant: userDetails().tenant }), tiles: SOME_ACCESS });
    const shopper = await screen.findByRole('article', { name: 'Shopper Behavior' });
    expect(within(shopper).getByRole('button', { name: 'Launch App' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Go to user management' })).toBeVisible();
    expect(screen.queryByText(/Speak to your administrator/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request access' })).not.toBeInTheDocument();
    expect(screen.queryByText(/has no administrator in the portal/)).not.toBeInTheDocument();
  });

  it('says why every tile is without access when the company acted for has no administrator', async () => {
    setUp({
      user: superAdmin({ acting_tenant: userDetails().tenant }),
      tiles: NO_ACCESS,
      administrators: { body: { administrators: [] } },
    });
    expect(
      await screen.findByText(
        'Northwind Foods has no administrator in the portal yet, so you see its products as a user without access does.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Request access' })).not.toBeInTheDocument();
  });

  it("lets the spectator see what launches, with every change off and no live 'Request access'", async () => {
    setUp({ user: spectator(), tiles: SOME_ACCESS });
    const shopper = await screen.findByRole('article', { name: 'Shopper Behavior' });
    expect(within(shopper).getByRole('button', { name: 'Launch App' })).toBeDisabled();
    expect(screen.getByTestId('view-only-notice')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Request access' })).not.toBeInTheDocument();
    expect(within(tile('Report Builder')).getByText('No access yet')).toBeVisible();
  });
});
