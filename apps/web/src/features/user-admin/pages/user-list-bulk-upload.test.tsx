import type { AccessApprovalPage } from '@portal/contract/access-approvals';
import type { BulkReport } from '@portal/contract/bulk-users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileDownload } from '@/lib/file-download';
import { marketInfo, userDetails, userJob, usersPage } from '@/testing/fixtures';
import type { MockAnswer, MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const FIRST_PAINT = { timeout: 10_000 };
const COMPANY = 1;
const TENANT = 1001;
const TEMPLATE = `GET /api/companies/${COMPANY}/users/download-bulk-create-template`;
const UPLOAD = `POST /api/companies/${COMPANY}/users/bulk-upload/validate-create`;
const JOBS = `GET /api/companies/${COMPANY}/users/jobs`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const admin = userDetails({
  login_id: 'admin',
  authz: {
    group: 'Admin',
    permissions: [
      { action: 'LIST', resource: 'USER' },
      { action: 'CREATE', resource: 'USER' },
    ],
  },
});
const noRequests: AccessApprovalPage = { items: [], total: 0, page: 0, size: 10 };

const REPORT: BulkReport = {
  rows: [
    {
      row: 2,
      email: 'ana.example@example.com',
      firstName: 'Ana',
      lastName: 'Example',
      outcome: 'SKIP',
      reasons: ['bulk_users.example_row'],
    },
    { row: 3, email: 'one@northwind.example', firstName: 'One', lastName: 'Person', outcome: 'CREATE', reasons: [] },
    { row: 4, email: 'two@northwind.example', firstName: 'Two', lastName: 'Person', outcome: 'CREATE', reasons: [] },
    {
      row: 5,
      email: 'not-an-address',
      firstName: 'Bad',
      lastName: 'Mail',
      outcome: 'ERROR',
      reasons: ['invitations.invalid_email'],
    },
  ],
  counts: { create: 2, skip: 1, error: 1 },
};

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

const file = () => new File(['E-mail,First name,Last name,Role\n'], 'people.csv', { type: 'text/csv' });

describe('/admin/userList, bulk upload', () => {
  it('downloads the template, checks the file row by row, downloads the report, confirms and shows the job to its end', async () => {
    stubScreenWidth(1280);
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const xlsx = (name: string): MockAnswer => ({
      raw: 'xlsx bytes',
      headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}"` },
    });
    let job = userJob(55);
    const { fetchMock, user } = setUp({
      [TEMPLATE]: xlsx('bulk_create_template.xlsx'),
      [UPLOAD]: ({ url }) => {
        if (url.searchParams.get('isOverrideConfirmed') === 'true')
          return { body: { status: 'started', jobId: 55, users: 2, counts: REPORT.counts } };
        if (url.searchParams.get('format') === 'xlsx') return xlsx('bulk_upload_report.xlsx');
        return { body: REPORT };
      },
      [JOBS]: () => ({ body: { items: [job] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Bulk upload' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk upload' });
    await user.click(within(dialog).getByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.anything(), 'bulk_create_template.xlsx'));
    expect(within(dialog).getByRole('button', { name: 'Check the file' })).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('Choose a file (.xlsx or .csv)'), file());
    expect(within(dialog).getByText('people.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect(await within(dialog).findByText(/2 to create, 1 skipped, 1 with errors/)).toBeInTheDocument();
    const problems = within(dialog).getByRole('list', { name: 'Rows that will not be created' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Row 5 not-an-address: error — This isn't a valid e-mail address.",
      "Row 2 ana.example@example.com: skipped — The template's example row: it is skipped.",
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Download the report' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.anything(), 'bulk_upload_report.xlsx'));

    await user.click(within(dialog).getByRole('button', { name: 'Create 2 user(s)' }));
    expect(await screen.findByText('Bulk upload of 2 user(s) started successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, UPLOAD).map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      {},
      { format: 'xlsx' },
      { isOverrideConfirmed: 'true' },
    ]);
    // The job's panel, from the company's list of jobs: the rows processed of the total, then how it ended.
    const panel = await screen.findByRole('region', { name: 'Bulk upload' });
    const progress = await within(panel).findByRole('progressbar', { name: 'Bulk upload' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(progress).toHaveAttribute('aria-valuetext', '1 of 2 processed: 1 succeeded, 0 failed');
    job = {
      ...job,
      state: 'DONE',
      progress: 100,
      processed: 2,
      succeeded: 2,
      endedAt: '2026-11-29T10:01:00.000Z',
      hasResult: true,
    };
    expect(await screen.findByText('2 new users were successfully added!', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(panel).queryByRole('progressbar')).toBeNull();
    expect(within(panel).getByText('Finished: 2 of 2 succeeded, 0 failed.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download the result' })).toBeInTheDocument();
  });

  it('says in words why a file is refused, and keeps the dialog to choose another', async () => {
    stubScreenWidth(360);
    const refused: MockAnswer = {
      status: 415,
      body: { status: 415, code: 'bulk_users.not_spreadsheet', message: 'not a spreadsheet' },
    };
    const { user } = setUp({ [UPLOAD]: refused });
    await user.click(await screen.findByRole('button', { name: 'Bulk upload' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk upload' });
    await user.upload(within(dialog).getByLabelText('Choose a file (.xlsx or .csv)'), file());
    await user.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect(
      await within(dialog).findByText('This file is not an .xlsx or .csv spreadsheet. Save it as .xlsx and try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Check the file' })).toBeEnabled();
  });
});
