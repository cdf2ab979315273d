import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { partnerSupplierKey, writeStorage } from '@/lib/storage';
import { marketInfo, partnerUser, productTile, tenantProducts } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

const AGENCY = partnerUser().tenant;
const ACME = { id: 1011, name: 'Acme Fresh Foods', type: 'SUPPLIER' as const };
const LAUNCH = 'POST /api/v1/products/CUSTOMER_PERCEPTION/launches';

function setUp() {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: partnerUser() },
    [`POST /api/v2/identity/tenants/${AGENCY.id}/fetch-active-partner-access-apps`]: {
      body: { partners: [{ tenant: ACME, products: [] }] },
    },
    [`GET /api/v2/identity/tenants/${AGENCY.id}/products`]: ({ url }) => ({
      body: url.searchParams.has('associated_tenant_id')
        ? tenantProducts([productTile('CUSTOMER_PERCEPTION', { isNewTab: true })], ACME)
        : tenantProducts([productTile('CUSTOMER_PERCEPTION')], AGENCY),
    }),
    [LAUNCH]: { body: { redirectUrl: 'https://customer-perception.example.com/start', isNewTab: false } },
  });
  return { fetchMock, ...renderRoutes('/apps') };
}

describe('/apps of a MULTIPLE_TENANTS partner', () => {
  it('names the chosen supplier on a launch, so their access there is what counts', async () => {
    writeStorage(partnerSupplierKey('partner'), String(ACME.id));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user, fetchMock } = setUp();
    await screen.findByText('Showing the products for Acme Fresh Foods.');
    const tile = await screen.findByRole('article', { name: 'Customer Perception' });
    await user.click(within(tile).getByRole('button', { name: 'Launch App' }));
    expect(open).toHaveBeenCalledOnce();
    await waitFor(() => expect(callsTo(fetchMock, LAUNCH)).toHaveLength(1));
    expect(callsTo(fetchMock, LAUNCH)[0]?.body).toEqual({ associated_tenant_id: ACME.id });
  });

  it('names no supplier on a launch of their own company’s product', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, fetchMock } = setUp();
    await screen.findByText('Showing the products for Brightside Media Partners.');
    const tile = await screen.findByRole('article', { name: 'Customer Perception' });
    await user.click(within(tile).getByRole('button', { name: 'Launch App' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://customer-perception.example.com/start'));
    expect(callsTo(fetchMock, LAUNCH)[0]?.body).toEqual({});
  });
});
