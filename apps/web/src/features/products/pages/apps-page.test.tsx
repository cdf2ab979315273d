import { screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '@/lib/analytics';
import { productTile, superAdmin, tenantProducts, userDetails } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { PRODUCTS_PATH, setUpApps as setUp, tile, titlesIn } from './apps-page.fixtures';

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
    expect(within(noAccess).getByText('You don’t have access to this product yet.')).toBeInTheDocument();
    // Learn more waits for hover or focus.
    expect(within(noAccess).getByRole('button', { name: 'Learn more' })).not.toBeVisible();
    // Without learn-more content a tile without access offers nothing.
    expect(within(tile('Modular Intelligence')).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByText('Speak to your administrator to get access.')).toBeInTheDocument();
    expect(screen.queryByText(/You don’t have access to any products yet/)).not.toBeInTheDocument();

    const [request] = callsTo(fetchMock, PRODUCTS_PATH);
    expect(request?.headers.get('accept-language')).toBe('en-US');
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

  it('tells an internal user without any access to request it, with a link to the access-request ticket', async () => {
    setUp({
      user: userDetails({ user_type: 'INTERNAL', tenant: { id: 0, name: 'Internal', type: 'UNKNOWN' } }),
      path: 'GET /api/v2/identity/tenants/0/products',
      tiles: [
        productTile('REPORT_BUILDER', { accessStatus: null }),
        productTile('SHOPPER_BEHAVIOR', { accessStatus: 'ACCESS_PENDING' }),
      ],
    });
    expect(
      await screen.findByText(
        /You don’t have access to any products yet. If you need access, request it from our support team./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      '/support/ticketCreation?request=access',
    );
    expect(screen.queryByText(/Retail Link/)).not.toBeInTheDocument();
    expect(screen.getByText('Speak to your administrator to get access.')).toBeInTheDocument();
  });

  it('tells an external user without any access to contact their Retail Link administrator', async () => {
    setUp({ tiles: [productTile('REPORT_BUILDER', { accessStatus: null })] });
    expect(
      await screen.findByText(
        'You don’t have access to any products yet. Please contact your Retail Link administrator to get access.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request access' })).not.toBeInTheDocument();
    expect(screen.getByText('Speak to your administrator to get access.')).toBeInTheDocument();
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
    expect(screen.getByText(/contact your Retail Link administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
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
