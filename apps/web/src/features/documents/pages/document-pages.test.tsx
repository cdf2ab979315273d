import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketInfo, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi, signedOut } from '@/testing/mock-api';
import { portalDocument } from '@/testing/profile-fixtures';
import { renderRoutes } from '@/testing/render-app';

const DOCUMENT = 'GET /api/content/documents';

function setUp(path: string, { user = signedOut, document }: { user?: MockHandler; document?: MockHandler } = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': user,
    [DOCUMENT]: document ?? (({ url }) => ({ body: portalDocument(url.searchParams.get('assetPath') ?? '') })),
  });
  return { fetchMock, ...renderRoutes(path) };
}

function askedFor(fetchMock: ReturnType<typeof mockApi>) {
  return callsTo(fetchMock, DOCUMENT).map(
    (call) => `${call.url.searchParams.get('assetPath')} ${call.url.searchParams.get('locale')}`,
  );
}

describe('document pages', () => {
  it('shows a signed-out visitor the suppliers’ terms: title, version, date, sections', async () => {
    const { fetchMock } = setUp('/terms');
    const article = await screen.findByRole('article', { name: 'Title of supplier-terms-and-conditions' });
    expect(within(article).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['1. Scope', '2. Your obligations']);
    expect(within(article).getByText('Version 2026.1 · Effective Jan 15, 2026')).toBeInTheDocument();
    expect(within(article).getByText('A second paragraph.')).toBeInTheDocument();
    expect(
      within(article).getByRole('button', { name: 'Download PDF: Title of supplier-terms-and-conditions' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms and conditions | Supplier Insights Portal'));
    expect(askedFor(fetchMock)).toEqual(['supplier-terms-and-conditions en-US']);
  });

  it('shows a signed-in user their company type’s terms', async () => {
    const { fetchMock } = setUp('/terms', {
      user: { body: userDetails({ tenant: { id: 2001, name: 'Corner Goods', type: 'BASIC_VENDOR' } }) },
    });
    await screen.findByRole('article', { name: 'Title of basic-vendor-terms-and-conditions' });
    expect(askedFor(fetchMock)).toEqual(['basic-vendor-terms-and-conditions en-US']);
  });

  it('shows a third-party user the 3P data sharing addendum', async () => {
    const { fetchMock } = setUp('/dataSharingAddendum', {
      user: {
        body: userDetails({
          third_party_user: true,
          tenant: { id: 5001, name: 'Brightside', type: 'THIRD_PARTY_AGENCY' },
        }),
      },
    });
    await screen.findByRole('article', { name: 'Title of data-sharing-addendum-3p-users' });
    await waitFor(() => expect(document.title).toBe('Data sharing addendum | Supplier Insights Portal'));
    expect(askedFor(fetchMock)).toEqual(['data-sharing-addendum-3p-users en-US']);
  });

  it('says when a document could not be loaded, and tries again', async () => {
    let fail = true;
    setUp('/privacyPolicy', {
      document: () =>
        fail
          ? { status: 500, body: { status: 500, code: 'server.internal', message: 'x' } }
          : { body: portalDocument('privacy-policy', { title: 'Privacy policy' }) },
    });
    expect(await screen.findByText('We couldn’t load this document.')).toBeInTheDocument();
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument());
  });

  it('is not found on a market where the page is hidden', async () => {
    mockApi({ 'GET /api/market': { body: marketInfo('MX') }, 'GET /api/v1/identity/user-context': signedOut });
    renderRoutes('/privacyPolicy');
    expect(
      await screen.findByRole('heading', { level: 1, name: /No pudimos encontrar|We couldn/ }),
    ).toBeInTheDocument();
  });
});
