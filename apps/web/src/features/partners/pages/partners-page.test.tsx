import { screen, waitFor, within } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import type { PartnerAssociation, SponsoredSupplier } from '@portal/contract/partners';
import { describe, expect, it } from 'vitest';
import { marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 5_000 };
const COMPANY_ID = 7;
const LIST = `GET /api/companies/${COMPANY_ID}/partner-associations`;
const VALIDATE = `GET /api/companies/${COMPANY_ID}/partner-associations/validate`;
const ADD = `POST /api/companies/${COMPANY_ID}/partner-associations`;
const SUPPLIERS = `GET /api/companies/${COMPANY_ID}/sponsored-suppliers`;
const TENANT = { id: 1001, name: 'Acme Fresh Foods', type: 'SUPPLIER' } as const;

const LIST_PARTNERS = { action: 'LIST', resource: 'COMPANY_PARTNER_ASSOCIATION' } as const;
const UPDATE_PARTNERS = { action: 'UPDATE', resource: 'COMPANY_PARTNER_ASSOCIATION' } as const;
const admin = userDetails({
  login_id: 'admin',
  company_id: COMPANY_ID,
  tenant: TENANT,
  authz: { group: 'Admin', permissions: [LIST_PARTNERS, UPDATE_PARTNERS] },
});
const agencyAdmin = userDetails({
  login_id: 'agencyadmin',
  company_id: COMPANY_ID,
  tenant: { id: 1002, name: 'Brightside Media Partners', type: 'THIRD_PARTY_AGENCY' },
  authz: { group: 'Admin', permissions: [LIST_PARTNERS, UPDATE_PARTNERS] },
});
const spectator = superAdmin({
  login_id: 'spectator',
  acting_tenant: TENANT,
  acting_company_id: COMPANY_ID,
  authz: { group: 'Super Admin Spectator', permissions: [LIST_PARTNERS] },
});

const BRIGHTSIDE: PartnerAssociation = {
  partnerCompany: { id: 2, companyName: 'Brightside Media Partners', businessCode: '3P-20017' },
  adminEmail: 'owen.price@brightside.example',
  associatedAt: '2026-01-05T00:00:00.000Z',
};
const TIDEWATER = {
  partnerCompany: { id: 11, companyName: 'Tidewater Shopper Insights', businessCode: '3P-20094' },
  adminEmail: 'ava.morgan@tidewater.example',
};
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 0, size: 10 });

function setUp(user: UserDetails, routes: Record<string, MockHandler> = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [LIST]: { body: page([BRIGHTSIDE]) },
    ...routes,
  });
  return { fetchMock, ...renderRoutes('/admin/thirdParty') };
}

const table = () => screen.getByRole('table');
const rowOf = (name: string) => within(table()).getByRole('cell', { name }).closest('tr')!;

describe('/admin/thirdParty', () => {
  it("lists a supplier's partners; adds one by business code once the portal names it; ends one after confirmation", async () => {
    stubScreenWidth(1280);
    let added: unknown = null;
    const { user, fetchMock } = setUp(admin, {
      [VALIDATE]: ({ url }) =>
        url.searchParams.get('businessCode') === '3P-20094'
          ? { body: TIDEWATER }
          : { status: 404, body: { status: 404, code: 'partner_association.unknown_code', message: 'No.' } },
      [ADD]: ({ body }) => {
        added = body;
        return { status: 201, body: { ...TIDEWATER, associatedAt: '2026-11-22T00:00:00.000Z' } };
      },
      [`DELETE /api/companies/${COMPANY_ID}/partner-associations/2`]: { status: 204 },
    });
    expect(await screen.findByRole('cell', { name: 'Brightside Media Partners' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '3P partners' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Partner', 'Partner code', 'Primary contact', 'Actions']);
    expect(rowOf('Brightside Media Partners')).toHaveTextContent(/3P-20017.*owen\.price@brightside\.example/);
    expect(Object.fromEntries(callsTo(fetchMock, LIST).at(-1)!.url.searchParams)).toEqual({
      page: '0',
      pageSize: '10',
      sortBy: 'companyName',
      sortOrder: 'asc',
    });

    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a 3P partner' });
    const field = within(dialog).getByRole('textbox', { name: 'Partner business code' });
    await user.click(within(dialog).getByRole('button', { name: 'Find partner' }));
    expect(await within(dialog).findByText('Enter a business code.')).toBeVisible();
    await user.type(field, 'nope-1');
    await user.click(within(dialog).getByRole('button', { name: 'Find partner' }));
    expect(
      await within(dialog).findByText('No 3P partner has this business code. Check it with the agency.'),
    ).toBeVisible();
    const typed = within(dialog).getByRole('textbox', { name: 'Partner business code' });
    await user.clear(typed);
    await user.type(typed, ' 3p-20094 ');
    await user.click(within(dialog).getByRole('button', { name: 'Find partner' }));
    const found = await within(dialog).findByRole('status');
    expect(found).toHaveTextContent(/Tidewater Shopper Insights.*3P-20094.*ava\.morgan@tidewater\.example/);
    expect(added).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await screen.findByText('Tidewater Shopper Insights added as a 3P partner.')).toBeInTheDocument();
    expect(added).toEqual({ businessCode: '3P-20094' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Actions for Brightside Media Partners' }));
    await user.click(screen.getByRole('menuitem', { name: 'End association' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'End the association with Brightside Media Partners?',
    });
    expect(confirm).toHaveTextContent(/Its users lose access to your company and its products at once/);
    await user.click(within(confirm).getByRole('button', { name: 'End association' }));
    expect(await screen.findByText('The association with Brightside Media Partners has ended.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/companies/${COMPANY_ID}/partner-associations/2`)).toHaveLength(1);
  });

  it('shows the error overlay with a retry, then the empty overlay with the next step', async () => {
    let fail = true;
    const { user } = setUp(admin, {
      [LIST]: () => (fail ? { status: 500, body: { status: 500, code: 'server.internal' } } : { body: page([]) }),
    });
    const retry = await screen.findByRole('button', { name: /try again|retry/i }, FIRST_PAINT);
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('admin-table-empty')).toHaveTextContent(
      'No 3P partners yet. Choose Add partner to let an agency work on your company’s behalf.',
    );
  });

  it("shows an agency's admin the suppliers it works for with the products each grants, and nothing to change", async () => {
    stubScreenWidth(1280);
    const suppliers: SponsoredSupplier[] = [
      {
        supplierCompany: { id: 1, companyName: 'Acme Fresh Foods', businessCode: 'SUP-10045' },
        adminEmail: 'dana.whitfield@acmefresh.example',
        products: ['Shopper Behavior', 'Customer Perception'],
        associatedAt: '2026-01-05T00:00:00.000Z',
      },
      {
        supplierCompany: { id: 5, companyName: 'Summit Household Goods', businessCode: 'SUP-10112' },
        adminEmail: 'grace.holloway@summithg.example',
        products: [],
        associatedAt: '2026-01-05T00:00:00.000Z',
      },
    ];
    const { fetchMock } = setUp(agencyAdmin, { [SUPPLIERS]: { body: page(suppliers) } });
    expect(await screen.findByRole('cell', { name: 'Acme Fresh Foods' }, FIRST_PAINT)).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Vendor company name', 'Vendor code', 'Products', 'Primary contact']);
    expect(rowOf('Acme Fresh Foods')).toHaveTextContent('Shopper Behavior | Customer Perception');
    expect(rowOf('Summit Household Goods')).toHaveTextContent('None yet');
    expect(screen.queryByRole('button', { name: 'Add partner' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it('shows the spectator the partners with every control disabled, and keeps two columns on a phone', async () => {
    stubScreenWidth(320);
    const { user } = setUp(spectator);
    expect(await screen.findByRole('cell', { name: 'Brightside Media Partners' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add partner' })).toBeDisabled();
    expect(screen.getByText('You can view these partners but not change them.')).toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: 'Primary contact' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Brightside Media Partners' }));
    expect(screen.getByRole('menuitem', { name: 'End association' })).toHaveAttribute('aria-disabled', 'true');
  });
});
