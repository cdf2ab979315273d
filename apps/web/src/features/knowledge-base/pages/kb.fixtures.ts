import type { UserDetails } from '@portal/contract/identity';
import type { KbArticle, KbArticleSummary, KbAuthoringArticle, KbSearchHit } from '@portal/contract/knowledge-base';
import type { Market } from '@portal/contract/markets';
import { FLAG_DEFAULTS } from '@portal/contract/flags';
import { marketInfo, userDetails } from '@/testing/fixtures';
import type { MockAnswer, MockHandler } from '@/testing/mock-api';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

export const FIRST_PAINT = { timeout: 5_000 };
export const NO_ACCESS: MockAnswer = {
  status: 403,
  body: { status: 403, code: 'knowledge_base.no_access', message: 'No access' },
};
export const FAILURE: MockAnswer = {
  status: 500,
  body: { status: 500, code: 'server.internal', message: 'Internal error' },
};

export function summary(overrides: Partial<KbArticleSummary> = {}): KbArticleSummary {
  return {
    contentId: 'reset-your-password',
    workspace: 'charter',
    topic: { slug: 'sign-in', title: 'Signing in' },
    title: 'Reset your password',
    summary: 'How to choose a new password when you forgot yours.',
    locale: 'en-US',
    fallback: false,
    publishedAt: '2026-11-02T15:00:00.000Z',
    ...overrides,
  };
}

export function article(overrides: Partial<KbArticle> = {}): KbArticle {
  return {
    ...summary(),
    html: '<h2>Steps</h2><p>Choose <strong>Forgot password</strong> on the sign-in page.</p>',
    updatedAt: '2026-11-03T15:00:00.000Z',
    products: [],
    release: null,
    helpful: null,
    ...overrides,
  };
}

export function hit(overrides: Partial<KbSearchHit> = {}): KbSearchHit {
  return { ...summary(), excerpt: '…choose Forgot password on the sign-in page…', ...overrides };
}

export function authoringArticle(overrides: Partial<KbAuthoringArticle> = {}): KbAuthoringArticle {
  return {
    id: 7,
    folder: 'charter',
    topic: 'sign-in',
    slug: 'reset-your-password',
    title: 'Reset your password',
    state: 'DRAFT',
    locales: ['en-US'],
    publishAt: null,
    updatedAt: '2026-11-03T15:00:00.000Z',
    updatedBy: 'editor',
    top: false,
    products: [],
    release: null,
    translations: [
      {
        locale: 'en-US',
        title: 'Reset your password',
        summary: 'How to choose a new password.',
        body: '## Steps\n\nChoose **Forgot password**.',
        html: '<h2>Steps</h2>',
        updatedAt: '2026-11-03T15:00:00.000Z',
        updatedBy: 'editor',
      },
    ],
    feedback: [{ locale: 'en-US', helpful: 4, notHelpful: 1 }],
    suggestionClicks: 3,
    ...overrides,
  };
}

export const editor = (overrides: Partial<UserDetails> = {}) =>
  userDetails({
    login_id: 'editor',
    user_type: 'INTERNAL',
    tenant: { id: 0, name: '', type: 'UNKNOWN' },
    authz: { group: 'Content Editor', permissions: [{ action: 'UPDATE', resource: 'KNOWLEDGE_BASE' }] },
    products: [],
    ...overrides,
  });

/** Renders a path of the app for a user, the knowledge base's search rolled out unless told. */
export function setUpKb(
  path: string,
  routes: Record<string, MockHandler> = {},
  {
    user = userDetails(),
    market = 'US',
    search = true,
  }: { user?: UserDetails; market?: Market; search?: boolean } = {},
) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo(market) },
    'GET /api/v1/identity/user-context': { body: user },
    'GET /api/v1/feature-flags': { body: { flags: { ...FLAG_DEFAULTS, 'kb-search-rollout': search } } },
    'POST /api/analytics/events': { status: 204 },
    ...routes,
  });
  return { fetchMock, ...renderRoutes(path) };
}
