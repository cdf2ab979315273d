import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { callsTo } from '@/testing/mock-api';
import type { MockAnswer } from '@/testing/mock-api';
import { stubScreenWidth } from '@/testing/screen-width';
import {
  ATTRIBUTES,
  byTab,
  DANA,
  failure,
  FIRST_PAINT,
  globalAdmin,
  globalPage,
  OWEN,
  PATH,
  RENEE,
  ROLES,
  SBU,
  setUp,
  USERS,
} from './global-users.fixtures';

type Fetch = ReturnType<typeof setUp>['fetchMock'];
const lastBody = (fetchMock: Fetch) => callsTo(fetchMock, USERS).at(-1)!.body as Record<string, unknown>;
const urlOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const table = () => screen.getByRole('table');
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const NO_FILTERS = {
  roles: [],
  attributes: [],
  sbu: [],
  products: [],
  companies: [],
  companyTypes: [],
  markets: [],
  statuses: [],
};

describe('/globalUserManagement, the list', () => {
  it('prompts to open the filters until one applies, and lists the external tab below, name A–Z', async () => {
    stubScreenWidth(1440);
    const { fetchMock, user } = setUp(globalAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Global user management' }, FIRST_PAINT)).toBeVisible();
    expect(document.title).toMatch(/^Global user management \| /);
    const prompt = screen.getByTestId('filters-prompt');
    expect(prompt).toHaveTextContent('Narrow the list with filters');
    expect(prompt).toHaveTextContent('No filter is applied, so the list below holds every user of this tab.');
    expect(await screen.findByRole('cell', { name: 'Whitfield' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'External', selected: true })).toBeInTheDocument();
    expect(lastBody(fetchMock)).toEqual({
      userType: 'EXTERNAL',
      pageNo: 0,
      pageSize: 10,
      sortBy: 'firstName',
      sortOrder: 'asc',
      filters: NO_FILTERS,
    });
    // The filter section is closed, and its choices are read only once it opens.
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(callsTo(fetchMock, ROLES)).toHaveLength(0);
    await user.click(within(prompt).getByRole('button', { name: 'Open filters' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = screen.getByRole('form', { name: 'Filters' });
    await waitFor(() => expect(section).toHaveFocus());
    expect(await within(section).findByRole('checkbox', { name: 'Super Admin Spectator' })).toBeInTheDocument();
    expect(screen.getByTestId('filters-prompt')).toBeInTheDocument();
    expect(within(prompt).queryByRole('button', { name: 'Open filters' })).not.toBeInTheDocument();
  });

  it('applies the chosen filters and a search to the URL and the call; Reset brings the prompt back', async () => {
    stubScreenWidth(1440);
    const { fetchMock, router, user } = setUp(globalAdmin);
    await screen.findByRole('cell', { name: 'Whitfield' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const section = screen.getByRole('form', { name: 'Filters' });
    const roles = await within(section).findByRole('group', { name: 'Role' });
    await user.click(within(roles).getByRole('checkbox', { name: 'Admin' }));
    const products = await within(section).findByRole('group', { name: 'Products' });
    await user.click(within(products).getByRole('checkbox', { name: 'Report Builder' }));
    // Only the types the contract filters by: an ACCOUNT company type is not offered.
    const types = await within(section).findByRole('group', { name: 'Company type' });
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Supplier', '3P Partner']);
    await user.click(within(types).getByRole('checkbox', { name: 'Supplier' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Mexico' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Blocked' }));
    await user.click(within(section).getByRole('combobox', { name: 'Companies' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Fresh Foods' }));
    await user.keyboard('{Escape}');
    // Nothing applies before Apply.
    expect(urlOf(router)).toEqual({});
    await user.click(within(section).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(urlOf(router)).toEqual({
        roles: 'admin',
        products: 'REPORT_BUILDER',
        companies: '1',
        companyTypes: 'SUPPLIER',
        markets: 'MX',
        statuses: 'BLOCKED',
      }),
    );
    const toggle = screen.getByRole('button', { name: 'Filters (6 applied)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByTestId('filters-prompt')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or login id' }), 'whit');
    await waitFor(() => expect(urlOf(router)).toMatchObject({ search: 'whit' }));
    await waitFor(() =>
      expect(lastBody(fetchMock)).toEqual({
        userType: 'EXTERNAL',
        pageNo: 0,
        pageSize: 10,
        sortBy: 'firstName',
        sortOrder: 'asc',
        search: 'whit',
        filters: {
          ...NO_FILTERS,
          roles: ['admin'],
          products: ['REPORT_BUILDER'],
          companies: [1],
          companyTypes: ['SUPPLIER'],
          markets: ['MX'],
          statuses: ['BLOCKED'],
        },
      }),
    );

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ search: 'whit' }));
    expect(await screen.findByTestId('filters-prompt')).toBeInTheDocument();
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ search: 'whit', filters: NO_FILTERS }));
  });

  it('opens a linked view: tab, page, size, sort, search and filters', async () => {
    stubScreenWidth(1440);
    const { fetchMock } = setUp(
      globalAdmin,
      {},
      `${PATH}?tab=merchant&page=2&pageSize=25&sortBy=sbu&sortOrder=desc&search=ren&sbu=GROCERY,HOME&attributes=NEVER_SIGNED_IN`,
    );
    await screen.findByRole('cell', { name: 'Renee Kowalski' }, FIRST_PAINT);
    expect(screen.getByRole('tab', { name: 'Internal merchant', selected: true })).toBeInTheDocument();
    expect(lastBody(fetchMock)).toEqual({
      userType: 'INTERNAL_MERCHANT',
      pageNo: 1,
      pageSize: 25,
      sortBy: 'sbu',
      sortOrder: 'desc',
      search: 'ren',
      filters: { ...NO_FILTERS, sbu: ['GROCERY', 'HOME'], attributes: ['NEVER_SIGNED_IN'] },
    });
    expect(screen.getByRole('searchbox')).toHaveValue('ren');
    expect(screen.getByRole('button', { name: 'Filters (2 applied)' })).toBeInTheDocument();
    expect(screen.queryByTestId('filters-prompt')).not.toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'SBU' })).toHaveAttribute('aria-sort', 'descending');
  });

  it("shows each tab's columns, its codes in words, and keeps the search and the filters the tab offers", async () => {
    stubScreenWidth(1440);
    const { fetchMock, router, user } = setUp(globalAdmin, {}, `${PATH}?search=a&companyTypes=SUPPLIER&roles=admin`);
    await screen.findByRole('cell', { name: 'Whitfield' }, FIRST_PAINT);
    expect(headers()).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Company name',
      'Company type',
      '3P company name',
      'App access',
      'Role',
      'Last login',
      'Actions',
    ]);
    expect(rowOf('Whitfield')).toHaveTextContent(/Dana.*Whitfield.*Acme Fresh Foods.*Supplier.*Admin.*03-11-2026/);
    expect(rowOf('Price')).toHaveTextContent(
      /Owen.*Blocked.*Price.*owen@bright\.co.*Brightside Media Partners.*3P Partner.*Acme Fresh Foods, Summit Snacks.*Report Builder.*Regular User.*Never/,
    );

    await user.click(screen.getByRole('tab', { name: 'Internal' }));
    expect(await screen.findByRole('cell', { name: 'Chris Alvarez' })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'E-mail', 'App access', 'Role', 'Actions']);
    // The company type filter is the external tab's: internal users belong to no company.
    expect(urlOf(router)).toEqual({ tab: 'internal', search: 'a', roles: 'admin' });
    expect(lastBody(fetchMock)).toMatchObject({
      userType: 'INTERNAL',
      sortBy: 'name',
      search: 'a',
      filters: { ...NO_FILTERS, roles: ['admin'] },
    });

    await user.click(screen.getByRole('tab', { name: 'Internal merchant' }));
    expect(await screen.findByRole('cell', { name: 'Renee Kowalski' })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'E-mail', 'App access', 'Role', 'SBU', 'Actions']);
    expect(rowOf('Renee')).toHaveTextContent(/Merchant.*Grocery/);

    await user.click(screen.getByRole('tab', { name: 'Internal asset protection' }));
    expect(await screen.findByRole('cell', { name: 'Victor Nguyen' })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'E-mail', 'App access', 'Role', 'BUO area number', 'Actions']);
    expect(rowOf('Victor')).toHaveTextContent('BUO-114');
    expect(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail, login id or BUO area number' }),
    ).toBeInTheDocument();
    expect(lastBody(fetchMock)).toMatchObject({ userType: 'INTERNAL_ASSET_PROTECTION', sortBy: 'name' });

    await user.click(screen.getByRole('button', { name: 'BUO area number' }));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ sortBy: 'buoAreaNumber', sortOrder: 'desc' }));
  });

  it('offers the SBU filter on the merchant tab only, and company, type and market on the external tab only', async () => {
    stubScreenWidth(1440);
    const { fetchMock, user } = setUp(globalAdmin, {}, `${PATH}?tab=merchant`);
    await screen.findByRole('cell', { name: 'Renee Kowalski' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const section = screen.getByRole('form', { name: 'Filters' });
    const sbu = await within(section).findByRole('group', { name: 'SBU' });
    expect(within(sbu).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(sbu).getByRole('checkbox', { name: 'Health and Wellness' })).toBeInTheDocument();
    expect(within(section).getByRole('group', { name: 'Attributes' })).toHaveTextContent(
      /Third party user.*Multiple supplier access.*Never signed in.*Registration incomplete/,
    );
    expect(within(section).queryByRole('group', { name: 'Market' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('combobox', { name: 'Companies' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SBU)).toHaveLength(1);
    expect(callsTo(fetchMock, ATTRIBUTES)).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'External' }));
    await screen.findByRole('cell', { name: 'Whitfield' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const external = screen.getByRole('form', { name: 'Filters' });
    expect(await within(external).findByRole('group', { name: 'Market' })).toBeInTheDocument();
    expect(within(external).getByRole('combobox', { name: 'Companies' })).toBeInTheDocument();
    expect(within(external).queryByRole('group', { name: 'SBU' })).not.toBeInTheDocument();
  });

  it('cuts an external e-mail at 17 and its app access at 20, an internal app access at 40, with see more / less', async () => {
    stubScreenWidth(1440);
    const { user } = setUp(globalAdmin);
    await screen.findByRole('cell', { name: 'Whitfield' }, FIRST_PAINT);
    const dana = rowOf('Whitfield');
    expect(within(dana).getByText(`${DANA.email.slice(0, 17)}…`)).toBeInTheDocument();
    expect(dana).not.toHaveTextContent(DANA.email);
    const products = 'Shopper Behavior | Report Builder';
    expect(within(dana).getByText(`${products.slice(0, 20).trimEnd()}…`)).toBeInTheDocument();
    const [emailMore, productsMore] = within(dana).getAllByRole('button', { name: 'see more' });
    await user.click(emailMore!);
    expect(dana).toHaveTextContent(DANA.email);
    await user.click(productsMore!);
    expect(dana).toHaveTextContent(products);
    await user.click(within(dana).getAllByRole('button', { name: 'see less' })[0]!);
    expect(dana).not.toHaveTextContent(DANA.email);
    // An e-mail of 17 characters or fewer is whole.
    expect(within(rowOf('Price')).getByText(OWEN.email)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Internal merchant' }));
    await screen.findByRole('cell', { name: 'Renee Kowalski' });
    const renee = rowOf('Renee');
    const all = RENEE.appAccess.join(' | ');
    expect(within(renee).getByText(`${all.slice(0, 40).trimEnd()}…`)).toBeInTheDocument();
    // The internal e-mail is not cut at 17.
    expect(within(renee).getByText(RENEE.email)).toBeInTheDocument();
    await user.click(within(renee).getByRole('button', { name: 'see more' }));
    expect(renee).toHaveTextContent(all);
  });

  it('keeps every column at 320 px, the table scrolling in its own region', async () => {
    stubScreenWidth(320);
    setUp(globalAdmin);
    await screen.findByRole('cell', { name: 'Whitfield' }, FIRST_PAINT);
    expect(headers()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /Show details/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'External users' })).toHaveAttribute('tabindex', '0');
  });

  it('shows skeleton rows while loading, then the error overlay with a retry', async () => {
    let calls = 0;
    let release: (answer: MockAnswer) => void = () => undefined;
    const { user } = setUp(globalAdmin, {
      [USERS]: () =>
        ++calls === 1
          ? new Promise<MockAnswer>((resolve) => (release = resolve))
          : { body: globalPage('EXTERNAL', [DANA]) },
    });
    expect((await screen.findAllByTestId('table-skeleton-row', {}, FIRST_PAINT)).length).toBeGreaterThan(0);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    release(failure);
    expect(await screen.findByText('Something went wrong...!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Whitfield' })).toBeInTheDocument();
  });

  it('says no user matches and what to do next, or that the tab is empty', async () => {
    const view = setUp(globalAdmin, { [USERS]: byTab(() => []) }, `${PATH}?statuses=BLOCKED`);
    expect(await screen.findByTestId('admin-table-empty', {}, FIRST_PAINT)).toHaveTextContent(
      'No users match your search and filters. Try other words, or open the filters and reset them to see more users.',
    );
    view.unmount();
    setUp(globalAdmin, { [USERS]: byTab(() => []) }, `${PATH}?tab=assetProtection`);
    expect(await screen.findByTestId('admin-table-empty', {}, FIRST_PAINT)).toHaveTextContent(
      'No users in this tab yet.',
    );
  });

  it("says 'of more than 1,000' when the total is capped, in the three languages", async () => {
    stubScreenWidth(1440);
    const capped: MockAnswer = {
      body: globalPage(
        'EXTERNAL',
        Array.from({ length: 10 }, (_, i) => ({ ...DANA, loginId: `u${i}` })),
        {
          total: 1000,
          totalIsCapped: true,
        },
      ),
    };
    for (const [language, label] of [
      ['en-US', /^1–10 of more than 1,000$/],
      ['es-MX', /^1–10 de más de 1,000$/],
      ['fr-CA', /^1–10 sur plus de 1\s000$/],
    ] as const) {
      const view = setUp(
        { ...globalAdmin, user_preferences: { ...globalAdmin.user_preferences, language_code: language } },
        { [USERS]: capped },
      );
      expect(await screen.findByText(label, {}, FIRST_PAINT)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('speaks Spanish and French: tabs, columns, roles, company types, SBUs and attributes', async () => {
    stubScreenWidth(1440);
    const { user } = setUp(globalAdmin, {}, `${PATH}?tab=merchant`);
    await screen.findByRole('cell', { name: 'Renee Kowalski' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('checkbox', { name: 'Registration incomplete' });
    await act(() => i18n.changeLanguage('es-MX'));
    expect(screen.getByRole('heading', { level: 1, name: 'Administración global de usuarios' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comerciantes internos', selected: true })).toBeInTheDocument();
    expect(rowOf('Renee')).toHaveTextContent(/Comerciante.*Abarrotes/);
    expect(screen.getByRole('checkbox', { name: 'Registro incompleto' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Salud y bienestar' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion globale des utilisateurs' })).toBeInTheDocument();
    expect(rowOf('Renee')).toHaveTextContent(/Marchand.*Épicerie/);
    expect(screen.getByRole('checkbox', { name: 'Inscription incomplète' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Super administrateur observateur' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Externes' }));
    expect(await screen.findByRole('cell', { name: 'Whitfield' })).toBeInTheDocument();
    expect(rowOf('Price')).toHaveTextContent(/Bloqué.*Partenaire 3P.*Utilisateur régulier.*Jamais/);
    expect(screen.getByRole('columnheader', { name: 'Entreprise tierce' })).toBeInTheDocument();
  });
});
