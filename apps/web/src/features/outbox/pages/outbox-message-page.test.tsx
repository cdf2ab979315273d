import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { FIRST_PAINT, messagePath, outboxMessage, outboxReader, setUpOutbox } from './outbox.fixtures';

function details(): Record<string, string> {
  const list = screen.getByRole('region', { name: 'Details' }).querySelector('dl')!;
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('/outbox/:messageId', () => {
  it('is refused to users without LIST OUTBOX', async () => {
    const { router, fetchMock } = setUpOutbox('/outbox/42', userDetails());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'));
    expect(callsTo(fetchMock, messagePath(42))).toHaveLength(0);
  });

  it('shows the message’s details and its body as plain text, never as HTML', async () => {
    const message = outboxMessage();
    setUpOutbox('/outbox/42', outboxReader, { [messagePath(42)]: { body: message } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access request for Summit Household Goods' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^E-mail 42 \| /);
    expect(screen.getByRole('link', { name: 'Back to outgoing e-mail' })).toHaveAttribute('href', '/outbox');
    expect(details()).toEqual({
      To: 'grace.holloway@summithg.example',
      Status: 'Stored',
      Template: 'access-request',
      Language: 'English',
      Company: 'Summit Household Goods',
      Created: '11/22/2026, 09:00 AM',
      Sent: '11/22/2026, 09:00 AM',
    });

    const body = screen.getByTestId('outbox-message-body');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe(message.text);
    expect(body.querySelector('b')).toBeNull();
    expect(body).toHaveTextContent('<b>Products:</b> Shopper Behavior');
  });

  it('shows the last error, and leaves out the company when there is none', async () => {
    setUpOutbox('/outbox/42', outboxReader, {
      [messagePath(42)]: {
        body: outboxMessage({
          status: 'queued',
          sentAt: null,
          companyName: null,
          lastError: 'SMTP 421: try later',
          locale: 'fr-CA',
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Access request for Summit Household Goods' }, FIRST_PAINT);
    expect(details()).toEqual({
      To: 'grace.holloway@summithg.example',
      Status: 'Queued',
      Template: 'access-request',
      Language: 'Français',
      Created: '11/22/2026, 09:00 AM',
      Sent: 'Not sent yet',
      'Last error': 'SMTP 421: try later',
    });
  });

  it('says so when the message does not exist', async () => {
    setUpOutbox('/outbox/999', outboxReader);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that e-mail' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to outgoing e-mail' })).toHaveAttribute('href', '/outbox');
  });

  it('offers to try again when the message cannot be loaded', async () => {
    let calls = 0;
    const { user } = setUpOutbox('/outbox/42', outboxReader, {
      [messagePath(42)]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { status: 500, code: 'request.internal', message: 'Boom' } }
          : { body: outboxMessage() };
      },
    });
    expect(await screen.findByText('Something went wrong', {}, FIRST_PAINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access request for Summit Household Goods' }),
    ).toBeInTheDocument();
  });
});
