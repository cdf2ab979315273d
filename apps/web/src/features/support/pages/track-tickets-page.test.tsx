import { screen, waitFor, within } from '@testing-library/react';
import { GROUPS } from '@portal/contract/permissions';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { stubScreenWidth } from '@/testing/screen-width';
import { incidentRow, INCIDENTS_PATH, setUpSupport, FIRST_PAINT } from './support.fixtures';

const page = (
  items = [
    incidentRow(),
    incidentRow({ incidentId: '261121-000007', subject: 'Short one', statusInfo: 'WAITING_ON_CUSTOMER' }),
  ],
  total = 2,
) => ({
  body: { items, total, page: 0, size: 10 },
});
const lastQuery = (fetchMock: ReturnType<typeof setUpSupport>['fetchMock']) =>
  Object.fromEntries(callsTo(fetchMock, INCIDENTS_PATH).at(-1)!.url.searchParams);

// Tables of MUI components render slowly in jsdom.
describe('/support/trackTicket', () => {
  it('lists the incidents with a link to each, the subject cut at 50 characters and translated statuses', async () => {
    const { user, fetchMock } = setUpSupport('/support/trackTicket', userDetails(), { [INCIDENTS_PATH]: page() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Track your incidents' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Track incidents | Supplier Insights Portal'));
    const link = await screen.findByRole('link', { name: '261122-000001' }, FIRST_PAINT);
    expect(link).toHaveAttribute('href', '/support/trackTicket/261122-000001');
    const table = screen.getByRole('table', { name: 'Incidents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Reference number', 'Subject', 'Status', 'Sent on', 'Last updated']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Shopper Behavior report does not load for the last…');
    // An admin table's dates (spec section 9): sent on, last updated.
    expect(first).toHaveTextContent(/22-11-2026.*23-11-2026/);
    expect(second).toHaveTextContent('Waiting on customer');
    await user.click(within(first!).getByRole('button', { name: 'see more' }));
    expect(first).toHaveTextContent('for the last quarter of sales data');
    expect(within(first!).getByRole('button', { name: 'see less' })).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toEqual({
      page: '0',
      size: '10',
      sortBy: 'lastUpdatedOn',
      sortOrder: 'desc',
      scope: 'mine',
    });
    expect(screen.queryByRole('group', { name: 'Whose incidents' })).not.toBeInTheDocument();
  });

  // Spec section 2's responsive columns: the rest of a row behind its toggle, nothing off-screen.
  it.each([
    [390, ['Reference number', 'Subject'], ['Status', 'Sent on', 'Last updated']],
    [800, ['Reference number', 'Subject', 'Status'], ['Sent on', 'Last updated']],
  ])('at %i px shows the first columns and the rest behind each row’s toggle', async (width, shown, hidden) => {
    stubScreenWidth(width);
    const { user } = setUpSupport('/support/trackTicket', userDetails(), { [INCIDENTS_PATH]: page() });
    await screen.findByRole('link', { name: '261122-000001' }, FIRST_PAINT);
    const table = screen.getByRole('table', { name: 'Incidents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Details', ...shown]);
    expect(within(table).queryByText('22-11-2026')).not.toBeInTheDocument();
    const toggle = within(table).getByRole('button', { name: 'Show details of 261122-000001' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect([...details.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(hidden);
    expect(details).toHaveTextContent('22-11-2026');
    // The second row stays folded.
    expect(within(table).getByRole('button', { name: 'Show details of 261121-000007' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('sorts and pages on the server, with the state in the URL', async () => {
    const { user, fetchMock, router } = setUpSupport('/support/trackTicket', userDetails(), {
      [INCIDENTS_PATH]: page(
        Array.from({ length: 10 }, (_, i) => incidentRow({ incidentId: `261122-00000${i}` })),
        35,
      ),
    });
    await screen.findByRole('link', { name: '261122-000000' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'Sent on' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=createdOn&sortOrder=desc'));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ sortBy: 'createdOn', sortOrder: 'desc', page: '0' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sent on' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sortBy: 'createdOn', sortOrder: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=createdOn&sortOrder=asc&page=2'));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ page: '1' }));
  });

  it('lets a company admin switch to the company’s incidents', async () => {
    const admin = userDetails({ authz: { group: GROUPS.admin, permissions: [] } });
    const { user, fetchMock, router } = setUpSupport('/support/trackTicket', admin, { [INCIDENTS_PATH]: page() });
    await screen.findByRole('link', { name: '261122-000001' });
    const scope = screen.getByRole('group', { name: 'Whose incidents' });
    expect(within(scope).getByRole('button', { name: 'My incidents' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(scope).getByRole('button', { name: 'Company incidents' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scope=company'));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ scope: 'company' }));
  });

  it('has an empty state that leads to the form', async () => {
    setUpSupport('/support/trackTicket', userDetails(), { [INCIDENTS_PATH]: page([], 0) });
    expect(await screen.findByText('There are no incidents yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create an incident' })[0]).toHaveAttribute(
      'href',
      '/support/ticketCreation',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Something went wrong' with 'Refresh page' when the list cannot be loaded", async () => {
    let fail = true;
    const { user } = setUpSupport('/support/trackTicket', userDetails(), {
      [INCIDENTS_PATH]: () =>
        fail ? { status: 500, body: { status: 500, code: 'server.internal', message: 'x' } } : page(),
    });
    vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(await screen.findByRole('link', { name: '261122-000001' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the incident form', async () => {
    const { router } = setUpSupport('/support/trackTicket', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/ticketCreation'));
  });
});
