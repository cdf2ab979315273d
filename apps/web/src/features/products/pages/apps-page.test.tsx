import { screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '@/lib/analytics';
import { productTile, superAdmin, tenantProducts, userDetails } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { ADMINISTRATORS_PATH, PRODUCTS_PATH, setUpApps as setUp, tile, titlesIn } from './apps-page.fixtures';

describe('/apps', () => {
  let track: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    track = vi.spyOn(analytics, 'track');
  });

  it('shows the groups with their tiles in order, and each state with its own control', async () => {
    const { fetchMock } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started with the product' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Shopper Behavior' });
    await waitFor(() => expect(document.title).toBe('Get started | Supplier Insights Portal'));

    expect(titlesIn(screen.getByRole('region', { name: 'Know your customer' }))).toEqual([
      'Shopper Behavior',
      'Customer Perception',
      'Insights Activation',
      'Digital Landscapes',
    ]);
    expect(titlesIn(screen.getByRole('region', { name: 'Know your store' }))).toEqual([
      'Report Builder',
      'Channel Insights',
      'Modular Intelligence',
    ]);

    const shopper = tile('Shopper Behavior');
    expect(within(shopper).getByRole('button', { name: 'Launch App' })).toBeVisible();
    expect(within(shopper).getByRole('img', { name: 'Opens in a new tab' })).toBeInTheDocument();
    expect(within(shopper).getByText('Data refreshed every Monday.')).toBeInTheDocument();
    expect(within(shopper).getByText('What Shopper Behavior does.')).toBeInTheDocument();
    expect(within(tile('Report Builder')).queryByRole('img', { name: 'Opens in a new tab' })).not.toBeInTheDocument();

    expect(within(tile('Insights Activation')).getByText('Beta')).toBeInTheDocument();
    expect(within(tile('Digital Landscapes')).getByText('Alpha')).toBeInTheDocument();
    expect(within(tile('Report Builder')).queryByText(/Beta|Alpha/)).not.toBeInTheDocument();

    const pending = tile('Channel Insights');
    expect(within(pending).getByRole('button', { name: 'Access pending' })).toBeVisible();
    expect(within(pending).queryByRole('button', { name: 'Launch App' })).not.toBeInTheDocument();

    const noAccess = tile('Customer Perception');
    expect(within(noAccess).queryByRole('button', { name: 'Launch App' })).not.toBeInTheDocument();
    // Not a broken card: it says so, and Learn more is there at rest (phones cannot hover).
    expect(within(noAccess).getByText('No access yet')).toBeVisible();
    expect(within(noAccess).getByRole('button', { name: 'Learn more' })).toBeVisible();
    // Without learn-more content a tile without access offers nothing but its label.
    expect(within(tile('Modular Intelligence')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(tile('Modular Intelligence')).getByText('No access yet')).toBeVisible();
    expect(within(tile('Shopper Behavior')).queryByText('No access yet')).not.toBeInTheDocument();

    expect(screen.getByText('Speak to your administrator to get access.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /access/ })).not.toBeInTheDocument();

    const [request] = callsTo(fetchMock, PRODUCTS_PATH);
    expect(request?.headers.get('accept-language')).toBe('en-US');
    // A user who can launch something is not told whom to ask.
    expect(callsTo(fetchMock, ADMINISTRATORS_PATH)).toHaveLength(0);
  });

  it('shows a group only when it has tiles, and no footer when every tile can be launched', async () => {
    setUp({ tiles: [productTile('REPORT_BUILDER'), productTile('CHANNEL_INSIGHTS')] });
    expect(await screen.findByRole('region', { name: 'Know your store' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Know your customer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Speak to your administrator to get access.')).not.toBeInTheDocument();
  });

  it('asks for the products of the company a super admin acts for', async () => {
    const acting = { id: 4242, name: 'Contoso Produce', type: 'SUPPLIER' as const };
    setUp({
      user: superAdmin({ acting_tenant: acting }),
      path: 'GET /api/v2/identity/tenants/4242/products',
      tiles: [productTile('REPORT_BUILDER')],
    });
    expect(await screen.findByRole('article', { name: 'Report Builder' })).toBeInTheDocument();
  });

  it('tells an internal user without any access to request it, with a button to the access-request ticket', async () => {
    const { fetchMock } = setUp({
      user: userDetails({ user_type: 'INTERNAL', tenant: { id: 0, name: 'Internal', type: 'UNKNOWN' } }),
      path: 'GET /api/v2/identity/tenants/0/products',
      tiles: [productTile('REPORT_BUILDER', { accessStatus: null })],
    });
    const notice = await screen.findByRole('region', { name: 'You don’t have access to any products yet' });
    expect(notice).toHaveTextContent('Request access from our support team and tell us which products you need.');
    expect(within(notice).getByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      '/support/ticketCreation?request=access',
    );
    expect(notice).not.toHaveTextContent(/administrator/);
    expect(callsTo(fetchMock, 'GET /api/v2/identity/tenants/0/administrators')).toHaveLength(0);
  });

  it("names an external user's company administrators with their e-mail, in one explanation, with no request button", async () => {
    setUp({
      tiles: [
        productTile('REPORT_BUILDER', { accessStatus: null }),
        productTile('SHOPPER_BEHAVIOR', { accessStatus: null }),
      ],
    });
    const notice = await screen.findByRole('region', { name: 'You don’t have access to any products yet' });
    // The spec's words: contact your Retail Link administrator; footer 'Speak to your administrator to get access.'
    expect(notice).toHaveTextContent('Please contact your Retail Link administrator to get access.');
    const admins = await within(notice).findByRole('list', { name: 'Your company’s administrators in the portal:' });
    expect(
      within(admins)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dana Whitfield · dana.whitfield@acme.example', 'Ryan Campbell · ryan.campbell@acme.example']);
    expect(within(admins).getByRole('link', { name: 'dana.whitfield@acme.example' })).toHaveAttribute(
      'href',
      'mailto:dana.whitfield@acme.example',
    );
    expect(screen.queryByRole('link', { name: 'Request access' })).not.toBeInTheDocument();
    // The footer sits beside the administrators, once: not again under the tiles.
    expect(screen.getAllByText('Speak to your administrator to get access.')).toHaveLength(1);
    expect(within(notice).getByText('Speak to your administrator to get access.')).toBeVisible();
    expect(screen.getAllByText('No access yet')).toHaveLength(2);
  });

  it('sends an external user to support when their company has no administrator in the portal', async () => {
    setUp({
      tiles: [productTile('REPORT_BUILDER', { accessStatus: null })],
      administrators: { body: { administrators: [] } },
    });
    const notice = await screen.findByRole('region', { name: 'You don’t have access to any products yet' });
    expect(await within(notice).findByText(/We could not find an administrator for your company/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support/ticketCreation',
    );
    // No administrator to speak to, so the footer does not say to.
    expect(screen.queryByText('Speak to your administrator to get access.')).not.toBeInTheDocument();
  });

  it("says access is on its way, not 'no access', when a product is pending and none launches (MX)", async () => {
    setUp({
      market: 'MX',
      tiles: [
        productTile('SHOPPER_BEHAVIOR', { accessStatus: 'ACCESS_PENDING' }),
        productTile('REPORT_BUILDER', { accessStatus: null }),
      ],
    });
    const notice = await screen.findByRole('region', { name: 'Your access is on its way' });
    expect(notice).toHaveTextContent('We are setting up your access to Shopper Behavior. This can take up to 2 days');
    expect(notice).toHaveTextContent('For any other product, ask your company’s administrators.');
    expect(screen.queryByText(/You don’t have access to any products yet/)).not.toBeInTheDocument();
    expect(await within(notice).findByRole('link', { name: 'dana.whitfield@acme.example' })).toBeInTheDocument();
    expect(within(tile('Shopper Behavior')).getByRole('button', { name: 'Access pending' })).toBeVisible();
    expect(within(tile('Report Builder')).getByText('Coming soon')).toBeVisible();
    expect(within(tile('Report Builder')).queryByText('No access yet')).not.toBeInTheDocument();
  });

  it('shows skeleton tiles while loading', async () => {
    setUp({ products: () => new Promise(() => undefined) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your products…');
    expect(screen.getByRole('heading', { level: 1, name: 'Get started with the product' })).toBeInTheDocument();
  });

  it("shows 'Something went wrong' with 'Refresh page' when the products cannot be loaded, and tags the API error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp({ products: { status: 500, body: { status: 500, code: 'server.internal', message: 'Internal error' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.apiError, {
      call: 'tenantProducts',
      status: 500,
      code: 'server.internal',
    });
  });

  it('says there is nothing to show when there are no tiles at all, and tags No Results', async () => {
    setUp({ tiles: [] });
    expect(await screen.findByText('There are no products to show for your account yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'You don’t have access to any products yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'You don’t have access to any products yet',
    ]);
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.noResults, { context: 'apps' });
  });

  it('asks again in the new language when the user switches language, and again once the language is saved', async () => {
    const { user, fetchMock } = setUp();
    await screen.findByRole('article', { name: 'Shopper Behavior' });
    let saved = false;
    const refetch = mockApi({
      'POST /api/users/user/preferences': () => {
        saved = true;
        return {
          body: {
            login_id: 'user',
            preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'es-MX' },
            settings: {},
          },
        };
      },
      [PRODUCTS_PATH]: () => ({
        body: tenantProducts([
          productTile('REPORT_BUILDER', { title: saved ? 'Generador de reportes' : 'Report Builder' }),
        ]),
      }),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-MX');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comienza a usar el producto' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Generador de reportes' })).toBeInTheDocument();
    expect(callsTo(refetch, PRODUCTS_PATH).map((r) => r.headers.get('accept-language'))).toEqual(['es-MX', 'es-MX']);
    expect(callsTo(fetchMock, PRODUCTS_PATH)).toHaveLength(1);
  });
});
