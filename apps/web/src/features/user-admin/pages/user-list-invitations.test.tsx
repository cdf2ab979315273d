import type { AccessApprovalPage } from '@portal/contract/access-approvals';
import type { UserDetails } from '@portal/contract/identity';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import type { NewUserList, PendingUserPage, PendingUserRow } from '@portal/contract/invitations';
import type { UserRow } from '@portal/contract/user-admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileDownload } from '@/lib/file-download';
import { marketInfo, spectator as spectatorOf, userDetails, userJob, usersPage } from '@/testing/fixtures';
import type { MockAnswer, MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 10_000 };
const COMPANY = 1;
const TENANT = 1001;
const USERS = `GET /api/companies/${COMPANY}/users`;
const PENDING = `GET /api/companies/${COMPANY}/users/non-provisioned`;
const VALIDATE = `POST /api/companies/${COMPANY}/users/validate`;
const ADD = `POST /api/companies/${COMPANY}/users`;
const DELETE = `POST /api/companies/${COMPANY}/users/delete`;
const ACCESS = `PUT /api/companies/${COMPANY}/users/access`;
const JOBS = `GET /api/companies/${COMPANY}/users/jobs`;
const jobPath = (jobId: number) => `GET /api/companies/${COMPANY}/users/jobs/${jobId}`;
const resendPath = (taskId: number) => `GET /api/companies/${COMPANY}/batch-tasks/${taskId}/RESEND_INVITE`;
const ACCESS_REQUESTS = `GET /api/v1/identity/accounts/${TENANT}/access-requests`;
const EXPORT_PENDING = `GET /api/companies/${COMPANY}/users/export/pending`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Northwind's admin: every user permission. */
const admin = userDetails({
  login_id: 'admin',
  authz: {
    group: 'Admin',
    permissions: [
      { action: 'LIST', resource: 'USER' },
      { action: 'CREATE', resource: 'USER' },
      { action: 'UPDATE', resource: 'USER' },
      { action: 'DELETE', resource: 'USER' },
      { action: 'BLOCK', resource: 'USER' },
    ],
  },
});

/** The view-only spectator viewing Northwind. */
const spectator = spectatorOf({
  authz: {
    group: 'Super Admin Spectator',
    permissions: [
      { action: 'LIST', resource: 'USER' },
      { action: 'SWITCH', resource: 'COMPANY' },
    ],
  },
});

const JORDAN: UserRow = {
  loginId: 'jordan',
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'jordan@northwind.example',
  uiCompanyType: 'supplier',
  multipleSupplierAccess: false,
  products: ['Shopper Behavior', 'Report Builder'],
  uiLastLoginTime: null,
  persona: 'USER',
};

function pendingRow(taskId: number, overrides: Partial<PendingUserRow> = {}): PendingUserRow {
  return {
    taskId,
    firstName: 'Sam',
    lastName: 'Ortiz',
    loginId: 'sam@northwind.example',
    uiAppAccess: ['Shopper Behavior', 'Report Builder', 'Channel Insights', 'Customer Perception'],
    uiState: 'PENDING',
    createdBy: 'admin',
    createdByName: 'Dana Whitfield',
    uiCreatedOnDate: '2026-11-21T09:15:00.000Z',
    type: 'CREATE_USER',
    stage: 'INVITATION_SENT',
    ...overrides,
  };
}

const SAM = pendingRow(7);
const ALEX = pendingRow(8, {
  firstName: 'Alex',
  lastName: 'Kim',
  loginId: 'alex@northwind.example',
  uiAppAccess: [],
  uiState: 'EXPIRED',
  stage: 'COMPLETING',
  uiCreatedOnDate: '2026-10-02T23:30:00.000Z',
});

const pendingPage = (items: PendingUserRow[]): PendingUserPage => ({ items, total: items.length, page: 0, size: 10 });
const noRequests: AccessApprovalPage = { items: [], total: 0, page: 0, size: 10 };
const failure: MockAnswer = { status: 500, body: { status: 500, code: 'server.internal', message: 'Boom' } };
const refusal = (status: number, code: string): MockAnswer => ({ status, body: { status, code, message: code } });

function setUp(user: UserDetails, routes: Record<string, MockHandler> = {}, path = '/admin/userList?tab=pending') {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [USERS]: { body: usersPage([JORDAN]) },
    [PENDING]: { body: pendingPage([SAM, ALEX]) },
    [ACCESS_REQUESTS]: { body: noRequests },
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const lastQuery = (fetchMock: ReturnType<typeof mockApi>) =>
  Object.fromEntries(callsTo(fetchMock, PENDING).at(-1)!.url.searchParams);

async function openAction(user: ReturnType<typeof setUp>['user'], rowLabel: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${rowLabel}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('/admin/userList, Pending users tab', () => {
  it('lists the pending row: products cut at 40, stage and invitation translated, added by, DD-MM-YYYY', async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(admin);
    expect(await screen.findByRole('cell', { name: 'Sam' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending users', selected: true })).toBeInTheDocument();
    expect(headers()).toEqual([
      'First name',
      'Last name',
      'Login id',
      'Products',
      'Stage',
      'Invitation',
      'Type',
      'Added by',
      'Added on',
      'Actions',
    ]);
    const sam = rowOf('Sam');
    const products = 'Shopper Behavior | Report Builder | Channel Insights | Customer Perception';
    expect(sam).toHaveTextContent(/Sam.*Ortiz.*sam@northwind\.example/);
    expect(sam).toHaveTextContent(products.slice(0, 40));
    expect(sam).not.toHaveTextContent(products);
    expect(sam).toHaveTextContent(/Invitation sent.*Valid.*New user.*Dana Whitfield.*21-11-2026/);
    // 'Added by' names the adder; their login id is not shown.
    expect(within(sam).getByRole('cell', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(within(sam).queryByRole('cell', { name: 'admin' })).toBeNull();
    expect(rowOf('Alex')).toHaveTextContent(/Completing registration.*Link expired.*02-10-2026/);
    expect(lastQuery(fetchMock)).toEqual({ page: '0', size: '10', sortBy: 'uiCreatedOnDate', sortOrder: 'desc' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, login id or who added them' }), 'ortiz');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ search: 'ortiz', page: '0' }));
    await user.click(screen.getByRole('button', { name: 'Stage' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sortBy: 'stage', sortOrder: 'desc' }));
  });

  it("downloads the tab's search in its order as Excel, for the spectator too, and offers 'Try again'", async () => {
    stubScreenWidth(1280);
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    let fail = true;
    const { fetchMock, user } = setUp(
      spectator,
      {
        [EXPORT_PENDING]: () =>
          fail
            ? failure
            : {
                raw: 'xlsx bytes',
                headers: {
                  'content-type': XLSX,
                  'content-disposition': 'attachment; filename="users_pending_2026-11-24.xlsx"',
                },
              },
      },
      '/admin/userList?tab=pending&search=ortiz&sortBy=stage&sortOrder=asc',
    );
    await screen.findByRole('cell', { name: 'Sam' }, FIRST_PAINT);
    expect(screen.getByTestId('view-only-notice')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    const failed = (await screen.findByText('Download failed, please try again')).closest<HTMLElement>(
      '[role="alert"]',
    );
    expect(failed).not.toBeNull();
    expect(save).not.toHaveBeenCalled();
    fail = false;
    await user.click(within(failed!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1]).toBe('users_pending_2026-11-24.xlsx');
    expect(Object.fromEntries(callsTo(fetchMock, EXPORT_PENDING).at(-1)!.url.searchParams)).toEqual({
      search: 'ortiz',
      sortBy: 'stage',
      sortOrder: 'asc',
    });
  });

  it('shows skeleton rows while the page loads', async () => {
    setUp(admin, { [PENDING]: () => new Promise<MockAnswer>(() => undefined) });
    expect((await screen.findAllByTestId('table-skeleton-row', {}, FIRST_PAINT)).length).toBeGreaterThan(0);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty overlay, and the error overlay with a retry', async () => {
    let calls = 0;
    const { user } = setUp(admin, { [PENDING]: () => (++calls === 1 ? failure : { body: pendingPage([]) }) });
    expect(await screen.findByText('Something went wrong...!', {}, FIRST_PAINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('admin-table-empty')).toHaveTextContent(
      'No one is waiting to finish registering. People you invite with Add users',
    );
  });

  it('resends an invitation with the anti-forgery header and says so', async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(admin, {
      [resendPath(7)]: { body: { taskId: 7, status: 'SENT', expiresAt: '2026-11-27T09:15:00.000Z' } },
    });
    await screen.findByRole('cell', { name: 'Sam' }, FIRST_PAINT);
    await openAction(user, 'Sam Ortiz', 'Resend invitation');
    expect(await screen.findByRole('status')).toHaveTextContent('Email is sent successfully');
    const [call] = callsTo(fetchMock, resendPath(7));
    expect(call!.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    // The list is read again (the invitation's expiry moved).
    await waitFor(() => expect(callsTo(fetchMock, PENDING).length).toBeGreaterThan(1));
  });

  it("says 'Resend of email failed' with the server's reason", async () => {
    stubScreenWidth(1280);
    const { user } = setUp(admin, { [resendPath(7)]: refusal(409, 'invitations.not_resendable') });
    await screen.findByRole('cell', { name: 'Sam' }, FIRST_PAINT);
    await openAction(user, 'Sam Ortiz', 'Resend invitation');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Resend of email failed');
    expect(alert).toHaveTextContent('only be sent again while it waits');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has the row menu only in the stage where resend applies, and never lets the spectator use it', async () => {
    stubScreenWidth(1280);
    const stages = [
      pendingRow(9, { firstName: 'Gale', lastName: 'Granting', stage: 'GRANTING_ACCESS' }),
      pendingRow(10, { firstName: 'Wren', lastName: 'Waiting', stage: 'WAITING_FOR_ACCESS' }),
    ];
    const view = setUp(admin, { [PENDING]: { body: pendingPage([SAM, ALEX, ...stages]) } });
    await screen.findByRole('cell', { name: 'Alex' }, FIRST_PAINT);
    expect(rowOf('Gale')).toHaveTextContent('Granting access');
    expect(rowOf('Wren')).toHaveTextContent('Waiting for access');
    for (const name of ['Alex Kim', 'Gale Granting', 'Wren Waiting'])
      expect(screen.queryByRole('button', { name: `Actions for ${name}` })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Actions for Sam Ortiz' }));
    expect(await screen.findByRole('menuitem', { name: 'Resend invitation' })).not.toHaveAttribute('aria-disabled');
    view.unmount();
    const { user, fetchMock } = setUp(spectator);
    await screen.findByRole('cell', { name: 'Sam' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Actions for Sam Ortiz' }));
    expect(await screen.findByRole('menuitem', { name: 'Resend invitation' })).toHaveAttribute('aria-disabled', 'true');
    expect(callsTo(fetchMock, resendPath(7))).toHaveLength(0);
  });

  it('is translated: Mexican Spanish and Canadian French', async () => {
    stubScreenWidth(1280);
    for (const [language, tab, stage] of [
      ['es-MX', 'Usuarios pendientes', 'Invitación enviada'],
      ['fr-CA', 'Utilisateurs en attente', 'Invitation envoyée'],
    ] as const) {
      const view = setUp({ ...admin, user_preferences: { ...admin.user_preferences, language_code: language } });
      expect(await screen.findByRole('tab', { name: tab, selected: true }, FIRST_PAINT)).toBeInTheDocument();
      expect(await screen.findByRole('cell', { name: stage })).toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('/admin/userList, adding users', () => {
  const USERS_TAB = '/admin/userList';

  async function fillPerson(user: ReturnType<typeof setUp>['user'], dialog: HTMLElement, n: number, email: string) {
    const person = within(dialog).getByRole('group', { name: `Person ${n}` });
    await user.type(within(person).getByRole('textbox', { name: 'E-mail' }), email);
    await user.type(within(person).getByRole('textbox', { name: 'First name' }), 'Sam');
    await user.type(within(person).getByRole('textbox', { name: 'Last name' }), 'Ortiz');
    return person;
  }

  it('validates, then adds; says the addition started and the pending tab shows the new row', async () => {
    stubScreenWidth(1280);
    let pending: PendingUserRow[] = [];
    const { fetchMock, user } = setUp(
      admin,
      {
        [PENDING]: () => ({ body: pendingPage(pending) }),
        [VALIDATE]: { body: { valid: true, rows: [{ index: 0, email: 'sam@northwind.example', errors: [] }] } },
        [ADD]: () => {
          pending = [SAM];
          return { body: { status: 'started', jobId: 3, taskIds: [7] } };
        },
      },
      USERS_TAB,
    );
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Add users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add users' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText("This isn't a valid e-mail address.")).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please enter a name.')).toHaveLength(2);
    expect(callsTo(fetchMock, VALIDATE)).toHaveLength(0);
    const person = await fillPerson(user, dialog, 1, 'sam@northwind.example');
    // A name pasted with a tab or a control character is refused in words, before the server is asked.
    const lastName = within(person).getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.click(lastName);
    await user.paste('Or\ttiz');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Keep this on one line, without line breaks or tabs.')).toBeInTheDocument();
    await user.clear(lastName);
    await user.paste('Or\u0007tiz');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Remove the invisible control characters (they often come with pasted text).'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, VALIDATE)).toHaveLength(0);
    await user.clear(lastName);
    await user.type(lastName, 'Ortiz');
    await user.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Report Builder' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shopper Behavior' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language of the invitation' }), 'fr-CA');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Addition of a user started successfully!');
    const expected: NewUserList = {
      users: [
        {
          email: 'sam@northwind.example',
          firstName: 'Sam',
          lastName: 'Ortiz',
          persona: 'ADMIN',
          products: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'],
          locale: 'fr-CA',
        },
      ],
    };
    expect(callsTo(fetchMock, VALIDATE)[0]!.body).toEqual(expected);
    expect(callsTo(fetchMock, ADD)[0]!.body).toEqual(expected);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Pending users' }));
    expect(await screen.findByRole('cell', { name: 'sam@northwind.example' })).toBeInTheDocument();
  });

  it("shows each row's refusals translated, keeps what was typed and adds nothing", async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(
      admin,
      {
        [VALIDATE]: {
          body: {
            valid: false,
            rows: [
              { index: 0, email: 'sam@northwind.example', errors: [] },
              {
                index: 1,
                email: 'pat@elsewhere.example',
                errors: ['invitations.already_user', 'invitations.domain_not_authorised'],
              },
            ],
          },
        },
      },
      USERS_TAB,
    );
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Add users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add users' });
    const first = await fillPerson(user, dialog, 1, 'sam@northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add another person' }));
    const second = await fillPerson(user, dialog, 2, 'pat@elsewhere.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Some rows can't be added.");
    const email = within(second).getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      "This person already has an account. This e-mail domain isn't one of your company's authorised domains.",
    );
    expect(email).toHaveValue('pat@elsewhere.example');
    expect(within(first).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'false');
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
    // Removing the refused row lets the rest be added.
    await user.click(within(dialog).getByRole('button', { name: 'Remove person 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Person 2' })).not.toBeInTheDocument();
  });

  it('shows the rows the addition itself refused (another admin was quicker)', async () => {
    stubScreenWidth(1280);
    const { user } = setUp(
      admin,
      {
        [VALIDATE]: { body: { valid: true, rows: [{ index: 0, email: 'sam@northwind.example', errors: [] }] } },
        [ADD]: {
          status: 400,
          body: {
            status: 400,
            code: 'invitations.invalid_rows',
            message: 'Some users cannot be added.',
            details: { rows: [{ index: 0, email: 'sam@northwind.example', errors: ['invitations.already_invited'] }] },
          },
        },
      },
      USERS_TAB,
    );
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Add users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add users' });
    await fillPerson(user, dialog, 1, 'sam@northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This person has already been invited.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('turns Add users off for the spectator, and leaves it out without CREATE USER', async () => {
    stubScreenWidth(1280);
    const view = setUp(spectator, {}, USERS_TAB);
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    expect(screen.getByRole('button', { name: 'Add users' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
    view.unmount();
    setUp(
      userDetails({
        login_id: 'lister',
        authz: { group: 'Admin', permissions: [{ action: 'LIST', resource: 'USER' }] },
      }),
      {},
      USERS_TAB,
    );
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    expect(screen.queryByRole('button', { name: 'Add users' })).not.toBeInTheDocument();
  });
});

describe('/admin/userList, deleting users and changing products', () => {
  const USERS_TAB = '/admin/userList';

  it('deletes the selected users after a confirmation, says the deletion started, and reads the list when it is done', async () => {
    stubScreenWidth(1280);
    // The company's list holds the deletion while it runs; once over it leaves the list and is read alone.
    let deleted = false;
    const running = userJob(4, { kind: 'DELETE_USERS', total: 1, processed: 0, succeeded: 0, progress: 0 });
    const { fetchMock, user } = setUp(
      admin,
      {
        [USERS]: () => ({ body: usersPage(deleted ? [] : [JORDAN]) }),
        [DELETE]: { body: { status: 'started', jobId: 4, loginIds: ['jordan'] } },
        // Read on load (nothing yet), when the deletion starts (running), then every 2 s (over: gone).
        [JOBS]: () => {
          const read = callsTo(fetchMock, JOBS).length;
          deleted = read > 2;
          return { body: { items: read === 2 ? [running] : [] } };
        },
        [jobPath(4)]: { body: { ...running, state: 'DONE', progress: 100, processed: 1, succeeded: 1 } },
      },
      USERS_TAB,
    );
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Jordan Lee' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete users (1)?' });
    expect(within(dialog).getByRole('list', { name: 'Users to delete' })).toHaveTextContent('jordan@northwind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deletion of User(s) started successfully!');
    expect(callsTo(fetchMock, DELETE)[0]!.body).toEqual({ loginIds: ['jordan'] });
    expect(screen.getByText('Selected users: 0')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The deletion's job is read until it is over; then the list shows what it did.
    expect(screen.getByRole('progressbar', { name: 'Deletion of users' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 1 processed: 0 succeeded, 0 failed',
    );
    expect(screen.getByRole('cell', { name: 'Jordan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Jordan' })).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(callsTo(fetchMock, jobPath(4))).toHaveLength(1);
  });

  it("says the deletion is unsuccessful with the server's reason: oneself, the last admin", async () => {
    stubScreenWidth(1280);
    for (const [code, reason] of [
      ['user_admin.self_delete', "You can't delete your own account."],
      ['user_admin.last_admin', 'The company’s last administrator cannot be deleted.'],
    ] as const) {
      const view = setUp(admin, { [DELETE]: refusal(409, code) }, USERS_TAB);
      await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
      await openAction(view.user, 'Jordan Lee', 'Delete');
      const dialog = await screen.findByRole('dialog', { name: 'Delete users (1)?' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('User(s) deletion is unsuccessful!');
      expect(alert).toHaveTextContent(reason);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it("changes a user's products from what they have, says the edit started, and shows the change once the job is done", async () => {
    stubScreenWidth(1280);
    let products = JORDAN.products;
    const { fetchMock, user } = setUp(
      admin,
      {
        [USERS]: () => ({ body: usersPage([{ ...JORDAN, products }]) }),
        [ACCESS]: { body: { status: 'started', jobId: 5, loginIds: ['jordan'] } },
        // Read on load (nothing yet), when the change starts (queued), then every 2 s (over: gone).
        [JOBS]: () => {
          const read = callsTo(fetchMock, JOBS).length;
          if (read > 2) products = ['Shopper Behavior', 'Channel Insights'];
          const job = userJob(5, { kind: 'CHANGE_ACCESS', state: 'QUEUED', total: 1, processed: 0, succeeded: 0 });
          return { body: { items: read === 2 ? [job] : [] } };
        },
        [jobPath(5)]: { body: userJob(5, { kind: 'CHANGE_ACCESS', state: 'DONE', total: 1, processed: 1 }) },
      },
      USERS_TAB,
    );
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await openAction(user, 'Jordan Lee', 'Change products');
    const dialog = await screen.findByRole('dialog', { name: 'Change the products of jordan@northwind.example' });
    expect(within(dialog).getByRole('checkbox', { name: 'Shopper Behavior' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Report Builder' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Channel Insights' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Report Builder' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Channel Insights' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User edit started successfully!');
    expect(callsTo(fetchMock, ACCESS)[0]!.body).toEqual({
      loginIds: ['jordan'],
      products: ['SHOPPER_BEHAVIOR', 'CHANNEL_INSIGHTS'],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The job is read until it is over; then the list shows what it did.
    expect(rowOf('Jordan')).toHaveTextContent('Shopper Behavior | Report Builder');
    await waitFor(() => expect(rowOf('Jordan')).toHaveTextContent('Shopper Behavior | Channel Insights'), {
      timeout: 5_000,
    });
    expect(callsTo(fetchMock, jobPath(5))).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('User edit started successfully!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the edit is unsuccessful when its job fails, or how many users it could not change, and shows the products as they are', async () => {
    stubScreenWidth(1280);
    const ends = [
      [{ state: 'FAILED', total: 1, processed: 1, failed: 1 }, 'User edit is unsuccessful! Please try again.'],
      [
        { state: 'DONE', total: 2, processed: 2, succeeded: 1, failed: 1 },
        '1 of 2 user(s) could not be changed: they were removed meanwhile.',
      ],
    ] as const;
    for (const [end, message] of ends) {
      const view = setUp(
        admin,
        {
          [ACCESS]: { body: { status: 'started', jobId: 6, loginIds: ['jordan'] } },
          [JOBS]: { body: { items: [] } },
          [jobPath(6)]: { body: userJob(6, { kind: 'CHANGE_ACCESS', ...end }) },
        },
        USERS_TAB,
      );
      await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
      await openAction(view.user, 'Jordan Lee', 'Change products');
      const dialog = await screen.findByRole('dialog');
      await view.user.click(within(dialog).getByRole('checkbox', { name: 'Report Builder' }));
      await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      const usersRead = callsTo(view.fetchMock, USERS).length;
      expect(usersRead).toBeGreaterThan(1);
      expect(rowOf('Jordan')).toHaveTextContent('Shopper Behavior | Report Builder');
      view.unmount();
    }
  });

  it('keeps the dialog open with the reason when the change fails (an overdue access audit)', async () => {
    stubScreenWidth(1280);
    const { user } = setUp(admin, { [ACCESS]: refusal(409, 'access_audit.locked') }, USERS_TAB);
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await openAction(user, 'Jordan Lee', 'Change products');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Your company's user access audit is overdue, so no product can be granted until an administrator completes it",
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('turns delete and change products off for the spectator', async () => {
    stubScreenWidth(1280);
    const { user } = setUp(spectator, {}, USERS_TAB);
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Actions for Jordan Lee' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Change products' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('at 320 px the add dialog fills the screen', async () => {
    stubScreenWidth(320);
    const { user } = setUp(admin, {}, USERS_TAB);
    await screen.findByRole('cell', { name: 'Jordan' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Add users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add users' });
    expect(dialog.className).toMatch(/paperFullScreen/);
  });
});
