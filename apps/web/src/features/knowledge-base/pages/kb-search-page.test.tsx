import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basicUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { FAILURE, FIRST_PAINT, hit, setUpKb } from './kb.fixtures';

const SEARCH = 'GET /api/kb/workspaces/charter/search';
const page = (items: ReturnType<typeof hit>[]) => ({ body: { items, total: items.length, page: 0, size: 10 } });

describe('/knowledgeBase/search', () => {
  it('lists the hits with their excerpts, and searches again from the box', async () => {
    const { fetchMock, user, router } = setUpKb('/knowledgeBase/search?q=pasword', { [SEARCH]: page([hit()]) });
    const results = await screen.findByRole('list', { name: 'Search results' }, FIRST_PAINT);
    expect(within(results).getByRole('link', { name: 'Reset your password' })).toBeInTheDocument();
    expect(results).toHaveTextContent('…choose Forgot password on the sign-in page…');
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “pasword”: 1' })).toBeInTheDocument();
    expect(callsTo(fetchMock, SEARCH)[0]!.url.searchParams.get('q')).toBe('pasword');

    const box = screen.getByRole('searchbox', { name: 'Search the knowledge base' });
    await user.clear(box);
    await user.type(box, 'access{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=access'));
  });

  it("shows the spec's no-results state with the browse-by-topic link", async () => {
    setUpKb('/knowledgeBase/search?q=zzzz', { [SEARCH]: page([]) });
    expect(await screen.findByText('No results found for “zzzz”', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText(/Try another search term/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'or browse content by topic' })).toHaveAttribute(
      'href',
      '/knowledgeBase/home',
    );
  });

  it('shows the error view with Refresh page', async () => {
    let fail = true;
    const { user } = setUpKb('/knowledgeBase/search?q=password', {
      [SEARCH]: () => (fail ? FAILURE : page([hit()])),
    });
    const alert = await screen.findByRole('alert', {}, FIRST_PAINT);
    expect(alert).toHaveTextContent('An error occurred while processing your request. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh page' }));
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('searches the basic workspace for a basic user', async () => {
    const { fetchMock } = setUpKb(
      '/knowledgeBase/search?q=password',
      { 'GET /api/kb/workspaces/basic/search': page([hit({ workspace: 'basic' })]) },
      { user: basicUser() },
    );
    const results = await screen.findByRole('list', { name: 'Search results' }, FIRST_PAINT);
    expect(within(results).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/knowledgeBase/basic/article?contentId=reset-your-password',
    );
    expect(callsTo(fetchMock, SEARCH)).toHaveLength(0);
  });

  it('sends the reader to the landing where search is not rolled out', async () => {
    const { router } = setUpKb(
      '/knowledgeBase/search?q=password',
      { 'GET /api/knowledgeBaseTopArticle': { body: { articles: [] } } },
      { search: false },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledgeBase/home'), FIRST_PAINT);
  });
});
