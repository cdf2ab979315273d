import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { fileDownload } from '@/lib/file-download';
import { userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import type { MockAnswer } from '@/testing/mock-api';
import { stubScreenWidth } from '@/testing/screen-width';
import {
  actingSuperAdmin,
  APPLICATIONS,
  BLOCKED,
  companyAdmin,
  contextFreeSuperAdmin,
  dayCounts,
  DAYS,
  DEFAULT_RANGE,
  DOWNLOAD,
  EVENTS,
  failure,
  FIRST_PAINT,
  LIST,
  logPage,
  PATH,
  setUp,
  XLSX,
} from './activity-log.fixtures';

type Fetch = ReturnType<typeof setUp>['fetchMock'];
const lastCall = (fetchMock: Fetch, key = LIST) => callsTo(fetchMock, key).at(-1)!;
const lastBody = (fetchMock: Fetch) => lastCall(fetchMock).body as Record<string, unknown>;
const lastQuery = (fetchMock: Fetch) => Object.fromEntries(lastCall(fetchMock).url.searchParams);
const urlOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const table = () => screen.getByRole('table', { name: 'Activity log entries' });
const rowOf = (text: string) => within(table()).getByRole('row', { name: new RegExp(text) });
const NO_FILTERS = { ...DEFAULT_RANGE, events: [], applications: [] };
const FIRST_PAGE = { pageNumber: '0', pageSize: '10', sortBy: 'uiCreatedOnDate', sortOrder: 'desc' };

/** An answer that waits until the test lets it go. */
function held(answer: MockAnswer) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: () => gate.then(() => answer), release: () => release() };
}

describe('/admin/activityLog, the list', () => {
  it('lists the last 29 days in the user’s zone, newest first, every column at once', async () => {
    stubScreenWidth(1440);
    const { fetchMock } = setUp(companyAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity log' }, FIRST_PAINT)).toBeVisible();
    expect(document.title).toMatch(/^Activity log \| /);
    await screen.findByRole('cell', { name: /^noaccess/ });
    expect(lastQuery(fetchMock)).toEqual(FIRST_PAGE);
    expect(lastBody(fetchMock)).toEqual(NO_FILTERS);
    const range = screen.getByRole('group', { name: 'Date range' });
    expect(within(range).getByRole('button', { name: 'From Nov 02' })).toBeInTheDocument();
    expect(within(range).getByRole('button', { name: 'To Nov 30' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Actor', 'Entity', 'Event', 'Description', 'Source application', 'Details']);
    expect(within(table()).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    // 16:45 UTC is 10:45 in Chicago; known codes in words, the others as they are.
    expect(rowOf('noaccess')).toHaveTextContent(
      /20-11-2026, 10:45 AM.*admin.*noaccess.*User.*User blocked.*admin blocked noaccess.*Supplier portal/,
    );
    expect(rowOf('sub-7')).toHaveTextContent(
      /system.*sub-7.*SUBSCRIPTION.*PLAN_RENEWED.*Plan renewed.*billing-service/,
    );
    expect(screen.getByText('Entries: 2')).toBeInTheDocument();
    // The filters' code lists are read only once the section opens.
    expect(callsTo(fetchMock, EVENTS)).toHaveLength(0);
  });

  it('cuts a description at 50 characters with see more / see less', async () => {
    const { user } = setUp(companyAdmin);
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    const row = rowOf('noaccess');
    expect(within(row).getByText('admin blocked noaccess: status ACTIVE -> BLOCKED;…')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'see more' }));
    expect(within(row).getByText(BLOCKED.eventDescription)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'see less' }));
    expect(within(row).queryByText(BLOCKED.eventDescription)).not.toBeInTheDocument();
  });

  it('shows skeleton rows across every column while the page loads', async () => {
    const slow = held({ body: logPage([BLOCKED]) });
    setUp(companyAdmin, { [LIST]: slow.handler });
    await screen.findByRole('heading', { level: 1, name: 'Activity log' }, FIRST_PAINT);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    const skeleton = screen.getAllByTestId('table-skeleton-row');
    expect(skeleton[0]?.children).toHaveLength(7);
    slow.release();
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    expect(table()).toHaveAttribute('aria-busy', 'false');
  });

  it('says what to do next when the range holds nothing, and when the filters match nothing', async () => {
    const { router, user } = setUp(companyAdmin, { [LIST]: { body: logPage([]) } });
    const empty = await screen.findByTestId('admin-table-empty', undefined, FIRST_PAINT);
    expect(empty).toHaveTextContent('No data available.');
    expect(empty).toHaveTextContent(
      'Nothing was recorded from 02-11-2026 to 30-11-2026. Choose another date range to look further back.',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search the descriptions' }), 'merger');
    await waitFor(() => expect(urlOf(router)).toEqual({ search: 'merger' }));
    expect(screen.getByTestId('admin-table-empty')).toHaveTextContent(
      'No entry from 02-11-2026 to 30-11-2026 matches your search and filters. Reset the filters, try other words, or choose another date range.',
    );
  });

  it('shows the admin error and asks again on Try again', async () => {
    let fail = true;
    const { fetchMock, user } = setUp(companyAdmin, {
      [LIST]: () => (fail ? failure : { body: logPage([BLOCKED]) }),
    });
    expect(await screen.findByText('Something went wrong...!', undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('An error occurred while performing the operation')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: /^noaccess/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it("shows a capped total as '10,000+', in the language's digits", async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ ...BLOCKED, id: 100 + i }));
    setUp(companyAdmin, { [LIST]: { body: logPage(rows, { total: 10_000, totalIsCapped: true }) } });
    expect(await screen.findByText('Entries: 10,000+', undefined, FIRST_PAINT)).toBeInTheDocument();
    // The pager renders with the rows, after the answer's own render (ServerTable).
    expect(await screen.findByText('1–10 of more than 10,000')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(screen.getByText(/^Entrées : 10\s000\+$/)).toBeInTheDocument();
  });
});

describe('/admin/activityLog, entries per day', () => {
  it('counts the filtered entries of each day of the range; a day picked from the table narrows the range to it', async () => {
    const { fetchMock, router, user } = setUp(companyAdmin);
    const chart = await screen.findByRole('region', { name: 'Entries per day' }, FIRST_PAINT);
    await waitFor(() => expect(callsTo(fetchMock, DAYS).at(-1)?.body).toEqual(NO_FILTERS));
    await user.click(await within(chart).findByRole('button', { name: 'Show the counts as a table' }));
    const counts = within(chart).getByRole('table', { name: 'Entries per day' });
    expect(within(counts).getAllByRole('row')).toHaveLength(30);
    expect(within(counts).getByRole('row', { name: /^20-11-2026 2 / })).toBeInTheDocument();
    await user.click(within(counts).getByRole('button', { name: 'Show 20-11-2026 only' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ from: '2026-11-20', to: '2026-11-20' }));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ from: '2026-11-20', to: '2026-11-20' }));
    await waitFor(() => expect(within(chart).getAllByRole('row')).toHaveLength(2));
    await user.click(within(chart).getByRole('button', { name: 'Hide the table' }));
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
  });

  it("says when the counts could not be read, and reads them again on Try again; the table's rows stay", async () => {
    let fail = true;
    const { fetchMock, user } = setUp(companyAdmin, {
      [DAYS]: (request) => (fail ? failure : { body: dayCounts(request.body as { from: string; to: string }) }),
    });
    const chart = await screen.findByRole('region', { name: 'Entries per day' }, FIRST_PAINT);
    expect(await within(chart).findByText('The counts per day could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: /^noaccess/ })).toBeInTheDocument();
    fail = false;
    await user.click(within(chart).getByRole('button', { name: 'Try again' }));
    expect(await within(chart).findByRole('button', { name: 'Show the counts as a table' })).toBeInTheDocument();
    expect(callsTo(fetchMock, DAYS)).toHaveLength(2);
  });
});

describe('/admin/activityLog, an entry in full', () => {
  it('opens from its row with the whole entry and a field-by-field before and after; Escape closes it', async () => {
    stubScreenWidth(320);
    const { user } = setUp(companyAdmin);
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    // Every column stays on a phone: the table scrolls inside its own region, which the keyboard reaches.
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.getByRole('region', { name: 'Activity log entries' })).toHaveAttribute('tabindex', '0');
    const view = screen.getByRole('button', { name: 'View User blocked, 20-11-2026, 10:45 AM' });
    act(() => view.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Activity log entry' });
    // A long entry scrolls inside the dialog: the keyboard reaches the scrolling part.
    expect(within(dialog).getByRole('region', { name: 'Activity log entry' })).toHaveAttribute('tabindex', '0');
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Date',
      'Actor',
      'Entity',
      'Event',
      'Description',
      'Source application',
      'Company',
      'Market',
    ]);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual([
      '20-11-2026, 10:45 AM',
      'admin',
      'User: noaccess',
      'User blocked (BLOCK_USER)',
      BLOCKED.eventDescription,
      'Supplier portal',
      'Acme Fresh Foods',
      'US',
    ]);
    const changes = within(dialog).getByRole('table', { name: 'Values before and after the change' });
    const rows = within(changes)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    // The changed fields first, marked in words; nested values as dotted fields; no value as '(none)'.
    expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['statuschanged', 'ACTIVE', 'BLOCKED'],
      ['blockedReasonchanged', '(none)', 'Left the company'],
      ['name.first', 'Taylor', 'Taylor'],
      ['name.last', 'Brooks', 'Brooks'],
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view).toHaveFocus();
  });

  it('says so when an entry keeps no before or after, and closes with Close', async () => {
    const { user } = setUp(companyAdmin);
    await screen.findByRole('cell', { name: /^sub-7/ }, FIRST_PAINT);
    await user.click(within(rowOf('sub-7')).getByRole('button', { name: /^View PLAN_RENEWED/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Activity log entry' });
    expect(within(dialog).getByText('PLAN_RENEWED (PLAN_RENEWED)')).toBeInTheDocument();
    expect(within(dialog).getByText('SUBSCRIPTION: sub-7')).toBeInTheDocument();
    expect(within(dialog).getByText('This entry keeps no values from before or after the change.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('/admin/activityLog, the URL', () => {
  it('opens a linked view: range, filters, search, page, size and sort', async () => {
    const { fetchMock, user } = setUp(
      companyAdmin,
      {},
      `${PATH}?from=2026-10-01&to=2026-10-20&events=BLOCK_USER,ADD_USER&applications=supplier-portal&actor=admin&entityId=noaccess&search=merger&page=2&pageSize=25&sortBy=actor&sortOrder=asc`,
    );
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    expect(lastQuery(fetchMock)).toEqual({ pageNumber: '1', pageSize: '25', sortBy: 'actor', sortOrder: 'asc' });
    expect(lastBody(fetchMock)).toEqual({
      from: '2026-10-01',
      to: '2026-10-20',
      events: ['BLOCK_USER', 'ADD_USER'],
      applications: ['supplier-portal'],
      actor: 'admin',
      entityId: 'noaccess',
      search: 'merger',
    });
    expect(screen.getByRole('button', { name: 'From Oct 01' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'To Oct 20' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the descriptions' })).toHaveValue('merger');
    expect(within(table()).getByRole('columnheader', { name: 'Actor' })).toHaveAttribute('aria-sort', 'ascending');
    const toggle = screen.getByRole('button', { name: 'Filters (4 applied)' });
    await user.click(toggle);
    const section = screen.getByRole('form', { name: 'Filters' });
    expect(within(section).getByRole('textbox', { name: 'Actor' })).toHaveValue('admin');
    expect(within(section).getByRole('textbox', { name: 'Entity id' })).toHaveValue('noaccess');
    expect(await within(section).findByRole('button', { name: 'User blocked' })).toBeInTheDocument();
  });

  it.each([
    ['longer than 30 days', 'from=2026-09-01&to=2026-11-01'],
    ['reversed', 'from=2026-11-20&to=2026-11-10'],
    ['a day that does not exist', 'from=2026-02-20&to=2026-02-30'],
    ['out of bounds', 'from=1899-12-25&to=1900-01-02'],
    ['half a range', 'from=2026-11-10'],
  ])('reads the last 29 days for a range %s', async (_, query) => {
    const { fetchMock } = setUp(companyAdmin, {}, `${PATH}?${query}`);
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    expect(lastBody(fetchMock)).toEqual(NO_FILTERS);
    expect(screen.getByRole('button', { name: 'From Nov 02' })).toBeInTheDocument();
  });

  it('puts a range picked in the URL and the call, back on the first page; the default range leaves the URL bare', async () => {
    const { fetchMock, router, user } = setUp(companyAdmin, {}, `${PATH}?page=3`);
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'From Nov 02' }));
    const picker = screen.getByRole('dialog', { name: 'Choose a date range' });
    await user.click(within(picker).getByRole('gridcell', { name: 'Tuesday, November 10, 2026' }));
    await user.click(within(picker).getByRole('gridcell', { name: 'Friday, November 20, 2026' }));
    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ from: '2026-11-10', to: '2026-11-20' }));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ from: '2026-11-10', to: '2026-11-20' }));
    expect(lastQuery(fetchMock)).toMatchObject({ pageNumber: '0' });

    await user.click(screen.getByRole('button', { name: 'To Nov 20' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(urlOf(router)).toEqual({}));
    await waitFor(() => expect(lastBody(fetchMock)).toEqual(NO_FILTERS));
  });

  it('sorts by a column, descending first', async () => {
    const { fetchMock, router, user } = setUp(companyAdmin);
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    await user.click(within(table()).getByRole('button', { name: 'Event' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ sortBy: 'event', sortOrder: 'desc' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sortBy: 'event', sortOrder: 'desc' }));
  });

  it('applies the chosen events, applications, actor and entity to the URL and the call; Reset clears them', async () => {
    const { fetchMock, router, user } = setUp(companyAdmin);
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    const section = screen.getByRole('form', { name: 'Filters' });
    await user.click(within(section).getByRole('combobox', { name: 'Events' }));
    // Named in words, A–Z; a code the web does not know as it is.
    const events = await screen.findByRole('listbox', { name: 'Events' });
    await user.click(await within(events).findByRole('option', { name: 'User blocked' }));
    const options = within(events).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['PLAN_RENEWED', 'User added', 'User blocked']);
    await user.keyboard('{Escape}');
    await user.click(within(section).getByRole('combobox', { name: 'Applications' }));
    await user.click(await screen.findByRole('option', { name: 'Supplier portal' }));
    await user.keyboard('{Escape}');
    await user.type(within(section).getByRole('textbox', { name: 'Actor' }), 'admin');
    await user.type(within(section).getByRole('textbox', { name: 'Entity id' }), 'noaccess');
    expect(urlOf(router)).toEqual({});
    await user.click(within(section).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(urlOf(router)).toEqual({
        events: 'BLOCK_USER',
        applications: 'supplier-portal',
        actor: 'admin',
        entityId: 'noaccess',
      }),
    );
    await waitFor(() =>
      expect(lastBody(fetchMock)).toEqual({
        ...NO_FILTERS,
        events: ['BLOCK_USER'],
        applications: ['supplier-portal'],
        actor: 'admin',
        entityId: 'noaccess',
      }),
    );
    const applied = screen.getByRole('button', { name: 'Filters (4 applied)' });
    expect(applied).toHaveFocus();
    expect(applied).toHaveAttribute('aria-expanded', 'false');
    // A company admin's code lists are their company's: no company is named.
    expect(lastCall(fetchMock, EVENTS).body).toEqual({});
    expect(callsTo(fetchMock, APPLICATIONS)).toHaveLength(1);

    await user.click(applied);
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(urlOf(router)).toEqual({}));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByRole('textbox', { name: 'Actor' })).toHaveValue('');
  });
});

describe('/admin/activityLog, the download', () => {
  it('downloads exactly what is filtered, in its order, as .xlsx', async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const { fetchMock, user } = setUp(
      companyAdmin,
      {
        [DOWNLOAD]: {
          raw: 'xlsx bytes',
          headers: {
            'content-type': XLSX,
            'content-disposition': 'attachment; filename="activity_log_2026-11-10.xlsx"',
          },
        },
      },
      `${PATH}?from=2026-11-10&to=2026-11-20&events=BLOCK_USER&sortBy=actor&sortOrder=asc`,
    );
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]?.[1]).toBe('activity_log_2026-11-10.xlsx');
    const call = lastCall(fetchMock, DOWNLOAD);
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ sortBy: 'actor', sortOrder: 'asc' });
    expect(call.body).toEqual({ from: '2026-11-10', to: '2026-11-20', events: ['BLOCK_USER'], applications: [] });
  });

  it("says 'Download failed, please try again' and asks again on Try again", async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    let fail = true;
    const { fetchMock, user } = setUp(companyAdmin, {
      [DOWNLOAD]: () => (fail ? failure : { raw: 'xlsx bytes', headers: { 'content-type': XLSX } }),
    });
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Download failed, please try again');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    // Without a name from the server, the file is named after the range.
    expect(save.mock.calls[0]?.[1]).toBe('activity_log_2026-11-02_2026-11-30.xlsx');
    expect(callsTo(fetchMock, DOWNLOAD)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('/admin/activityLog, who reads it', () => {
  it('offers a super admin without a company context a company filter, which the calls then name', async () => {
    const { fetchMock, router, user } = setUp(contextFreeSuperAdmin, {}, PATH, { bare: true });
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    expect(screen.getByText(/in every company of the market or in the one you choose/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const section = screen.getByRole('form', { name: 'Filters' });
    await user.click(within(section).getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Brightside Media Partners' }));
    await waitFor(() => expect(lastCall(fetchMock, EVENTS).body).toEqual({ companyId: 2 }));
    await user.click(within(section).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ companyId: '2' }));
    await waitFor(() => expect(lastBody(fetchMock)).toEqual({ ...NO_FILTERS, companyId: 2 }));
  });

  it('reads the acting company’s log for a super admin with a context: no company filter, a linked one ignored', async () => {
    const { fetchMock, user } = setUp(actingSuperAdmin, {}, `${PATH}?companyId=2`);
    await screen.findByRole('cell', { name: /^noaccess/ }, FIRST_PAINT);
    expect(lastBody(fetchMock)).toEqual(NO_FILTERS);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(
      within(screen.getByRole('form', { name: 'Filters' })).queryByRole('combobox', { name: 'Company' }),
    ).toBeNull();
  });

  it('sends a user without LIST ACTIVITY_LOG to access denied, and calls nothing', async () => {
    const { fetchMock, router } = setUp(userDetails({ authz: { group: 'Admin', permissions: [] } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'), FIRST_PAINT);
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it.each([
    ['es-MX', 'Registro de actividad', 'Usuario bloqueado', 'Desde nov 02'],
    ['fr-CA', 'Journal d’activité', 'Utilisateur bloqué', 'Du nov. 02'],
  ] as const)('reads in %s', async (language, heading, event, from) => {
    setUp({ ...companyAdmin, user_preferences: { ...companyAdmin.user_preferences, language_code: language } });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, FIRST_PAINT)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: event })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: from })).toBeInTheDocument();
  });
});
