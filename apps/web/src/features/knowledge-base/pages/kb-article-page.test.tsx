import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basicUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { article, FIRST_PAINT, NO_ACCESS, setUpKb } from './kb.fixtures';

const ARTICLE = 'GET /api/kb/workspaces/charter/articles/reset-your-password/content';
const FEEDBACK = 'POST /api/kb/workspaces/charter/articles/reset-your-password/feedback';
const PATH = '/knowledgeBase/article/content?contentId=reset-your-password';

describe('/knowledgeBase/article/content', () => {
  it('shows the sanitised article with its breadcrumbs, and stores the answer to Was this helpful?', async () => {
    const { fetchMock, user } = setUpKb(PATH, {
      [ARTICLE]: { body: article() },
      [FEEDBACK]: { body: { helpful: true } },
    });
    const page = await screen.findByRole('article', { name: 'Reset your password' }, FIRST_PAINT);
    expect(within(page).getByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    expect(page).toHaveTextContent('Choose Forgot password on the sign-in page.');
    expect(screen.queryByText(/shown in English/)).not.toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Signing in' })).toHaveAttribute(
      'href',
      '/knowledgeBase/articles?topic=sign-in',
    );
    expect(within(crumbs).getByText('Reset your password')).toHaveAttribute('aria-current', 'page');

    const helpful = screen.getByRole('region', { name: 'Was this helpful?' });
    const yes = within(helpful).getByRole('button', { name: 'Yes' });
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    await user.click(yes);
    await waitFor(() => expect(yes).toHaveAttribute('aria-pressed', 'true'));
    expect(within(helpful).getByRole('status')).toHaveTextContent('You said this article was helpful.');
    expect(callsTo(fetchMock, FEEDBACK)[0]!.body).toEqual({ helpful: true });
  });

  it('says when the article is shown in English because it is not translated, and shows the stored answer', async () => {
    setUpKb(PATH, { [ARTICLE]: { body: article({ fallback: true, helpful: false }) } });
    expect(
      await screen.findByText(
        'This article is shown in English because it has not been translated into your language yet.',
        {},
        FIRST_PAINT,
      ),
    ).toBeInTheDocument();
    const helpful = screen.getByRole('region', { name: 'Was this helpful?' });
    expect(within(helpful).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['/knowledgeBase/article/content', '/knowledgeBase/article/content?contentId=Not%20valid'])(
    'sends %s to the landing',
    async (path) => {
      const { router, fetchMock } = setUpKb(path, { 'GET /api/knowledgeBaseTopArticle': { body: { articles: [] } } });
      await waitFor(() => expect(router.state.location.pathname).toBe('/knowledgeBase/home'), FIRST_PAINT);
      expect(callsTo(fetchMock, ARTICLE)).toHaveLength(0);
    },
  );

  it('sends an article that does not exist to the landing', async () => {
    const { router } = setUpKb(PATH, {
      [ARTICLE]: { status: 404, body: { status: 404, code: 'request.not_found', message: 'Not found' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledgeBase/home'), FIRST_PAINT);
  });

  it('says the account does not reach the knowledge base', async () => {
    setUpKb(PATH, { [ARTICLE]: NO_ACCESS });
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent(
      'Your account does not have access to the knowledge base.',
    );
  });
});

describe('/knowledgeBase/basic/article', () => {
  it("reads the basic workspace's article, under the basic home", async () => {
    setUpKb(
      '/knowledgeBase/basic/article?contentId=reset-your-password',
      {
        'GET /api/kb/workspaces/basic/articles/reset-your-password/content': { body: article({ workspace: 'basic' }) },
      },
      { user: basicUser() },
    );
    await screen.findByRole('article', { name: 'Reset your password' }, FIRST_PAINT);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute(
      'href',
      '/knowledgeBase/basic',
    );
  });

  it('sends a basic user without an article to the basic home', async () => {
    const { router } = setUpKb('/knowledgeBase/basic/article', {}, { user: basicUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledgeBase/basic'), FIRST_PAINT);
  });
});
