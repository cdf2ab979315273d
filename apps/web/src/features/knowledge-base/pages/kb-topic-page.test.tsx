import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT, setUpKb, summary } from './kb.fixtures';

const HIERARCHY = 'GET /api/kb/workspaces/charter/hierarchy';
const hierarchy = {
  body: {
    workspace: 'charter',
    topics: [{ slug: 'sign-in', title: 'Signing in', description: 'Passwords and sessions.', articles: [summary()] }],
  },
};

describe('/knowledgeBase/articles', () => {
  it("lists the topic's articles", async () => {
    setUpKb('/knowledgeBase/articles?topic=sign-in', { [HIERARCHY]: hierarchy });
    const list = await screen.findByRole('list', { name: 'Articles about Signing in' }, FIRST_PAINT);
    expect(within(list).getByRole('link', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Signing in');
  });

  it.each(['/knowledgeBase/articles', '/knowledgeBase/articles?topic=unknown'])(
    'sends %s to the landing',
    async (path) => {
      const { router } = setUpKb(path, {
        [HIERARCHY]: hierarchy,
        'GET /api/knowledgeBaseTopArticle': { body: { articles: [] } },
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/knowledgeBase/home'), FIRST_PAINT);
    },
  );
});
