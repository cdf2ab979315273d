import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { installFakeClock } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';
import {
  ACME,
  BRIGHTSIDE,
  companyLister,
  companyPage,
  companyRow,
  FIRST_PAINT,
  LIST,
  SET_CONTEXT,
  setUpCompanies,
  spectator,
  STATUSES,
  SWITCH_CONTEXT,
  TYPES,
} from './companies.fixtures';
import { applyMuiStyles } from '@/testing/mui-styles';

const lastQuery = (fetchMock: Parameters<typeof callsTo>[0], key = LIST) =>
  Object.fromEntries(callsTo(fetchMock, key).at(-1)!.url.searchParams);
const urlOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const table = () => screen.getByRole('table');
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('/companyList', () => {
  it('lists the market’s companies, name A–Z, ten a page, with the spec’s columns in words', async () => {
    stubScreenWidth(1280);
    const { fetchMock } = setUpCompanies('/companyList', companyLister);
    expect(await screen.findByRole('cell', { name: 'Brightside Media Partners' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Company List' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Company List \| /);
    expect(headers()).toEqual([
      'Company name',
      'Status',
      'Admin e-mail',
      'Company type',
      'Subscribed products',
      'Actions',
    ]);
    const [, acme, brightside] = within(table()).getAllByRole('row');
    expect(acme).toHaveTextContent(
      /Acme Fresh Foods.*Active.*dana\.whitfield@acmefresh\.example.*Supplier.*Shopper Behavior \| Report Builder/,
    );
    expect(brightside).toHaveTextContent(/Brightside Media Partners.*Suspended.*3P Partner/);
    expect(within(table()).getByRole('columnheader', { name: 'Company name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(lastQuery(fetchMock)).toEqual({
      page: '0',
      pageSize: '10',
      sortBy: 'companyName',
      sortOrder: 'asc',
      showProducts: 'true',
    });
  });

  it('keeps the search and the type and status filters in the URL, the statuses following the types', async () => {
    installFakeClock();
    const { user, router, fetchMock } = setUpCompanies('/companyList', companyLister, {
      [STATUSES]: ({ url }) => ({
        body: {
          statuses:
            url.searchParams.get('companyTypes') === 'THIRD_PARTY_AGENCY' ? ['SUSPENDED'] : ['ACTIVE', 'SUSPENDED'],
        },
      }),
    });
    const types = await screen.findByRole('group', { name: 'Company type' }, FIRST_PAINT);
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Supplier', '3P Partner', 'Basic Vendor']);
    const statuses = screen.getByRole('group', { name: 'Status' });
    await within(statuses).findByRole('checkbox', { name: 'Active' });

    await user.click(within(types).getByRole('checkbox', { name: '3P Partner' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ companyTypes: 'THIRD_PARTY_AGENCY' }));
    await waitFor(() => expect(lastQuery(fetchMock, STATUSES)).toEqual({ companyTypes: 'THIRD_PARTY_AGENCY' }));
    await waitFor(() => expect(within(statuses).queryByRole('checkbox', { name: 'Active' })).not.toBeInTheDocument());

    await user.click(within(statuses).getByRole('checkbox', { name: 'Suspended' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by company name or admin e-mail' }), 'nadia@');
    await waitFor(() =>
      expect(urlOf(router)).toEqual({ companyTypes: 'THIRD_PARTY_AGENCY', statuses: 'SUSPENDED', search: 'nadia@' }),
    );
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({
        page: '0',
        companyTypes: 'THIRD_PARTY_AGENCY',
        statuses: 'SUSPENDED',
        search: 'nadia@',
      }),
    );

    await user.click(within(types).getByRole('checkbox', { name: '3P Partner' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ statuses: 'SUSPENDED', search: 'nadia@' }));
    await waitFor(() => expect(lastQuery(fetchMock)).not.toHaveProperty('companyTypes'));
  });

  it('opens a linked view: page, size, sort, search and filters', async () => {
    const { fetchMock } = setUpCompanies(
      '/companyList?page=2&pageSize=25&sortBy=status&sortOrder=desc&search=acme&companyTypes=SUPPLIER,BASIC_VENDOR&statuses=ACTIVE',
      companyLister,
      { [LIST]: { body: companyPage([companyRow()], { total: 30, page: 1, size: 25 }) } },
    );
    await screen.findByRole('cell', { name: 'Acme Fresh Foods' }, FIRST_PAINT);
    expect(lastQuery(fetchMock)).toEqual({
      page: '1',
      pageSize: '25',
      sortBy: 'status',
      sortOrder: 'desc',
      search: 'acme',
      companyTypes: 'SUPPLIER,BASIC_VENDOR',
      statuses: 'ACTIVE',
      showProducts: 'true',
    });
    expect(lastQuery(fetchMock, STATUSES)).toEqual({ companyTypes: 'SUPPLIER,BASIC_VENDOR' });
    expect(screen.getByRole('searchbox')).toHaveValue('acme');
    expect(await screen.findByRole('checkbox', { name: 'Supplier' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Basic Vendor' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '3P Partner' })).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
  });

  it('shows the admin table’s empty overlay when no company matches', async () => {
    setUpCompanies('/companyList?search=nobody', companyLister, { [LIST]: { body: companyPage([]) } });
    expect(await screen.findByText('No data available.', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByTestId('admin-table-empty')).toHaveTextContent('Nothing matches your search or filters.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the admin error overlay and loads again on retry; a filter that fails offers its own retry', async () => {
    let listCalls = 0;
    let typeCalls = 0;
    const failure = { status: 500, body: { status: 500, code: 'server.internal', message: 'Boom' } };
    const { user } = setUpCompanies('/companyList', companyLister, {
      [LIST]: () => (++listCalls === 1 ? failure : { body: companyPage([companyRow()]) }),
      'GET /api/companies/types': () => (++typeCalls === 1 ? failure : { body: { types: ['SUPPLIER'] } }),
    });
    expect(await screen.findByText('Something went wrong...!', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('We couldn’t load the filter choices.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Acme Fresh Foods' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the choices again' }));
    expect(await screen.findByRole('checkbox', { name: 'Supplier' })).toBeInTheDocument();
  });

  it('at 375 px shows the name and status, the rest behind each row’s details, and keeps the row action', async () => {
    stubScreenWidth(375);
    const { user } = setUpCompanies('/companyList', companyLister);
    await screen.findByRole('cell', { name: 'Acme Fresh Foods' }, FIRST_PAINT);
    expect(headers()).toEqual(['Details', 'Company name', 'Status', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Show details of Acme Fresh Foods' }));
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Admin e-mail',
      'Company type',
      'Subscribed products',
    ]);
    expect(screen.getByRole('button', { name: 'Actions for Acme Fresh Foods' })).toBeEnabled();
  });

  it('names types and statuses in Spanish and French', async () => {
    stubScreenWidth(1280);
    setUpCompanies('/companyList', companyLister);
    await screen.findByRole('cell', { name: 'Brightside Media Partners' }, FIRST_PAINT);
    await act(() => i18n.changeLanguage('es-MX'));
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de empresas' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')[2]).toHaveTextContent(/Suspendida.*Socio 3P/);
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(within(table()).getAllByRole('row')[2]).toHaveTextContent(/Suspendue.*Partenaire 3P/);
    expect(screen.getByRole('checkbox', { name: 'Fournisseur de base' })).toBeInTheDocument();
  });

  it("lists and shows the ACCOUNT company type as 'Account' in three languages", async () => {
    stubScreenWidth(1280);
    const account = companyRow({
      companyId: 7,
      tenantId: 7007,
      companyName: 'Northgate Accounts',
      uiCompanyType: 'ACCOUNT',
    });
    setUpCompanies('/companyList', companyLister, {
      [TYPES]: { body: { types: ['SUPPLIER', 'ACCOUNT'] } },
      [LIST]: { body: companyPage([account]) },
    });
    await screen.findByRole('cell', { name: 'Northgate Accounts' }, FIRST_PAINT);
    const types = screen.getByRole('group', { name: 'Company type' });
    expect(within(types).getByRole('checkbox', { name: 'Account' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(/Northgate Accounts.*Account/);
    await act(() => i18n.changeLanguage('es-MX'));
    expect(screen.getByRole('checkbox', { name: 'Cuenta' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(/Cuenta/);
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(screen.getByRole('checkbox', { name: 'Compte' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(/Compte/);
  });

  it('offers the spectator to view for a company, and marks the company acted for', async () => {
    const { user } = setUpCompanies('/companyList', { ...spectator, acting_tenant: ACME });
    await screen.findByRole('cell', { name: 'Acme Fresh Foods' }, FIRST_PAINT);
    expect(screen.getByText(/view the portal as it sees it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Acme Fresh Foods' }));
    expect(await screen.findByRole('menuitem', { name: 'Acting for this company now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: `Actions for ${BRIGHTSIDE.companyName}` }));
    expect(await screen.findByRole('menuitem', { name: 'View for this company' })).toBeInTheDocument();
  });

  it('acts for a company in one tap on its name, without a reason, and opens its apps', async () => {
    stubScreenWidth(320);
    const { user, router, fetchMock } = setUpCompanies('/companyList', companyLister, {
      'GET /api/v2/identity/tenants/1002/products': {
        body: { tenant: { id: 1002, name: BRIGHTSIDE.companyName, type: 'THIRD_PARTY_AGENCY' }, products: [] },
      },
    });
    const name = await screen.findByRole('button', { name: BRIGHTSIDE.companyName }, FIRST_PAINT);
    expect(name).toHaveAccessibleDescription('Act on behalf of this company');
    // The row keeps its ⋮ menu for the rest.
    expect(screen.getByRole('button', { name: `Actions for ${BRIGHTSIDE.companyName}` })).toBeEnabled();
    await user.click(name);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps'));
    expect(Object.fromEntries(callsTo(fetchMock, SET_CONTEXT)[0]!.url.searchParams)).toEqual({ companyId: '2' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches in one tap for the spectator, the company viewed for being plain text, and says when it fails', async () => {
    const failure = { status: 500, body: { status: 500, code: 'server.internal', message: 'Boom' } };
    const { user, router, fetchMock } = setUpCompanies(
      '/companyList',
      { ...spectator, acting_tenant: ACME },
      {
        [SWITCH_CONTEXT]: failure,
      },
    );
    const name = await screen.findByRole('button', { name: BRIGHTSIDE.companyName }, FIRST_PAINT);
    expect(name).toHaveAccessibleDescription('View for this company');
    expect(screen.queryByRole('button', { name: 'Acme Fresh Foods' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Acme Fresh Foods' })).toBeInTheDocument();
    await user.click(name);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We couldn’t open ${BRIGHTSIDE.companyName}. Try again.`,
    );
    expect(router.state.location.pathname).toBe('/companyList');
    expect(callsTo(fetchMock, SWITCH_CONTEXT)).toHaveLength(1);
    expect(callsTo(fetchMock, SET_CONTEXT)).toHaveLength(0);
  });

  it('keeps header words whole: no header cell may break inside a word', async () => {
    applyMuiStyles();
    stubScreenWidth(320);
    setUpCompanies('/companyList', companyLister);
    await screen.findByRole('cell', { name: 'Acme Fresh Foods' }, FIRST_PAINT);
    for (const header of within(table()).getAllByRole('columnheader')) {
      const style = getComputedStyle(header);
      expect(style.overflowWrap).toBe('normal');
      expect(style.wordBreak).toBe('normal');
    }
  });

  it('is refused to users without LIST COMPANY', async () => {
    const { router, fetchMock } = setUpCompanies('/companyList', userDetails());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'), FIRST_PAINT);
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });
});
