import { screen, waitFor, within } from '@testing-library/react';
import type { UserDetails } from '@portal/contract/identity';
import type { Market } from '@portal/contract/markets';
import type { ReleaseNoteSummary } from '@portal/contract/release-notes';
import { describe, expect, it } from 'vitest';
import { basicUser, marketInfo, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

const FIRST_PAINT = { timeout: 5_000 };
const LIST = 'GET /api/content-fragments';
const TAGS = {
  body: {
    tags: [
      { id: 'product:REPORT_BUILDER', kind: 'product', value: 'REPORT_BUILDER', title: 'Report Builder' },
      { id: 'release:2026.11', kind: 'release', value: '2026.11', title: '2026.11' },
    ],
  },
};

function note(contentId: string, title: string, publishedAt: string): ReleaseNoteSummary {
  return {
    contentId,
    workspace: 'release-notes',
    topic: { slug: 'releases', title: 'Releases' },
    title,
    summary: `${title}: what changed.`,
    locale: 'en-US',
    fallback: false,
    publishedAt,
    products: ['REPORT_BUILDER'],
    release: '2026.11',
  };
}

function setUp(
  path: string,
  routes: Record<string, MockHandler> = {},
  market: Market = 'US',
  user: UserDetails = userDetails(),
) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo(market) },
    'GET /api/v1/identity/user-context': { body: user },
    'POST /api/analytics/events': { status: 204 },
    'GET /api/tags': TAGS,
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}

describe('/releaseNotes', () => {
  it('lists the notes newest first, as the server orders them, and filters by product', async () => {
    const items = [
      note('november', 'November release', '2026-11-20T00:00:00Z'),
      note('october', 'October release', '2026-10-20T00:00:00Z'),
    ];
    const { fetchMock, user, router } = setUp('/releaseNotes', {
      [LIST]: { body: { items, total: 2, page: 0, size: 10 } },
    });
    const list = await screen.findByRole('list', { name: 'Release notes' }, FIRST_PAINT);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['November release', 'October release']);
    expect(links[0]).toHaveAttribute('href', '/releaseNotes/article?path=november');
    expect(list).toHaveTextContent('Release 2026.11');
    expect(callsTo(fetchMock, LIST)[0]!.url.searchParams.get('parentAssetFolder')).toBe('release-notes');
    // The header's Resources menu offers the release notes, marked as the page shown.
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(navigation).getByRole('button', { name: 'Resources' }));
    const resources = await screen.findByRole('menu', { name: 'Resources' });
    expect(within(resources).getByRole('menuitem', { name: 'Release notes' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await within(screen.getByLabelText('Product')).findByRole('option', { name: 'Report Builder' });
    await user.selectOptions(screen.getByLabelText('Product'), 'product:REPORT_BUILDER');
    await waitFor(() => expect(router.state.location.search).toBe('?tag=product%3AREPORT_BUILDER'));
    await waitFor(() =>
      expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('tag')).toBe('product:REPORT_BUILDER'),
    );
  });

  it('shows the error text with Refresh page', async () => {
    setUp('/releaseNotes', { [LIST]: { status: 500, body: { status: 500, code: 'server.internal', message: 'x' } } });
    const alert = await screen.findByRole('alert', {}, FIRST_PAINT);
    expect(within(alert).getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
  });

  it.each(['MX', 'CA'] as const)('does not exist on %s, in the router or in the navigation', async (market) => {
    const { fetchMock, user } = setUp('/releaseNotes', {}, market);
    expect(await screen.findByText('We couldn’t find that page…', {}, FIRST_PAINT)).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(navigation).getByRole('button', { name: 'Resources' }));
    const resources = await screen.findByRole('menu', { name: 'Resources' });
    expect(within(resources).getByRole('menuitem', { name: 'Knowledge base' })).toBeInTheDocument();
    expect(within(resources).queryByRole('menuitem', { name: 'Release notes' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it('is not for basic users', async () => {
    const { router } = setUp('/releaseNotes', {}, 'US', basicUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/noAccess'), FIRST_PAINT);
  });
});

describe('/releaseNotes/article', () => {
  it('shows one note, with the English notice when it is not translated', async () => {
    setUp('/releaseNotes/article?path=november', {
      'GET /api/content-fragments/details': {
        body: {
          ...note('november', 'November release', '2026-11-20T00:00:00Z'),
          html: '<p>Report Builder exports faster.</p>',
          updatedAt: '2026-11-20T00:00:00Z',
          helpful: null,
          fallback: true,
        },
      },
    });
    const article = await screen.findByRole('article', { name: 'November release' }, FIRST_PAINT);
    expect(article).toHaveTextContent('Report Builder exports faster.');
    expect(article).toHaveTextContent('shown in English');
  });

  it('sends a missing path to the list', async () => {
    const { router } = setUp('/releaseNotes/article', { [LIST]: { body: { items: [], total: 0, page: 0, size: 10 } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/releaseNotes'), FIRST_PAINT);
  });
});
