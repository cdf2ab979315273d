import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { installFakeClock } from '@/testing/render-app';
import { FIRST_PAINT, LIST_PATH, outboxPage, outboxReader, outboxRow, setUpOutbox } from './outbox.fixtures';

const NOT_FOUND = { status: 404, body: { status: 404, code: 'request.not_found', message: 'Not found' } };
const lastQuery = (fetchMock: Parameters<typeof callsTo>[0]) =>
  Object.fromEntries(callsTo(fetchMock, LIST_PATH).at(-1)!.url.searchParams);

describe('/outbox', () => {
  it('is refused to users without LIST OUTBOX', async () => {
    const { router, fetchMock } = setUpOutbox('/outbox', userDetails());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'));
    expect(callsTo(fetchMock, LIST_PATH)).toHaveLength(0);
  });

  it('lists the messages newest first, in the user’s time zone, each subject linking to its message', async () => {
    const { fetchMock } = setUpOutbox('/outbox', outboxReader, {
      [LIST_PATH]: {
        body: outboxPage([
          outboxRow(),
          outboxRow({
            id: 41,
            to: 'jamie.cooper@acmefresh.example',
            subject: 'We received your message',
            status: 'queued',
          }),
        ]),
      },
    });
    expect(
      await screen.findByRole('link', { name: 'Access request for Summit Household Goods' }, FIRST_PAINT),
    ).toHaveAttribute('href', '/outbox/42');
    expect(screen.getByRole('heading', { level: 1, name: 'Outgoing e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/shown outside production only/i)).toBeInTheDocument();
    expect(document.title).toMatch(/^Outgoing e-mail \| /);

    const table = screen.getByRole('table', { name: 'Outgoing e-mail, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['To', 'Subject', 'Status', 'Created']);
    const [, first, second] = within(table).getAllByRole('row');
    // 15:00 UTC is 9:00 in the user's America/Chicago.
    expect(first).toHaveTextContent(/grace\.holloway@summithg\.example.*Stored.*11\/22\/2026, 09:00 AM/);
    expect(second).toHaveTextContent(/jamie\.cooper@acmefresh\.example.*We received your message.*Queued/);
    expect(within(second!).getByRole('link')).toHaveAttribute('href', '/outbox/41');
    expect(lastQuery(fetchMock)).toEqual({ page: '0', size: '25' });
  });

  it('keeps the status filter, the search and the paging in the URL and sends them to the server', async () => {
    // The word is typed in no time on the fake clock, so no pause can fall between two keystrokes.
    installFakeClock();
    const rows = Array.from({ length: 25 }, (_, i) => outboxRow({ id: 100 - i, subject: `Message ${100 - i}` }));
    const { user, fetchMock, router } = setUpOutbox('/outbox', outboxReader, {
      [LIST_PATH]: ({ url }) => ({
        body: outboxPage(rows, {
          total: 60,
          page: Number(url.searchParams.get('page')),
          size: Number(url.searchParams.get('size')),
        }),
      }),
    });
    await screen.findByRole('link', { name: 'Message 100' }, FIRST_PAINT);

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Queued', 'Sent', 'Stored']);
    await user.selectOptions(status, 'Sent');
    await waitFor(() => expect(router.state.location.search).toBe('?status=sent'));
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ page: '0', size: '25', status: 'sent' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search recipient or subject' }), 'summit');
    await waitFor(() => expect(router.state.location.search).toBe('?status=sent&search=summit'));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ search: 'summit', status: 'sent' }));
    // Typing is debounced: one call for the whole word.
    expect(callsTo(fetchMock, LIST_PATH).filter((call) => call.url.searchParams.has('search'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ page: '1', size: '25' }));
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '75', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'sent',
        search: 'summit',
        pageSize: '50',
      }),
    );
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({ page: '0', size: '50', status: 'sent', search: 'summit' }),
    );
  });

  it('reads its filters from the URL', async () => {
    const { fetchMock } = setUpOutbox('/outbox?status=queued&search=acme&page=3&pageSize=10', outboxReader, {
      [LIST_PATH]: { body: outboxPage([outboxRow()], { total: 40, page: 2, size: 10 }) },
    });
    await screen.findByRole('link', { name: 'Access request for Summit Household Goods' }, FIRST_PAINT);
    expect(lastQuery(fetchMock)).toEqual({ page: '2', size: '10', status: 'queued', search: 'acme' });
    expect(screen.getByRole('searchbox', { name: 'Search recipient or subject' })).toHaveValue('acme');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('queued');
  });

  it('says when there is no e-mail yet', async () => {
    setUpOutbox('/outbox', outboxReader, { [LIST_PATH]: { body: outboxPage([]) } });
    expect(await screen.findByText('No e-mail yet.', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when no e-mail matches the filters', async () => {
    setUpOutbox('/outbox?search=nobody', outboxReader, { [LIST_PATH]: { body: outboxPage([]) } });
    expect(await screen.findByText('No e-mail matches these filters.', {}, FIRST_PAINT)).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0;
    const { user } = setUpOutbox('/outbox', outboxReader, {
      [LIST_PATH]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { status: 500, code: 'request.internal', message: 'Boom' } }
          : { body: outboxPage([outboxRow()]) };
      },
    });
    expect(await screen.findByText('Something went wrong', {}, FIRST_PAINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(await screen.findByRole('link', { name: 'Access request for Summit Household Goods' })).toBeInTheDocument();
  });

  it('says the outbox is not available in production when the server answers 404', async () => {
    setUpOutbox('/outbox', outboxReader, { [LIST_PATH]: NOT_FOUND });
    expect(await screen.findByText('Not available in production', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

describe('the user menu', () => {
  it('leads holders of LIST OUTBOX to the outgoing e-mail', async () => {
    const { user, router } = setUpOutbox('/outbox/42', outboxReader, {
      'GET /api/outbox/messages/42': NOT_FOUND,
      [LIST_PATH]: { body: outboxPage([outboxRow()]) },
    });
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }, FIRST_PAINT));
    await user.click(await screen.findByRole('menuitem', { name: 'Outgoing e-mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outbox'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Outgoing e-mail' })).toBeInTheDocument();
  });

  it('does not offer it to others', async () => {
    const { user } = setUpOutbox('/accessDenied', userDetails());
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }, FIRST_PAINT));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Outgoing e-mail' })).not.toBeInTheDocument();
  });
});
