import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basicUser } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { FAILURE, FIRST_PAINT, NO_ACCESS, setUpKb, summary } from './kb.fixtures';

const TOP = 'GET /api/knowledgeBaseTopArticle';
const HIERARCHY = 'GET /api/kb/workspaces/charter/hierarchy';
const topics = {
  workspace: 'charter',
  topics: [{ slug: 'sign-in', title: 'Signing in', description: 'Passwords and sessions.', articles: [summary()] }],
};

describe('/knowledgeBase/home', () => {
  it('shows the breadcrumbs, the search box, the top articles and the topics', async () => {
    const { fetchMock } = setUpKb('/knowledgeBase/home', {
      [TOP]: { body: { articles: [summary()] } },
      [HIERARCHY]: { body: topics },
    });
    const top = await screen.findByRole('list', { name: 'Top articles' }, FIRST_PAINT);
    expect(within(top).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/knowledgeBase/article/content?contentId=reset-your-password',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent(/Home.*Resources.*Knowledge Base/);
    expect(screen.getByRole('search', { name: 'Search the knowledge base' })).toBeInTheDocument();
    const topicsSection = screen.getByRole('region', { name: 'Browse by topic' });
    expect(await within(topicsSection).findByRole('link', { name: /Signing in/ })).toHaveAttribute(
      'href',
      '/knowledgeBase/articles?topic=sign-in',
    );
    expect(callsTo(fetchMock, TOP)[0]!.url.searchParams.get('workspace')).toBe('charter');
  });

  it('shows no search box where search is not rolled out', async () => {
    setUpKb(
      '/knowledgeBase/home',
      { [TOP]: { body: { articles: [] } }, [HIERARCHY]: { body: topics } },
      { search: false },
    );
    expect(await screen.findByText('There are no top articles yet.', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    setUpKb('/knowledgeBase/home', {
      [TOP]: () => new Promise(() => undefined),
      [HIERARCHY]: () => new Promise(() => undefined),
    });
    expect(await screen.findByRole('status', { name: 'Loading the top articles' }, FIRST_PAINT)).toBeInTheDocument();
  });

  it('says the account does not reach the knowledge base when the server says so', async () => {
    setUpKb('/knowledgeBase/home', { [TOP]: NO_ACCESS, [HIERARCHY]: NO_ACCESS });
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent(
      'Your account does not have access to the knowledge base.',
    );
  });

  it('shows the error text with Refresh page, which asks again', async () => {
    let fail = true;
    const { user, fetchMock } = setUpKb('/knowledgeBase/home', {
      [TOP]: () => (fail ? FAILURE : { body: { articles: [summary()] } }),
      [HIERARCHY]: { body: topics },
    });
    const alert = await screen.findByRole('alert', {}, FIRST_PAINT);
    expect(alert).toHaveTextContent('An error occurred while processing your request. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh page' }));
    expect(await screen.findByRole('list', { name: 'Top articles' })).toBeInTheDocument();
    expect(callsTo(fetchMock, TOP)).toHaveLength(2);
  });
});

describe('/knowledgeBase/basic', () => {
  it('reads the basic workspace and lists each topic with its articles', async () => {
    const { fetchMock } = setUpKb(
      '/knowledgeBase/basic',
      {
        [TOP]: { body: { articles: [] } },
        'GET /api/kb/workspaces/basic/hierarchy': {
          body: {
            ...topics,
            workspace: 'basic',
            topics: [{ ...topics.topics[0], articles: [summary({ workspace: 'basic' })] }],
          },
        },
      },
      { user: basicUser() },
    );
    const list = await screen.findByRole('list', { name: 'Signing in' }, FIRST_PAINT);
    expect(within(list).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/knowledgeBase/basic/article?contentId=reset-your-password',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Supplier help center');
    await waitFor(() => expect(callsTo(fetchMock, TOP)[0]!.url.searchParams.get('workspace')).toBe('basic'));
  });

  it('is not the charter landing: the route guard sends a basic user from there to /noAccess', async () => {
    const { router } = setUpKb('/knowledgeBase/home', {}, { user: basicUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/noAccess'), FIRST_PAINT);
  });
});
