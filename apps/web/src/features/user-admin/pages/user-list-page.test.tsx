import type { AccessApprovalPage } from '@portal/contract/access-approvals';
import type { UserDetails } from '@portal/contract/identity';
import type { BlockedUserRow, UserPage, UserRow } from '@portal/contract/user-admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileDownload } from '@/lib/file-download';
import { marketInfo, spectator as spectatorOf, userDetails, usersPage } from '@/testing/fixtures';
import type { MockAnswer, MockHandler, MockRequest } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 15_000 };
const COMPANY = 1;
const TENANT = 1001;
const USERS = `GET /api/companies/${COMPANY}/users`;
const BLOCK = `POST /api/companies/${COMPANY}/users/block`;
const UNBLOCK = `POST /api/companies/${COMPANY}/users/unblock`;
const PROFILE = `PUT /api/companies/${COMPANY}/users/profile`;
const EXPORT_USERS = `GET /api/companies/${COMPANY}/users/export/users`;
const ACCESS_REQUESTS = `GET /api/v1/identity/accounts/${TENANT}/access-requests`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LONG_REASON = 'Left the company at the end of October; hand-over finished with the category team.';

const USER_PERMISSIONS = [
  { action: 'LIST', resource: 'USER' },
  { action: 'BLOCK', resource: 'USER' },
  { action: 'UPDATE', resource: 'USER' },
] as const;

/** Northwind's admin: lists, blocks and edits users. */
const admin = userDetails({
  login_id: 'admin',
  authz: { group: 'Admin', permissions: [...USER_PERMISSIONS] },
});

/** An admin who may list users but not block or edit them. */
const lister = userDetails({
  login_id: 'lister',
  authz: { group: 'Admin', permissions: [{ action: 'LIST', resource: 'USER' }] },
});

/** The view-only spectator viewing Northwind; holds LIST USER to look. */
const spectator = spectatorOf({
  authz: {
    group: 'Super Admin Spectator',
    permissions: [
      { action: 'LIST', resource: 'USER' },
      { action: 'SWITCH', resource: 'COMPANY' },
    ],
  },
});

function userRow(loginId: string, overrides: Partial<UserRow> = {}): UserRow {
  return {
    loginId,
    firstName: 'Jordan',
    lastName: 'Lee',
    email: `${loginId}@northwind.example`,
    uiCompanyType: 'supplier',
    multipleSupplierAccess: false,
    products: ['Shopper Behavior', 'Report Builder', 'Channel Insights', 'Customer Perception'],
    uiLastLoginTime: '2026-11-03T10:00:00.000Z',
    persona: 'USER',
    ...overrides,
  };
}

const JORDAN = userRow('jordan');
const RILEY = userRow('riley', {
  firstName: 'Riley',
  lastName: 'Chen',
  uiCompanyType: 'thirdParty',
  multipleSupplierAccess: true,
  products: ['Shopper Behavior'],
  uiLastLoginTime: null,
});

const CASEY: BlockedUserRow = {
  loginId: 'casey',
  name: 'Casey Morgan',
  email: 'casey@northwind.example',
  products: ['Report Builder'],
  blockedReason: LONG_REASON,
  uiBlockedBy: 'admin',
  uiBlockedOn: '2026-11-20T08:30:00.000Z',
};

const blockedPage = (items: BlockedUserRow[]): UserPage => ({
  tab: 'blocked',
  items,
  total: items.length,
  page: 0,
  size: 10,
  totalIsCapped: false,
});
const noRequests: AccessApprovalPage = { items: [], total: 0, page: 0, size: 10 };
const failure: MockAnswer = { status: 500, body: { status: 500, code: 'server.internal', message: 'Boom' } };

/** Answers each tab of GET users from its own list. */
function usersByTab(users: () => UserRow[], blocked: () => BlockedUserRow[]): MockHandler {
  return ({ url }: MockRequest) => ({
    body: url.searchParams.get('tab') === 'blocked' ? blockedPage(blocked()) : usersPage(users()),
  });
}

function setUp(user: UserDetails, routes: Record<string, MockHandler> = {}, path = '/admin/userList') {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [USERS]: usersByTab(
      () => [JORDAN, RILEY],
      () => [CASEY],
    ),
    [ACCESS_REQUESTS]: { body: noRequests },
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}

const table = () => screen.getByRole('table');
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const lastQuery = (fetchMock: ReturnType<typeof mockApi>) =>
  Object.fromEntries(callsTo(fetchMock, USERS).at(-1)!.url.searchParams);

async function openAction(user: ReturnType<typeof setUp>['user'], rowLabel: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${rowLabel}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('/admin/userList, Users tab', () => {
  it('lists the user row: user type, multiple supplier access, products joined and cut at 40, DD-MM-YYYY', async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(admin);
    expect(await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User management' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending users' })).toBeInTheDocument();
    expect(headers()).toEqual([
      '',
      'First name',
      'Last name',
      'E-mail',
      'User type',
      'Multiple supplier access',
      'Products',
      'Last sign-in',
      'Actions',
    ]);
    const jordan = rowOf('Jordan');
    const products = 'Shopper Behavior | Report Builder | Channel Insights | Customer Perception';
    expect(jordan).toHaveTextContent(/Jordan.*Lee.*jordan@northwind\.example.*Supplier.*No/);
    expect(jordan).toHaveTextContent(products.slice(0, 40));
    expect(jordan).not.toHaveTextContent(products);
    expect(jordan).toHaveTextContent('03-11-2026');
    await user.click(within(jordan).getByRole('button', { name: 'see more' }));
    expect(jordan).toHaveTextContent(products);
    expect(rowOf('Riley')).toHaveTextContent(/Third Party User.*Yes.*Shopper Behavior.*Never/);
    expect(lastQuery(fetchMock)).toEqual({
      tab: 'users',
      page: '0',
      pageSize: '10',
      sortBy: 'firstName',
      sortOrder: 'asc',
    });
  });

  it('shows skeleton rows while the page loads', async () => {
    setUp(admin, { [USERS]: () => new Promise<MockAnswer>(() => undefined) });
    expect((await screen.findAllByTestId('table-skeleton-row', {}, FIRST_PAINT)).length).toBeGreaterThan(0);
    expect(table()).toHaveAttribute('aria-busy', 'true');
  });

  it('searches and sorts on the server, from the first page', async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(admin);
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or login id' }), 'riley');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ search: 'riley', page: '0' }));
    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sortBy: 'email', sortOrder: 'desc' }));
  });

  it("says 'of more than 1,000' when the search counted no further, in the three languages", async () => {
    stubScreenWidth(1280);
    // Ten rows of a search with more matches than the server counts (decision 032): total 1 000, capped.
    const capped = (): MockAnswer => ({
      body: {
        ...usersPage(Array.from({ length: 10 }, (_, i) => ({ ...JORDAN, loginId: `jordan${i}` }))),
        total: 1000,
        totalIsCapped: true,
      },
    });
    for (const [language, label] of [
      ['en-US', /^1–10 of more than 1,000$/],
      ['es-MX', /^1–10 de más de 1,000$/],
      ['fr-CA', /^1–10 sur plus de 1\s000$/],
    ] as const) {
      const view = setUp(
        { ...admin, user_preferences: { ...admin.user_preferences, language_code: language } },
        {
          [USERS]: capped,
        },
        '/admin/userList?search=lee',
      );
      expect(await screen.findByText(label, {}, FIRST_PAINT)).toBeInTheDocument();
      view.unmount();
    }
    // An exact total says so.
    setUp(admin);
    expect(await screen.findByText(/^1–2 of 2$/, {}, FIRST_PAINT)).toBeInTheDocument();
  });

  it('shows the empty overlay, and the error overlay with a retry', async () => {
    let calls = 0;
    const { user } = setUp(admin, { [USERS]: () => (++calls === 1 ? failure : { body: usersPage([]) }) });
    expect(await screen.findByText('Something went wrong...!', {}, FIRST_PAINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('admin-table-empty')).toHaveTextContent(
      'No users yet. They appear here once an administrator adds them.',
    );
  });

  it('blocks one user with a required reason, says so and reads the lists again', async () => {
    stubScreenWidth(1280);
    let active = [JORDAN, RILEY];
    const { fetchMock, user } = setUp(admin, {
      [USERS]: usersByTab(
        () => active,
        () => [CASEY],
      ),
      [BLOCK]: ({ body }) => {
        active = [RILEY];
        return { body: { loginIds: (body as { loginIds: string[] }).loginIds, status: 'BLOCKED' } };
      },
    });
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await openAction(user, 'Jordan Lee', 'Block');
    const dialog = await screen.findByRole('dialog', { name: 'Block users (1)?' });
    expect(within(dialog).getByRole('list', { name: 'Users to block' })).toHaveTextContent('jordan@northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Please enter a reason.')).toBeInTheDocument();
    expect(callsTo(fetchMock, BLOCK)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 user(s) blocked successfully!');
    expect(callsTo(fetchMock, BLOCK)[0]!.body).toEqual({ loginIds: ['jordan'], reason: 'Left the company' });
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Jordan' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('blocks the selected users at once', async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(admin, {
      [BLOCK]: { body: { loginIds: ['jordan', 'riley'], status: 'BLOCKED' } },
    });
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    const blockSelected = screen.getByRole('button', { name: 'Block selected' });
    expect(blockSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('Selected users: 2')).toBeInTheDocument();
    await user.click(blockSelected);
    const dialog = await screen.findByRole('dialog', { name: 'Block users (2)?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Contract ended');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 user(s) blocked successfully!');
    expect(callsTo(fetchMock, BLOCK)[0]!.body).toEqual({ loginIds: ['jordan', 'riley'], reason: 'Contract ended' });
    expect(screen.getByText('Selected users: 0')).toBeInTheDocument();
  });

  it("shows the server's refusal translated in the dialog, the reason kept", async () => {
    stubScreenWidth(1280);
    const { user } = setUp(admin, {
      [BLOCK]: {
        status: 409,
        body: { status: 409, code: 'user_admin.last_admin', message: 'The last admin cannot be blocked' },
      },
    });
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await openAction(user, 'Riley Chen', 'Block');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Leaving');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The company’s last administrator cannot be blocked.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Leaving');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("edits a user's name in a dialog that starts from it and requires both names", async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(admin, {
      [PROFILE]: { body: { loginId: 'riley', firstName: 'Rily', lastName: 'Chen-Park' } },
    });
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await openAction(user, 'Riley Chen', 'Edit name');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the name of riley@northwind.example' });
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    const last = within(dialog).getByRole('textbox', { name: 'Last name' });
    expect(first).toHaveValue('Riley');
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name.')).toBeInTheDocument();
    expect(callsTo(fetchMock, PROFILE)).toHaveLength(0);
    await user.type(first, 'Rily');
    await user.clear(last);
    await user.type(last, 'Chen-Park');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User edited successfully!');
    expect(callsTo(fetchMock, PROFILE)[0]!.body).toEqual({
      loginId: 'riley',
      firstName: 'Rily',
      lastName: 'Chen-Park',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("downloads the tab's search as Excel, and offers 'Try again' when it fails", async () => {
    stubScreenWidth(1280);
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    let fail = true;
    const { fetchMock, user } = setUp(
      admin,
      {
        [EXPORT_USERS]: () =>
          fail
            ? failure
            : {
                raw: 'xlsx bytes',
                headers: {
                  'content-type': XLSX,
                  'content-disposition': 'attachment; filename="users_users_2026-11-24.xlsx"',
                },
              },
      },
      '/admin/userList?search=lee',
    );
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Download failed, please try again');
    expect(save).not.toHaveBeenCalled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1]).toBe('users_users_2026-11-24.xlsx');
    expect(Object.fromEntries(callsTo(fetchMock, EXPORT_USERS).at(-1)!.url.searchParams)).toEqual({
      search: 'lee',
      sortBy: 'firstName',
      sortOrder: 'asc',
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('lets the spectator look, every change disabled and the reason said', async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(spectator);
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    expect(screen.getByTestId('view-only-notice')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Jordan Lee' }));
    expect(screen.getByRole('button', { name: 'Block selected' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Actions for Jordan Lee' }));
    expect(await screen.findByRole('menuitem', { name: 'Block' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit name' })).toHaveAttribute('aria-disabled', 'true');
    expect(callsTo(fetchMock, USERS).at(-1)!.url.pathname).toBe(`/api/companies/${COMPANY}/users`);
    expect(callsTo(fetchMock, BLOCK)).toHaveLength(0);
  });

  it('turns block and edit off for an admin without BLOCK and UPDATE USER', async () => {
    stubScreenWidth(1280);
    const { user } = setUp(lister);
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    expect(screen.queryByTestId('view-only-notice')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Jordan Lee' }));
    expect(await screen.findByRole('menuitem', { name: 'Block' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit name' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends a user without LIST USER to access denied', async () => {
    const { router, fetchMock } = setUp(userDetails());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'), FIRST_PAINT);
    expect(callsTo(fetchMock, USERS)).toHaveLength(0);
  });

  it('at 320 px keeps the names, the rest behind the details, and the actions', async () => {
    stubScreenWidth(320);
    const { user } = setUp(admin);
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    expect(headers()).toEqual(['', 'Details', 'First name', 'Last name', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Show details of Jordan Lee' }));
    expect(screen.getByText('jordan@northwind.example')).toBeInTheDocument();
  });
});

describe('/admin/userList, Blocked users tab', () => {
  it('lists the blocked user row, the reason cut at 50, the day as DD-MM-YYYY; the tab is in the URL', async () => {
    stubScreenWidth(1280);
    const { fetchMock, router, user } = setUp(admin, {}, '/admin/userList?search=jordan');
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await user.click(screen.getByRole('tab', { name: 'Blocked users' }));
    expect(await screen.findByRole('cell', { name: 'Casey Morgan' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=blocked');
    expect(headers()).toEqual(['Name', 'E-mail', 'Products', 'Reason', 'Blocked by', 'Blocked on', 'Actions']);
    const casey = rowOf('Casey Morgan');
    expect(casey).toHaveTextContent(/casey@northwind\.example.*Report Builder/);
    expect(casey).toHaveTextContent(LONG_REASON.slice(0, 50).trim());
    expect(casey).not.toHaveTextContent(LONG_REASON);
    expect(casey).toHaveTextContent(/admin.*20-11-2026/);
    expect(lastQuery(fetchMock)).toEqual({
      tab: 'blocked',
      page: '0',
      pageSize: '10',
      sortBy: 'uiBlockedOn',
      sortOrder: 'desc',
    });
  });

  it('unblocks after a confirmation and says so', async () => {
    stubScreenWidth(1280);
    let blocked = [CASEY];
    const { fetchMock, user } = setUp(
      admin,
      {
        [USERS]: usersByTab(
          () => [JORDAN],
          () => blocked,
        ),
        [UNBLOCK]: () => {
          blocked = [];
          return { body: { loginIds: ['casey'], status: 'ACTIVE' } };
        },
      },
      '/admin/userList?tab=blocked',
    );
    await screen.findByRole('cell', { name: 'Casey Morgan' }, FIRST_PAINT);
    await openAction(user, 'Casey Morgan', 'Unblock');
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Casey Morgan?' });
    expect(dialog).toHaveTextContent('casey@northwind.example will be able to sign in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 user(s) unblocked successfully!');
    expect(callsTo(fetchMock, UNBLOCK)[0]!.body).toEqual({ loginIds: ['casey'] });
    expect(await screen.findByTestId('admin-table-empty')).toBeInTheDocument();
  });

  it("shows the server's refusal to unblock translated", async () => {
    stubScreenWidth(1280);
    const { user } = setUp(
      admin,
      {
        [UNBLOCK]: {
          status: 409,
          body: { status: 409, code: 'user_admin.not_blocked', message: 'Not blocked' },
        },
      },
      '/admin/userList?tab=blocked',
    );
    await screen.findByRole('cell', { name: 'Casey Morgan' }, FIRST_PAINT);
    await openAction(user, 'Casey Morgan', 'Unblock');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only blocked users can be unblocked.');
  });

  it('shows the empty overlay, and the error overlay with a retry', async () => {
    let calls = 0;
    const { user } = setUp(
      admin,
      { [USERS]: () => (++calls === 1 ? failure : { body: blockedPage([]) }) },
      '/admin/userList?tab=blocked',
    );
    expect(await screen.findByText('Something went wrong...!', {}, FIRST_PAINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('admin-table-empty')).toHaveTextContent('No blocked users. To block someone');
  });

  it('turns unblock off for the spectator', async () => {
    stubScreenWidth(1280);
    const { user } = setUp(spectator, {}, '/admin/userList?tab=blocked');
    await screen.findByRole('cell', { name: 'Casey Morgan' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Actions for Casey Morgan' }));
    expect(await screen.findByRole('menuitem', { name: 'Unblock' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('/admin/userList, Access requests tab and languages', () => {
  it('shows the access-request list in its tab', async () => {
    stubScreenWidth(1280);
    const { fetchMock } = setUp(admin, {}, '/admin/userList?tab=accessRequests');
    expect(
      await screen.findByRole('tab', { name: 'Access requests', selected: true }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('admin-table-empty')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name, e-mail or product' })).toBeInTheDocument();
    expect(callsTo(fetchMock, ACCESS_REQUESTS)).toHaveLength(1);
    expect(callsTo(fetchMock, USERS)).toHaveLength(0);
  });

  it('is translated: Mexican Spanish and Canadian French', async () => {
    stubScreenWidth(1280);
    for (const [language, heading, column, tab] of [
      ['es-MX', 'Administración de usuarios', 'Tipo de usuario', 'Usuarios bloqueados'],
      ['fr-CA', 'Gestion des utilisateurs', 'Type d’utilisateur', 'Utilisateurs bloqués'],
    ] as const) {
      const view = setUp({ ...admin, user_preferences: { ...admin.user_preferences, language_code: language } });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, FIRST_PAINT)).toBeInTheDocument();
      expect(await screen.findByRole('columnheader', { name: column })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
      view.unmount();
    }
  });
});
