import { screen, waitFor, within } from '@testing-library/react';
import { FLAG_DEFAULTS } from '@portal/contract/flags';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { marketInfo, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { KbSuggestions } from './kb-suggestions';

const SUGGESTIONS = 'GET /api/kb/suggestions';
const CLICKS = 'POST /api/kb/suggestions/clicks';
const article = (contentId: string, title: string) => ({
  contentId,
  workspace: 'charter',
  topic: { slug: 'sign-in', title: 'Signing in' },
  title,
  summary: `${title}, step by step.`,
  locale: 'en-US',
  fallback: false,
  publishedAt: '2026-11-02T15:00:00.000Z',
});

function Harness() {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="description">Describe the situation</label>
      <textarea id="description" value={text} onChange={(event) => setText(event.target.value)} />
      <KbSuggestions text={text} />
    </>
  );
}

function setUp(suggestions: MockHandler, { search = true }: { search?: boolean } = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: userDetails() },
    'GET /api/v1/feature-flags': { body: { flags: { ...FLAG_DEFAULTS, 'kb-search-rollout': search } } },
    [SUGGESTIONS]: suggestions,
    [CLICKS]: { status: 204 },
  });
  return { fetchMock, ...renderRoutes('/', { routes: [{ path: '/', element: <Harness /> }] }) };
}

const three = {
  body: {
    workspace: 'charter',
    articles: [
      article('reset-your-password', 'Reset your password'),
      article('unlock-your-account', 'Unlock your account'),
      article('sign-in-problems', 'Sign-in problems'),
    ],
  },
};

describe('KbSuggestions', () => {
  it('suggests up to three articles once the text is long enough, each opening in a new tab; a click is counted', async () => {
    const { fetchMock, user } = setUp(three);
    const box = await screen.findByLabelText('Describe the situation');
    await user.type(box, 'password');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(callsTo(fetchMock, SUGGESTIONS)).toHaveLength(0);

    await user.type(box, ' is not accepted');
    const section = await screen.findByRole('region', { name: 'Articles that may answer your question' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/knowledgeBase/article/content?contentId=reset-your-password');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAccessibleName('Reset your password opens in a new tab');
    // Debounced: one call for the whole phrase, not one per keystroke.
    expect(callsTo(fetchMock, SUGGESTIONS)).toHaveLength(1);
    expect(callsTo(fetchMock, SUGGESTIONS)[0]!.url.searchParams.get('text')).toBe('password is not accepted');

    links[0]!.addEventListener('click', (event) => event.preventDefault());
    await user.click(links[0]!);
    await waitFor(() => expect(callsTo(fetchMock, CLICKS)[0]?.body).toEqual({ contentId: 'reset-your-password' }));
  });

  it('shows nothing, and no error, when the call fails', async () => {
    const { fetchMock, user } = setUp({ status: 500, body: { status: 500, code: 'server.internal', message: 'x' } });
    await user.type(await screen.findByLabelText('Describe the situation'), 'password is not accepted');
    await waitFor(() => expect(callsTo(fetchMock, SUGGESTIONS)).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks nothing where search is not rolled out', async () => {
    const { fetchMock, user } = setUp(three, { search: false });
    await user.type(await screen.findByLabelText('Describe the situation'), 'password is not accepted');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(callsTo(fetchMock, SUGGESTIONS)).toHaveLength(0);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
