import { screen, waitFor, within } from '@testing-library/react';
import { incidentReferenceDay } from '@portal/contract/support';
import { describe, expect, it } from 'vitest';
import { userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { incidentDetail, setUpSupport, FIRST_PAINT } from './support.fixtures';

const DETAIL = 'GET /api/osc/user/incidents/261122-000001';
const ADD_THREAD = 'POST /api/osc/user/incident/261122-000001/addThread';
const STATUS = 'POST /api/osc/user/incident/261122-000001/status';

describe('/support/trackTicket/:ticketId', () => {
  it('shows the incident, its attachment and the conversation oldest first', async () => {
    setUpSupport('/support/trackTicket/261122-000001', userDetails(), { [DETAIL]: { body: incidentDetail() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Incident 261122-000001' }, FIRST_PAINT),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Incident 261122-000001 | Supplier Insights Portal'));
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /screenshot\.png/ })).toHaveAttribute(
      'href',
      '/api/osc/user/incidents/261122-000001/attachments/att-1',
    );
    const entries = within(screen.getByRole('list', { name: 'Messages' })).getAllByTestId('thread-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('It happens every morning.'),
      expect.stringContaining('Thanks, we are looking into it.'),
    ]);
    expect(entries[1]).toHaveTextContent('Avery (Support)');
    expect(screen.getByRole('button', { name: 'Close incident' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen incident' })).not.toBeInTheDocument();
  });

  it("shows the incident's dates on the day its reference carries, in the user's time zone", async () => {
    // 03:00 UTC on the 23rd is 9:00 PM on the 22nd in the user's zone (Chicago): the reference's day.
    const createdOn = '2026-11-23T03:00:00.000Z';
    const user = userDetails();
    const zone = user.user_preferences.locale.timezone;
    expect(incidentReferenceDay(new Date(createdOn), zone)).toBe('261122');
    setUpSupport('/support/trackTicket/261122-000001', user, {
      [DETAIL]: { body: incidentDetail({ createdOn, lastUpdatedOn: createdOn }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Incident 261122-000001' }, FIRST_PAINT);
    // Sent on and last updated.
    expect(screen.getAllByText('Nov 22, 2026 9:00 PM')).toHaveLength(2);
  });

  it('shows the name a file was uploaded under, as inert text, beside the safe name it downloads as', async () => {
    const attachment = {
      id: 'att-1',
      fileName: 'invoicefdp.exe',
      originalName: 'invoice[U+202E]fdp.exe<img src=x>',
      contentType: 'text/plain',
      size: 10,
    };
    setUpSupport('/support/trackTicket/261122-000001', userDetails(), {
      [DETAIL]: { body: incidentDetail({ attachment }) },
    });
    const link = await screen.findByRole('link', { name: /invoicefdp\.exe/ }, FIRST_PAINT);
    expect(link).toHaveAttribute('download', 'invoicefdp.exe');
    const uploaded = screen.getByText('Uploaded as: invoice[U+202E]fdp.exe<img src=x>');
    expect(uploaded.tagName).toBe('BDI');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('requires a comment, then sends it and reads the incident again', async () => {
    let reads = 0;
    const { user, fetchMock } = setUpSupport('/support/trackTicket/261122-000001', userDetails(), {
      [DETAIL]: () => {
        reads += 1;
        return { body: incidentDetail() };
      },
      [ADD_THREAD]: { body: incidentDetail() },
    });
    await user.click(await screen.findByRole('button', { name: 'Add comment' }, FIRST_PAINT));
    expect(await screen.findByText('Please write a comment.')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADD_THREAD)).toHaveLength(0);
    await user.click(screen.getByRole('textbox', { name: /^Comment/ }));
    await user.paste('Still broken this morning.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, ADD_THREAD)[0]?.body).toEqual({ text: 'Still broken this morning.' }),
    );
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.getByRole('textbox', { name: /^Comment/ })).toHaveValue('');
  });

  it('closes and reopens per what the server allows', async () => {
    let closed = false;
    const { user, fetchMock } = setUpSupport('/support/trackTicket/261122-000001', userDetails(), {
      [DETAIL]: () => ({
        body: incidentDetail(
          closed ? { statusInfo: 'CLOSED', canClose: false, canReopen: true, canComment: false } : {},
        ),
      }),
      [STATUS]: () => {
        closed = true;
        return { body: {} };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Close incident' }, FIRST_PAINT));
    expect(await screen.findByRole('button', { name: 'Reopen incident' })).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS)[0]?.body).toEqual({ action: 'close' });
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Comment/ })).not.toBeInTheDocument();
    expect(screen.getByText('This incident is closed. Reopen it to add a comment.')).toBeInTheDocument();
  });

  it('says so when the incident does not exist or is not the user’s', async () => {
    setUpSupport('/support/trackTicket/261122-000001', userDetails(), {
      [DETAIL]: { status: 404, body: { status: 404, code: 'request.not_found', message: 'Not found' } },
    });
    expect(await screen.findByText('We couldn’t find that incident')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your incidents' })).toHaveAttribute(
      'href',
      '/support/trackTicket',
    );
  });
});
