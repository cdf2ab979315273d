import type { AccessApprovalPage } from '@portal/contract/access-approvals';
import type { BulkEditReport } from '@portal/contract/bulk-users';
import type { UserJob } from '@portal/contract/invitations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileDownload } from '@/lib/file-download';
import { closedUserJobsKey } from '@/lib/storage';
import { marketInfo, userDetails, userJob, usersPage } from '@/testing/fixtures';
import type { MockAnswer, MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { elapse, installFakeClock, renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 10_000 };
const COMPANY = 1;
const TENANT = 1001;
const EDIT_TEMPLATE = `GET /api/v1/identity/companies/${COMPANY}/download-bulk-edit-template`;
const EDIT = `POST /api/v1/identity/companies/${COMPANY}/users/bulk-edit`;
const JOBS = `GET /api/companies/${COMPANY}/users/jobs`;
const RESULT = (jobId: number) => `GET /api/companies/${COMPANY}/users/jobs/${jobId}/result`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const admin = userDetails({
  login_id: 'admin',
  authz: {
    group: 'Admin',
    permissions: [
      { action: 'LIST', resource: 'USER' },
      { action: 'CREATE', resource: 'USER' },
      { action: 'UPDATE', resource: 'USER' },
    ],
  },
});
const noRequests: AccessApprovalPage = { items: [], total: 0, page: 0, size: 10 };

const REPORT: BulkEditReport = {
  rows: [
    {
      row: 2,
      email: 'jordan@northwind.example',
      firstName: 'Jordan',
      lastName: 'Lee-Smith',
      outcome: 'UPDATE',
      reasons: [],
      changes: [
        { field: 'lastName', before: 'Lee', after: 'Lee-Smith' },
        { field: 'role', before: 'USER', after: 'ADMIN' },
        { field: 'products', before: ['REPORT_BUILDER'], after: ['CHANNEL_INSIGHTS', 'REPORT_BUILDER'] },
      ],
    },
    {
      row: 3,
      email: 'sam@northwind.example',
      firstName: 'Samuel',
      lastName: 'Ortiz',
      outcome: 'UPDATE',
      reasons: [],
      changes: [{ field: 'firstName', before: 'Sam', after: 'Samuel' }],
    },
    {
      row: 4,
      email: 'kim@northwind.example',
      firstName: 'Kim',
      lastName: 'Park',
      outcome: 'UNCHANGED',
      reasons: [],
      changes: [],
    },
    {
      row: 5,
      email: 'new@northwind.example',
      firstName: 'New',
      lastName: 'Person',
      outcome: 'ERROR',
      reasons: ['bulk_users.not_company_user'],
      changes: [],
    },
    {
      row: 6,
      email: 'admin@northwind.example',
      firstName: 'Dana',
      lastName: 'Whitfield',
      outcome: 'ERROR',
      reasons: ['bulk_users.own_role'],
      changes: [],
    },
  ],
  counts: { update: 2, unchanged: 1, error: 2 },
};

const xlsx = (name: string): MockAnswer => ({
  raw: 'xlsx bytes',
  headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}"` },
});

function setUp(routes: Record<string, MockHandler>) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: admin },
    [`GET /api/companies/${COMPANY}/users`]: { body: usersPage([]) },
    [`GET /api/v1/identity/accounts/${TENANT}/access-requests`]: { body: noRequests },
    ...routes,
  });
  return { fetchMock, ...renderRoutes('/admin/userList') };
}

describe('/admin/userList, bulk edit and the progress of the company’s jobs', () => {
  it('downloads the users, checks the file with each change before and after, confirms, and shows the job', async () => {
    stubScreenWidth(1280);
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    let listed: UserJob[] = [];
    const { fetchMock, user } = setUp({
      [JOBS]: () => ({ body: { items: listed } }),
      [EDIT_TEMPLATE]: xlsx('bulk_edit_template.xlsx'),
      [EDIT]: ({ url }) => {
        if (url.searchParams.get('isOverrideConfirmed') === 'true') {
          listed = [userJob(81, { kind: 'BULK_EDIT', total: 2, processed: 0, succeeded: 0, state: 'QUEUED' })];
          return { body: { status: 'started', jobId: 81, users: 2, counts: REPORT.counts } };
        }
        return { body: REPORT };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Bulk edit' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit' });
    await user.click(within(dialog).getByRole('button', { name: 'Download the users' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.anything(), 'bulk_edit_template.xlsx'));

    const file = new File(['xlsx'], 'users.xlsx', { type: XLSX });
    await user.upload(within(dialog).getByLabelText('Choose a file (.xlsx or .csv)'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect(await within(dialog).findByText(/2 to change, 1 unchanged, 2 with errors/)).toBeInTheDocument();
    const changes = within(dialog).getByRole('list', { name: 'Users that will change' });
    expect(changes).toHaveTextContent(
      [
        'Row 2 jordan@northwind.example',
        'Last name: Lee → Lee-Smith',
        'Role: User → Administrator',
        'Products: Report Builder → Channel Insights, Report Builder',
        'Row 3 sam@northwind.example',
        'First name: Sam → Samuel',
      ].join(''),
    );
    const problems = within(dialog).getByRole('list', { name: 'Rows with errors' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Row 5 new@northwind.example: error — This e-mail isn't one of your company's users. Add new people with Bulk upload.",
      "Row 6 admin@northwind.example: error — You can't change your own role.",
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Change 2 user(s)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User edit started successfully!');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Each call names the company's tenant; the check, then the confirmation.
    const calls = callsTo(fetchMock, EDIT);
    expect(calls.map((call) => call.headers.get('tenant_id'))).toEqual([String(TENANT), String(TENANT)]);
    expect(calls.map((call) => call.url.searchParams.get('isOverrideConfirmed'))).toEqual([null, 'true']);
    const panel = screen.getByRole('region', { name: 'Bulk edit' });
    expect(within(panel).getByRole('progressbar', { name: 'Bulk edit' })).toHaveAttribute(
      'aria-valuetext',
      'Waiting to start',
    );
  });

  it('shows the jobs of the list after a reload: running with its counts, its end, the result; closed ones stay closed', async () => {
    stubScreenWidth(360);
    installFakeClock();
    window.localStorage.setItem(closedUserJobsKey(COMPANY), JSON.stringify([60]));
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const ended = { state: 'DONE', progress: 100, endedAt: '2026-11-29T09:00:00.000Z', hasResult: true } as const;
    let edit = userJob(70, { kind: 'BULK_EDIT', total: 4, processed: 2, succeeded: 1, failed: 1 });
    const upload = userJob(61, { ...ended, total: 3, processed: 3, succeeded: 3 });
    const closed = userJob(60, { ...ended, total: 1, processed: 1, succeeded: 1 });
    const routes = {
      [JOBS]: () => ({ body: { items: [edit, upload, closed] } }),
      [RESULT(70)]: xlsx('bulk_edit_result.xlsx'),
    };
    const first = setUp(routes);
    const running = await screen.findByRole('region', { name: 'Bulk edit' }, FIRST_PAINT);
    const bar = within(running).getByRole('progressbar', { name: 'Bulk edit' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 4 processed: 1 succeeded, 1 failed');
    const done = screen.getByRole('region', { name: 'Bulk upload' });
    expect(done).toHaveTextContent('Finished: 3 of 3 succeeded, 0 failed.');
    expect(screen.getAllByRole('region', { name: 'Bulk upload' })).toHaveLength(1);

    // The job fails: the page says so, the panel says how far it went and offers the result.
    edit = { ...edit, state: 'FAILED', processed: 3, failed: 2, endedAt: '2026-11-29T10:05:00.000Z', hasResult: true };
    await elapse(2_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('User edit is unsuccessful! Please try again.');
    expect(within(running).queryByRole('progressbar')).toBeNull();
    expect(running).toHaveTextContent('Stopped before the end: 1 of 4 succeeded, 2 failed.');
    await first.user.click(within(running).getByRole('button', { name: 'Download the result' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.anything(), 'bulk_edit_result.xlsx'));
    const reads = callsTo(first.fetchMock, JOBS).length;
    await elapse(4_000);
    expect(callsTo(first.fetchMock, JOBS)).toHaveLength(reads);

    await first.user.click(within(running).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Bulk edit' })).toBeNull();
    first.unmount();
    setUp(routes);
    expect(await screen.findByRole('region', { name: 'Bulk upload' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk edit' })).toBeNull();
  });
});
