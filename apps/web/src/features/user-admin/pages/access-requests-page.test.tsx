import type { AccessApprovalPage, BulkAccessApprovalResponse } from '@portal/contract/access-approvals';
import type { AccessRequest } from '@portal/contract/access-requests';
import type { UserDetails } from '@portal/contract/identity';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileDownload } from '@/lib/file-download';
import { marketInfo, superAdmin, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 5_000 };
const TENANT = 1001;
const LIST = `GET /api/v1/identity/accounts/${TENANT}/access-requests`;
const DECIDE = `POST /api/v1/identity/accounts/${TENANT}/bulk-access-requests`;
/** The company both callers administer (the admin's own, the spectator's acting one). */
const EXPORT = `GET /api/companies/${userDetails().company_id}/users/export/requests`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LONG_NOTE = 'Co-merchandising pilot in the Midwest stores; we need shared sales views.';

/** Acme's admin: lists users and approves access requests. */
const admin = userDetails({
  login_id: 'admin',
  authz: {
    group: 'Admin',
    permissions: [
      { action: 'LIST', resource: 'USER' },
      { action: 'APPROVE', resource: 'ACCESS_REQUEST' },
    ],
  },
});

/** The view-only spectator viewing for the same company. */
const spectator = superAdmin({
  login_id: 'spectator',
  acting_tenant: admin.tenant,
  authz: {
    group: 'Super Admin Spectator',
    permissions: [
      { action: 'LIST', resource: 'USER' },
      { action: 'SWITCH', resource: 'COMPANY' },
    ],
  },
});

function request(id: string, overrides: Partial<AccessRequest> = {}): AccessRequest {
  return {
    id,
    tenant_id: TENANT,
    company_name: 'Northwind Foods',
    first_name: 'Morgan',
    last_name: 'Reyes',
    email: 'morgan.reyes@summit.example',
    products: ['SHOPPER_BEHAVIOR'],
    product_text: 'Shopper Behavior | Report Builder',
    requestor_note: LONG_NOTE,
    create_time: '2026-11-10T15:05:00.000Z',
    state: 'PENDING',
    ...overrides,
  };
}

const MORGAN = request('3');
const ALEX = request('4', {
  first_name: 'Alex',
  last_name: 'Kim',
  email: 'alex.kim@blueridge.example',
  requestor_note: 'Bundle offer analysis.',
  create_time: '2026-11-18T19:30:00.000Z',
});

const page = (items: AccessRequest[]): AccessApprovalPage => ({ items, total: items.length, page: 0, size: 10 });

function setUp(user: UserDetails, routes: Record<string, MockHandler> = {}, path = '/admin/accessRequests') {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    [LIST]: { body: page([ALEX, MORGAN]) },
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}

const table = () => screen.getByRole('table');
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('/admin/accessRequests', () => {
  it('lists the pending requests, newest first, the note cut at 35 characters with see more', async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(admin);
    expect(await screen.findByRole('cell', { name: 'Morgan' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Access requests' })).toBeInTheDocument();
    expect(headers()).toEqual([
      '',
      'First name',
      'Last name',
      'E-mail',
      'Products',
      'Requester note',
      'Request date',
      'Actions',
    ]);
    const morgan = within(table()).getAllByRole('row')[2]!;
    expect(morgan).toHaveTextContent(
      /Morgan.*Reyes.*morgan\.reyes@summit\.example.*Shopper Behavior \| Report Builder/,
    );
    expect(morgan).toHaveTextContent('10-11-2026');
    expect(morgan).not.toHaveTextContent(LONG_NOTE);
    expect(morgan).toHaveTextContent(LONG_NOTE.slice(0, 35));
    await user.click(within(morgan).getByRole('button', { name: 'see more' }));
    expect(morgan).toHaveTextContent(LONG_NOTE);
    expect(Object.fromEntries(callsTo(fetchMock, LIST).at(-1)!.url.searchParams)).toEqual({
      page: '0',
      page_size: '10',
      sortBy: 'create_time',
      sortOrder: 'desc',
    });
  });

  it('approves one request from its row after confirming, says so and reads the list again', async () => {
    stubScreenWidth(1280);
    let listed = [ALEX, MORGAN];
    const answer: BulkAccessApprovalResponse = {
      results: [{ id: '3', status: 200, outcome: 'APPROVED', state: 'APPROVED' }],
      approved: 1,
      rejected: 0,
      conflicts: 0,
    };
    const { fetchMock, user } = setUp(admin, {
      [LIST]: () => ({ body: page(listed) }),
      [DECIDE]: () => {
        listed = [ALEX];
        return { body: answer };
      },
    });
    await screen.findByRole('cell', { name: 'Morgan' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Actions for Morgan Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve access requests (1)?' });
    expect(within(dialog).getByRole('list', { name: 'Requesters' })).toHaveTextContent('Morgan Reyes');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Requests approved: 1.');
    expect(callsTo(fetchMock, DECIDE)[0]!.body).toEqual({ approvals: [{ id: '3', decision: 'APPROVE', note: '' }] });
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Morgan' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects the selection with a note and tells which were decided already', async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(admin, {
      [DECIDE]: {
        body: {
          results: [
            { id: '4', status: 200, outcome: 'REJECTED', state: 'REJECTED' },
            {
              id: '3',
              status: 409,
              outcome: 'ALREADY_DECIDED',
              state: 'APPROVED',
              code: 'access_request.already_decided',
            },
          ],
          approved: 0,
          rejected: 1,
          conflicts: 1,
        } satisfies BulkAccessApprovalResponse,
      },
    });
    await screen.findByRole('cell', { name: 'Morgan' }, FIRST_PAINT);
    const rejectSelected = screen.getByRole('button', { name: 'Reject selected' });
    expect(rejectSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('Selected requests: 2')).toBeInTheDocument();
    await user.click(rejectSelected);
    const dialog = await screen.findByRole('dialog', { name: 'Reject access requests (2)?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the requester (optional)' }), 'Not now');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('Requests rejected: 1.');
    expect(message).toHaveTextContent('Requests decided already, left as they were: 1.');
    expect(callsTo(fetchMock, DECIDE)[0]!.body).toEqual({
      approvals: [
        { id: '4', decision: 'REJECT', note: 'Not now' },
        { id: '3', decision: 'REJECT', note: 'Not now' },
      ],
    });
    expect(screen.getByText('Selected requests: 0')).toBeInTheDocument();
  });

  it('keeps the dialog open with the error when the decision fails', async () => {
    stubScreenWidth(1280);
    const { user } = setUp(admin, {
      [DECIDE]: { status: 500, body: { status: 500, code: 'server.internal', message: 'Boom' } },
    });
    await screen.findByRole('cell', { name: 'Morgan' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Actions for Alex Kim' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty overlay, and the error overlay with a retry', async () => {
    let calls = 0;
    const failure = { status: 500, body: { status: 500, code: 'server.internal', message: 'Boom' } };
    const { user } = setUp(admin, { [LIST]: () => (++calls === 1 ? failure : { body: page([]) }) });
    expect(await screen.findByText('Something went wrong...!', {}, FIRST_PAINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('admin-table-empty')).toHaveTextContent(
      'No access requests are waiting. When people of other companies ask for your company’s data',
    );
  });

  it("downloads the search in the table's order as Excel, for the spectator too, and offers 'Try again'", async () => {
    stubScreenWidth(1280);
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    let fail = true;
    const failure = { status: 500, body: { status: 500, code: 'server.internal', message: 'Boom' } };
    for (const caller of [admin, spectator]) {
      const { fetchMock, user, unmount } = setUp(
        caller,
        {
          [EXPORT]: () =>
            fail
              ? failure
              : {
                  raw: 'xlsx bytes',
                  headers: {
                    'content-type': XLSX,
                    'content-disposition': 'attachment; filename="users_requests_2026-11-24.xlsx"',
                  },
                },
        },
        '/admin/accessRequests?search=reyes&sortBy=email&sortOrder=asc',
      );
      await screen.findByRole('cell', { name: 'Morgan' }, FIRST_PAINT);
      if (fail) {
        await user.click(screen.getByRole('button', { name: 'Download Excel' }));
        const failed = (await screen.findByText('Download failed, please try again')).closest<HTMLElement>(
          '[role="alert"]',
        );
        expect(failed).not.toBeNull();
        expect(save).not.toHaveBeenCalled();
        fail = false;
        await user.click(within(failed!).getByRole('button', { name: 'Try again' }));
      } else {
        await user.click(screen.getByRole('button', { name: 'Download Excel' }));
      }
      await waitFor(() => expect(save).toHaveBeenCalledTimes(caller === admin ? 1 : 2));
      expect(save.mock.calls.at(-1)![1]).toBe('users_requests_2026-11-24.xlsx');
      expect(Object.fromEntries(callsTo(fetchMock, EXPORT).at(-1)!.url.searchParams)).toEqual({
        search: 'reyes',
        sortBy: 'email',
        sortOrder: 'asc',
      });
      unmount();
    }
  });

  it('lets the spectator look, every action disabled', async () => {
    stubScreenWidth(1280);
    const { fetchMock, user } = setUp(spectator);
    await screen.findByRole('cell', { name: 'Morgan' }, FIRST_PAINT);
    expect(screen.getByText(/You are viewing only/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Morgan Reyes' }));
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject selected' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Actions for Morgan Reyes' }));
    expect(await screen.findByRole('menuitem', { name: 'Approve' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Reject' })).toHaveAttribute('aria-disabled', 'true');
    expect(callsTo(fetchMock, DECIDE)).toHaveLength(0);
  });

  it('at 320 px keeps the names, the rest behind the details, and the actions', async () => {
    stubScreenWidth(320);
    const { user } = setUp(admin);
    await screen.findByRole('cell', { name: 'Morgan' }, FIRST_PAINT);
    expect(headers()).toEqual(['', 'Details', 'First name', 'Last name', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Show details of Morgan Reyes' }));
    expect(screen.getByText('morgan.reyes@summit.example')).toBeInTheDocument();
  });

  it('sends a user without LIST USER to access denied', async () => {
    const { router, fetchMock } = setUp(userDetails());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'), FIRST_PAINT);
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it('is translated: Mexican Spanish and Canadian French', async () => {
    stubScreenWidth(1280);
    for (const [language, heading, column] of [
      ['es-MX', 'Solicitudes de acceso', 'Nota del solicitante'],
      ['fr-CA', 'Demandes d’accès', 'Note du demandeur'],
    ] as const) {
      const view = setUp({ ...admin, user_preferences: { ...admin.user_preferences, language_code: language } });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, FIRST_PAINT)).toBeInTheDocument();
      expect(await screen.findByRole('columnheader', { name: column })).toBeInTheDocument();
      view.unmount();
    }
  });
});
