import { screen, waitFor, within } from '@testing-library/react';
import type { PartnerAccessResponse } from '@portal/contract/products';
import { describe, expect, it } from 'vitest';
import { partnerSupplierKey, readStorage, writeStorage } from '@/lib/storage';
import {
  marketInfo,
  merchant,
  partnerUser,
  productTile,
  superAdmin,
  tenantProducts,
  userDetails,
} from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

const AGENCY = partnerUser().tenant;
const ACME = { id: 1011, name: 'Acme Fresh Foods', type: 'SUPPLIER' as const };
const SUMMIT = { id: 1005, name: 'Summit Household Goods', type: 'SUPPLIER' as const };
const SUPPLIERS_PATH = `POST /api/v2/identity/tenants/${AGENCY.id}/fetch-active-partner-access-apps`;
const PRODUCTS_PATH = `GET /api/v2/identity/tenants/${AGENCY.id}/products`;

const TWO_SUPPLIERS: PartnerAccessResponse = {
  partners: [
    { tenant: ACME, products: [{ product_id: 'CUSTOMER_PERCEPTION', accessStatus: 'ACCESS_COMPLETE' }] },
    { tenant: SUMMIT, products: [] },
  ],
};

/** The agency's own tiles, or the chosen supplier's, as the server answers them. */
const productsOf: MockHandler = ({ url }) => {
  const supplier = url.searchParams.get('associated_tenant_id');
  if (supplier === String(ACME.id)) return { body: tenantProducts([productTile('CUSTOMER_PERCEPTION')], ACME) };
  if (supplier === String(SUMMIT.id)) return { body: tenantProducts([productTile('CHANNEL_INSIGHTS')], SUMMIT) };
  return { body: tenantProducts([productTile('SHOPPER_BEHAVIOR')], AGENCY) };
};

function setUp({ user = partnerUser(), suppliers = { body: TWO_SUPPLIERS } as MockHandler } = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [SUPPLIERS_PATH]: suppliers,
    [PRODUCTS_PATH]: productsOf,
    [`GET /api/v2/identity/tenants/${user.tenant.id}/products`]: productsOf,
    'GET /api/v2/identity/tenants/0/products': { body: tenantProducts([], { id: 0, name: '', type: 'UNKNOWN' }) },
  });
  return { fetchMock, ...renderRoutes('/apps') };
}

const supplierSelect = () => screen.findByRole('combobox', { name: 'Supplier' });
const associatedIds = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, PRODUCTS_PATH).map((call) => call.url.searchParams.get('associated_tenant_id'));

describe('the supplier picker of a MULTIPLE_TENANTS partner', () => {
  it('offers the own company and each associated supplier; the tiles follow the choice, which is remembered', async () => {
    const { fetchMock, user } = setUp();
    const banner = await screen.findByRole('region', { name: 'Working for' });
    const select = await supplierSelect();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Brightside Media Partners (your company)', 'Acme Fresh Foods', 'Summit Household Goods']);
    expect(select).toHaveValue('0');
    expect(within(banner).getByText('Your apps show the products of the supplier you pick.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Shopper Behavior' })).toBeInTheDocument();
    expect(screen.getByText('Showing the products for Brightside Media Partners.')).toHaveAttribute('role', 'status');

    await user.selectOptions(select, 'Acme Fresh Foods');
    expect(await screen.findByRole('article', { name: 'Customer Perception' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Shopper Behavior' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing the products for Acme Fresh Foods.')).toBeInTheDocument();
    expect(readStorage(partnerSupplierKey('partner'))).toBe(String(ACME.id));

    await user.selectOptions(select, 'Summit Household Goods');
    expect(await screen.findByRole('article', { name: 'Channel Insights' })).toBeInTheDocument();

    await user.selectOptions(select, 'Brightside Media Partners (your company)');
    expect(await screen.findByRole('article', { name: 'Shopper Behavior' })).toBeInTheDocument();
    expect(readStorage(partnerSupplierKey('partner'))).toBeNull();
    expect(associatedIds(fetchMock)).toEqual([null, String(ACME.id), String(SUMMIT.id)]);
  });

  it('starts with the supplier remembered on this device, and ignores one the agency no longer works for', async () => {
    writeStorage(partnerSupplierKey('partner'), String(SUMMIT.id));
    const first = setUp();
    expect(await screen.findByRole('article', { name: 'Channel Insights' })).toBeInTheDocument();
    expect(await supplierSelect()).toHaveValue(String(SUMMIT.id));
    // The tiles wait for the list, so the own company's are never asked for first.
    expect(associatedIds(first.fetchMock)).toEqual([String(SUMMIT.id)]);
    first.unmount();

    writeStorage(partnerSupplierKey('partner'), '999999');
    const second = setUp();
    expect(await screen.findByRole('article', { name: 'Shopper Behavior' })).toBeInTheDocument();
    expect(await supplierSelect()).toHaveValue('0');
    expect(associatedIds(second.fetchMock)).toEqual([null]);
  });

  it("keeps each user's choice apart", async () => {
    writeStorage(partnerSupplierKey('someone-else'), String(ACME.id));
    setUp();
    expect(await screen.findByRole('article', { name: 'Shopper Behavior' })).toBeInTheDocument();
    expect(await supplierSelect()).toHaveValue('0');
  });

  it('says so while the suppliers load, and when they cannot be loaded shows the own products with a retry', async () => {
    let fail = true;
    const { user, fetchMock } = setUp({
      suppliers: () =>
        fail
          ? { status: 500, body: { status: 500, code: 'internal', message: 'Internal error' } }
          : { body: TWO_SUPPLIERS },
    });
    expect(await screen.findByText('Loading the suppliers you work for…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We couldn’t load the suppliers you work for. You see the products of Brightside Media Partners.',
    );
    expect(await screen.findByRole('article', { name: 'Shopper Behavior' })).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await supplierSelect()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SUPPLIERS_PATH)).toHaveLength(2);
  });

  it('tells a partner whose agency works for no supplier that they see their own products', async () => {
    setUp({ suppliers: { body: { partners: [] } } });
    expect(
      await screen.findByText(
        'Brightside Media Partners does not work for any supplier yet. You see your own company’s products.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Supplier' })).not.toBeInTheDocument();
  });

  it('is not shown, and no suppliers are asked for, for a third-party user of another access class', async () => {
    const { fetchMock } = setUp({ user: partnerUser({ accessClass: 'UI' }) });
    expect(await screen.findByRole('article', { name: 'Shopper Behavior' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Working for' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SUPPLIERS_PATH)).toHaveLength(0);
  });
});

describe('the tagged-company and merchant-view banners', () => {
  const switchCompany = { action: 'SWITCH', resource: 'COMPANY' } as const;

  it('names the company a company-switch user is tagged to', async () => {
    setUp({ user: userDetails({ authz: { group: 'Regular User', permissions: [switchCompany] } }) });
    const banner = await screen.findByRole('region', { name: 'Tagged company' });
    expect(banner).toHaveTextContent('Your account is tagged to Northwind Foods: you see the portal as its users do.');
    expect(screen.queryByRole('region', { name: 'Merchant view' })).not.toBeInTheDocument();
  });

  it('shows no tagged company to a super admin, whose own banner says whom they act for', async () => {
    setUp({ user: superAdmin({ acting_tenant: ACME, tenant: ACME }) });
    await screen.findByRole('heading', { level: 1, name: 'Get started with the product' });
    expect(screen.queryByRole('region', { name: 'Tagged company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Merchant view' })).not.toBeInTheDocument();
  });

  it('tells a merchant persona user they see the merchant view', async () => {
    setUp({ user: merchant() });
    const banner = await screen.findByRole('region', { name: 'Merchant view' });
    expect(banner).toHaveTextContent('You see the portal as a merchant of the retailer, not as a supplier.');
    expect(screen.queryByRole('region', { name: 'Working for' })).not.toBeInTheDocument();
  });

  it('shows no banner of these to an ordinary supplier user', async () => {
    setUp({ user: userDetails() });
    await screen.findByRole('article', { name: 'Shopper Behavior' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Working for|Tagged company|Merchant view/ })).toBeNull(),
    );
  });
});
