import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HUMAN_CHECK } from '@portal/contract/human-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { i18n } from '@/i18n/i18n';
import { apiClient } from '@/lib/api-client';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { createTestQueryClient } from '@/testing/render-app';
import { DONE_PAUSE_MS } from './human-check-dialog';
import { applyMuiStyles } from '@/testing/mui-styles';

const PROTECTED = 'POST /api/lcs/contact-us';
const CHALLENGES = 'POST /api/human-check/challenges';
const PROOFS = 'POST /api/human-check/proofs';
const botCheck = {
  status: 412,
  body: { status: 412, code: 'request.bot_check_required', message: 'Human check required' },
};
const CHALLENGE = 'challenge-0123456789abcdef';
const PROOF = 'proof-0123456789abcdef';

function setUp(proofs: MockHandler = { body: { proof: PROOF, expires_at: '2026-11-22T10:00:00.000Z' } }) {
  let attempts = 0;
  const fetchMock = mockApi({
    [PROTECTED]: () => (++attempts === 1 ? botCheck : { body: { status: 'sent' } }),
    [CHALLENGES]: {
      body: { challenge: CHALLENGE, hold_ms: HUMAN_CHECK.holdMs, expires_at: '2026-11-22T10:00:00.000Z' },
    },
    [PROOFS]: proofs,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <p>Page</p>
    </AppProvider>,
  );
  let result: { value?: unknown; error?: unknown } = {};
  const call = apiClient.post('/api/lcs/contact-us', { message: 'Hello' }).then(
    (value) => (result = { value }),
    (error: unknown) => (result = { error }),
  );
  return { fetchMock, user, call, result: () => result };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('press-and-hold human check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on a 412, fills while held by the mouse, and retries the call once with the proof', async () => {
    applyMuiStyles();
    const { fetchMock, user, call, result } = setUp();
    const dialog = await screen.findByRole('dialog', { name: 'Before we continue...' });
    expect(within(dialog).getByText('Press & Hold to confirm you are a human (not a bot).')).toBeInTheDocument();
    const button = within(dialog).getByRole('button', { name: 'Press & Hold' });
    expect(button).toHaveStyle({ width: '240px', height: '50px' });

    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, CHALLENGES)).toHaveLength(1);
    await advance(HUMAN_CHECK.holdMs);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Done');
    expect(callsTo(fetchMock, PROOFS)[0]?.body).toEqual({ challenge: CHALLENGE });
    await user.pointer({ keys: '[/MouseLeft]', target: button });

    await advance(DONE_PAUSE_MS);
    await call;
    expect(result()).toEqual({ value: { status: 'sent' } });
    const attempts = callsTo(fetchMock, PROTECTED);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.headers.get('x-human-proof')).toBe(PROOF);
    expect(attempts[1]?.body).toEqual({ message: 'Hello' });
  });

  it('works by holding Space on the focused button', async () => {
    const { fetchMock, user, call, result } = setUp();
    const button = await screen.findByRole('button', { name: 'Press & Hold' });
    button.focus();
    await user.keyboard('[Space>]');
    await advance(HUMAN_CHECK.holdMs);
    await user.keyboard('[/Space]');
    expect(await screen.findByRole('status')).toHaveTextContent('Done');
    await advance(DONE_PAUSE_MS);
    await call;
    expect(result()).toEqual({ value: { status: 'sent' } });
    expect(callsTo(fetchMock, PROTECTED)[1]?.headers.get('x-human-proof')).toBe(PROOF);
  });

  it('asks to try again when released early, and then accepts a full hold with Enter', async () => {
    const { fetchMock, user, call, result } = setUp();
    const button = await screen.findByRole('button', { name: 'Press & Hold' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await advance(HUMAN_CHECK.holdMs / 3);
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(await screen.findByRole('status')).toHaveTextContent('Please try again');
    expect(callsTo(fetchMock, PROOFS)).toHaveLength(0);
    expect(callsTo(fetchMock, PROTECTED)).toHaveLength(1);

    button.focus();
    await user.keyboard('[Enter>]');
    await advance(HUMAN_CHECK.holdMs);
    await user.keyboard('[/Enter]');
    expect(await screen.findByRole('status')).toHaveTextContent('Done');
    await advance(DONE_PAUSE_MS);
    await call;
    expect(result()).toEqual({ value: { status: 'sent' } });
  });

  it('asks to try again when the server finds the hold too short', async () => {
    const { user } = setUp({
      status: 400,
      body: { status: 400, code: 'human_check.held_too_short', message: 'Held too short' },
    });
    const button = await screen.findByRole('button', { name: 'Press & Hold' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await advance(HUMAN_CHECK.holdMs);
    expect(await screen.findByRole('status')).toHaveTextContent('Please try again');
    expect(screen.getByRole('button', { name: 'Press & Hold' })).toBeInTheDocument();
  });

  it('rejects the call with the bot-check error when the dialog is closed', async () => {
    const { fetchMock, user, call, result } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await call;
    expect(result().error).toMatchObject({ status: 412, code: 'request.bot_check_required' });
    expect(callsTo(fetchMock, PROTECTED)).toHaveLength(1);
  });

  it('speaks Spanish and Canadian French', async () => {
    await act(() => i18n.changeLanguage('es-MX'));
    setUp();
    expect(await screen.findByRole('dialog', { name: 'Antes de continuar...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mantén presionado' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(screen.getByRole('dialog', { name: 'Avant de continuer...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maintenir enfoncé' })).toBeInTheDocument();
  });
});
