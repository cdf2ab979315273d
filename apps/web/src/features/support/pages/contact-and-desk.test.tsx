import { screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import { FLAG_DEFAULTS } from '@portal/contract/flags';
import { describe, expect, it, vi } from 'vitest';
import { analytics } from '@/lib/analytics';
import { userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { CONTACT_PATH, deskIncident, incidentRow, setUpSupport, FIRST_PAINT } from './support.fixtures';

const agent = userDetails({
  login_id: 'agent',
  user_type: 'INTERNAL',
  tenant: { id: 0, name: '', type: 'UNKNOWN' },
  authz: { group: 'Support Agent', permissions: [{ action: 'UPDATE', resource: 'SUPPORT_INCIDENT' }] },
});
const DESK_LIST = 'GET /api/support/desk/incidents';
const DESK_DETAIL = 'GET /api/support/desk/incidents/261122-000001';
const DESK_REPLY = 'POST /api/support/desk/incidents/261122-000001/replies';
const DESK_STATUS = 'POST /api/support/desk/incidents/261122-000001/status';

describe('/contactUs', () => {
  it('shows the contact details and sends the message with the variant, tracking the click', async () => {
    const track = vi.spyOn(analytics, 'track');
    const { user, fetchMock } = setUpSupport('/contactUs', userDetails(), {
      'GET /api/v1/feature-flags': { body: { flags: { ...FLAG_DEFAULTS, 'contact-us-a-b-test': true } } },
      [CONTACT_PATH]: { body: { status: 'sent' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, FIRST_PAINT)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+1 800 555 0199' })).toHaveAttribute('href', 'tel:+18005550199');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please choose a reason.')).toBeInTheDocument();
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();
    expect(callsTo(fetchMock, CONTACT_PATH)).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Reason for contacting us/ }), 'Product question');
    await user.click(screen.getByRole('textbox', { name: /^Message/ }));
    await user.paste('Where do I find the weekly report?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Contact Us email sent successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, CONTACT_PATH)[0]?.body).toMatchObject({
      reason: 2,
      firstName: 'Dana',
      email: 'dana.whitfield@example.com',
      message: 'Where do I find the weekly report?',
      variant: 'form-first',
    });
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.contactUsSubmitClick, { variant: 'form-first' });
  });
  it('puts the contact details first when the flags cannot be read, laying out only once they are known', async () => {
    setUpSupport('/contactUs', userDetails(), {
      'GET /api/v1/feature-flags': { status: 503, body: { status: 503, code: 'request.unavailable', message: 'Down' } },
    });
    const form = await screen.findByRole('button', { name: 'Send' }, FIRST_PAINT);
    const phone = screen.getByRole('link', { name: '+1 800 555 0199' });
    expect(phone.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' }).closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'info-first',
    );
  });
});

describe('/support/desk', () => {
  it('is refused to users without the support-agent permission', async () => {
    const { router } = setUpSupport('/support/desk', userDetails());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'));
  });

  it('lists the queue with filters in the URL', async () => {
    const row = {
      ...incidentRow(),
      market: 'US',
      queueId: 201,
      supportType: { id: 1466, title: 'Shopper Behavior' },
      requesterName: 'Dana Whitfield',
      companyName: 'Northwind Foods',
    };
    const { user, fetchMock, router } = setUpSupport('/support/desk', agent, {
      [DESK_LIST]: {
        body: { items: [row], total: 1, page: 0, size: 10, supportTypes: [{ id: 1466, title: 'Shopper Behavior' }] },
      },
    });
    expect(await screen.findByRole('link', { name: '261122-000001' }, FIRST_PAINT)).toHaveAttribute(
      'href',
      '/support/desk/261122-000001',
    );
    const queue = screen.getByRole('table', { name: 'Incidents in the support queue' });
    expect(queue).toHaveTextContent('Shopper behavior');
    // An admin table's dates (spec section 9): sent on, last updated.
    expect(queue).toHaveTextContent(/22-11-2026.*23-11-2026/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Waiting on customer');
    await waitFor(() => expect(router.state.location.search).toBe('?status=WAITING_ON_CUSTOMER'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Queue' }), 'Basic vendor');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(fetchMock, DESK_LIST).at(-1)!.url.searchParams)).toMatchObject({
        status: 'WAITING_ON_CUSTOMER',
        queueId: '369',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Support type' }), 'Shopper Behavior');
    await waitFor(() => expect(callsTo(fetchMock, DESK_LIST).at(-1)!.url.searchParams.get('supportType')).toBe('1466'));
  });

  it('shows internal notes marked, names the routing, writes an unmistakable note then a public reply, moves the status', async () => {
    const incident = deskIncident({
      threads: [
        ...deskIncident().threads,
        {
          id: 't-3',
          text: 'Customer is on the old plan.',
          authorKind: 'agent',
          authorName: 'Avery',
          internal: true,
          createdOn: '2026-11-24T08:00:00.000Z',
        },
      ],
    });
    const { user, fetchMock } = setUpSupport('/support/desk/261122-000001', agent, {
      [DESK_DETAIL]: { body: incident },
      [DESK_REPLY]: { body: {} },
      [DESK_STATUS]: { body: {} },
    });
    const entries = await screen.findAllByTestId('thread-entry', {}, FIRST_PAINT);
    expect(entries.at(-1)).toHaveTextContent('Internal note');
    expect(entries[0]).not.toHaveTextContent('Internal note');
    // The routing panel names what the codes mean.
    const routing = screen.getByText('Routing').closest('section')!;
    for (const name of ['Shopper behavior', 'Chartered supplier', 'Supplier portal', 'Web form', 'United States'])
      expect(routing).toHaveTextContent(name);
    expect(routing).not.toHaveTextContent(/\b(201|133|23|3|US)\b/);

    // A public reply by default, said so; the note mode looks and reads differently.
    const form = screen.getByRole('textbox', { name: /^Message/ }).closest('form')!;
    expect(screen.getByRole('radio', { name: 'Reply to the requester' })).toBeChecked();
    expect(form).toHaveAttribute('data-mode', 'public');
    expect(within(form).getByText('The requester sees this reply.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Internal note/ }));
    expect(form).toHaveAttribute('data-mode', 'internal');
    expect(
      within(form).getByText('Internal note: only the support team sees it, never the requester.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /^Internal note/ }));
    await user.paste('Checked the plan.');
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, DESK_REPLY)[0]?.body).toEqual({ text: 'Checked the plan.', internal: true }),
    );
    // After the send, back to a public reply: the next answer reaches the requester.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Reply to the requester' })).toBeChecked());
    expect(form).toHaveAttribute('data-mode', 'public');
    await user.click(screen.getByRole('textbox', { name: /^Message/ }));
    await user.paste('We moved you to the new plan.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, DESK_REPLY)[1]?.body).toEqual({
        text: 'We moved you to the new plan.',
        internal: false,
      }),
    );

    const move = screen.getByRole('combobox', { name: 'Move to' }) as HTMLSelectElement;
    // The current status heads the list; the agent may move it to any other.
    expect(
      within(move)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'In progress', 'Waiting on customer', 'Solved', 'Closed']);
    expect(move.options[0]?.value).toBe('');
    await user.selectOptions(move, 'Solved');
    await waitFor(() => expect(callsTo(fetchMock, DESK_STATUS)[0]?.body).toEqual({ status: 'SOLVED' }));
  });
});
