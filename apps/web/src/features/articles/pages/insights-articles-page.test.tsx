import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import type { InsightArticle } from '@portal/contract/articles';
import { describe, expect, it, vi } from 'vitest';
import { analytics } from '@/lib/analytics';
import { marketInfo } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi, signedOut } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';
import { applyMuiStyles } from '@/testing/mui-styles';

function article(overrides: Partial<InsightArticle> = {}): InsightArticle {
  return {
    id: 'weekend-baskets',
    title: 'Weekend baskets are getting bigger',
    summary: 'Shoppers are consolidating trips into one larger weekend visit.',
    body: [
      'Across the last quarter, weekend baskets grew faster than weekday ones.',
      'Suppliers can plan promotions around it.',
    ],
    product: 'SHOPPER_BEHAVIOR',
    published_on: '2026-11-02',
    read_minutes: 4,
    image: { src: '/articles/weekend-baskets.svg', alt: 'A shopping basket' },
    ...overrides,
  };
}

function setUp(articles: MockHandler) {
  return mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': signedOut,
    'GET /api/analyticsReports': articles,
  });
}

describe('/articles/insights', () => {
  it('is public and shows each article with its product, date, reading time and summary; the body expands', async () => {
    applyMuiStyles();
    const fetchMock = setUp({
      body: {
        locale: 'en-US',
        articles: [
          article(),
          article({ id: 'second', title: 'Pickup keeps growing', image: null, product: 'CHANNEL_INSIGHTS' }),
        ],
      },
    });
    const { user } = renderRoutes('/articles/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest insights' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Weekend baskets are getting bigger' });
    await waitFor(() => expect(document.title).toBe('Insights | Supplier Insights Portal'));
    expect(screen.getAllByRole('article')).toHaveLength(2);

    expect(within(card).getByText('Shopper Behavior')).toBeInTheDocument();
    expect(within(card).getByText('Nov 2, 2026')).toHaveAttribute('datetime', '2026-11-02');
    expect(within(card).getByText(/4 min read/)).toBeInTheDocument();
    expect(
      within(card).getByText('Shoppers are consolidating trips into one larger weekend visit.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Pickup keeps growing' })).queryByRole('img'),
    ).not.toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: 'Read article' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText('Suppliers can plan promotions around it.')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Suppliers can plan promotions around it.')).toBeVisible();

    const [request] = callsTo(fetchMock, 'GET /api/analyticsReports');
    expect(request?.headers.get('locale')).toBe('en-US');
  });

  it('hides an image that fails to load', async () => {
    setUp({ body: { locale: 'en-US', articles: [article()] } });
    renderRoutes('/articles/insights');
    const card = await screen.findByRole('article', { name: 'Weekend baskets are getting bigger' });
    fireEvent.error(within(card).getByRole('img', { name: 'A shopping basket' }));
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks again, with the new locale header, when the language changes, and formats dates in it', async () => {
    const fetchMock = setUp(({ headers }) => ({
      body: {
        locale: headers.get('locale'),
        articles: [
          article({
            title:
              headers.get('locale') === 'es-MX'
                ? 'Las canastas del fin de semana crecen'
                : 'Weekend baskets are getting bigger',
          }),
        ],
      },
    }));
    const { user } = renderRoutes('/articles/insights');
    await screen.findByRole('article', { name: 'Weekend baskets are getting bigger' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-MX');
    const card = await screen.findByRole('article', { name: 'Las canastas del fin de semana crecen' });
    expect(within(card).getByText('2 de nov de 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Leer artículo' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/analyticsReports').map((r) => r.headers.get('locale'))).toEqual([
      'en-US',
      'es-MX',
    ]);
  });

  it('says when there are no articles', async () => {
    setUp({ body: { locale: 'en-US', articles: [] } });
    renderRoutes('/articles/insights');
    expect(await screen.findByText('There are no articles to show yet. Please check back soon.')).toBeInTheDocument();
  });

  it('shows loading, then the generic error with a refresh when the articles cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const track = vi.spyOn(analytics, 'track');
    let fail: (answer: { status: number; body: unknown }) => void = () => undefined;
    setUp(() => new Promise((resolve) => (fail = resolve)));
    renderRoutes('/articles/insights');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading articles…');
    fail({ status: 500, body: { status: 500, code: 'server.internal', message: 'Internal error' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith(
        ANALYTICS_EVENTS.apiError,
        expect.objectContaining({ call: 'insightsArticles' }),
      ),
    );
  });
});
