import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketInfo, userDetails } from '@/testing/fixtures';
import type { MockHandler } from '@/testing/mock-api';
import { callsTo, mockApi } from '@/testing/mock-api';
import { accessRequest, requestableCompany } from '@/testing/profile-fixtures';
import { installFakeClock, renderRoutes } from '@/testing/render-app';

const REQUESTABLE = 'GET /api/v1/identity/users/user/access';
const REQUESTS = 'GET /api/v1/identity/users/user/access-requests';
const CREATE = 'POST /api/v1/identity/users/user/access-requests';

const SUMMIT = requestableCompany();
const HARBOR = requestableCompany({
  tenant_id: 3002,
  company_name: 'Harbor Beverages',
  company_type: 'THIRD_PARTY_AGENCY',
  products: [{ product_id: 'CUSTOMER_PERCEPTION', name: 'Customer Perception' }],
});
const PENDING = requestableCompany({ tenant_id: 3003, company_name: 'Pine Ridge Dairy', pending: true });

function setUp({
  create,
  requests = [],
  path = '/profile/requestAccess',
}: { create?: MockHandler; requests?: ReturnType<typeof accessRequest>[]; path?: string } = {}) {
  const fetchMock = mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: userDetails() },
    [REQUESTABLE]: ({ url }) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const items = [SUMMIT, HARBOR, PENDING].filter((c) => c.company_name.toLowerCase().includes(search));
      return { body: { items, total: items.length, page: Number(url.searchParams.get('page')), size: 10 } };
    },
    [REQUESTS]: { body: { items: requests } },
    [CREATE]: create ?? (({ body }) => ({ body: accessRequest(body as object) })),
  });
  return { fetchMock, ...renderRoutes(path) };
}

describe('/profile/requestAccess', () => {
  it('lists the companies one may ask for, the pending one disabled, with a localised title', async () => {
    setUp();
    const companies = await screen.findByRole('radiogroup');
    expect(within(companies).getAllByRole('radio')).toHaveLength(3);
    expect(within(companies).getByRole('radio', { name: /Pine Ridge Dairy/ })).toBeDisabled();
    expect(within(companies).getByRole('radio', { name: /Pine Ridge Dairy/ })).toHaveAccessibleName(/Request pending/);
    await waitFor(() => expect(document.title).toBe('Request access | Supplier Insights Portal'));
    expect(screen.getByText('You haven’t requested access to any company yet.')).toBeInTheDocument();
  });

  it('searches after a pause, keeping the search in the URL', async () => {
    // The word is typed in no time on the fake clock, so no pause can fall between two keystrokes.
    installFakeClock();
    const { user, fetchMock, router } = setUp();
    await screen.findByRole('radiogroup');
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'harb');
    await waitFor(() => expect(router.state.location.search).toBe('?search=harb'));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: /Harbor Beverages/ })).toBeInTheDocument();
    const searches = callsTo(fetchMock, REQUESTABLE).map((call) => call.url.searchParams.get('search'));
    // One call for the whole word, none per keystroke.
    expect(searches).toEqual([null, 'harb']);
  });

  it('says what is missing, and sends a complete request', async () => {
    const { user, fetchMock } = setUp();
    await screen.findByRole('radiogroup');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose a company.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one product.')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Summit Snacks/ }));
    expect(screen.queryByText('Choose a company.')).not.toBeInTheDocument();
    const products = screen.getByRole('group', { name: 'Products of Summit Snacks' });
    await user.click(within(products).getByRole('checkbox', { name: 'Report Builder' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Note to the administrators (optional)' }),
      'For the Q3 review',
    );
    expect(screen.getByText('17 / 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByText('Your request to Summit Snacks was sent. Its administrators will review it.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)[0]?.body).toEqual({
      tenant_id: 3001,
      products: ['REPORT_BUILDER'],
      requestor_note: 'For the Q3 review',
    });
    await waitFor(() => expect(callsTo(fetchMock, REQUESTS).length).toBeGreaterThan(1));
  });

  it('refuses a note over 500 characters without cutting it', async () => {
    const { user, fetchMock } = setUp();
    await user.click(await screen.findByRole('radio', { name: /Harbor Beverages/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Customer Perception' }));
    const note = screen.getByRole('textbox', { name: 'Note to the administrators (optional)' });
    await user.click(note);
    await user.paste('n'.repeat(501));
    expect(await screen.findByText('The note can be at most 500 characters.')).toBeInTheDocument();
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
    expect(note).toHaveValue('n'.repeat(501));
  });

  it('translates a duplicate and keeps what was chosen', async () => {
    const { user } = setUp({
      create: { status: 409, body: { status: 409, code: 'access_request.duplicate', message: 'Duplicate' } },
    });
    await user.click(await screen.findByRole('radio', { name: /Summit Snacks/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Shopper Behavior' }));
    await user.type(screen.getByRole('textbox', { name: 'Note to the administrators (optional)' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a pending request for this company.');
    expect(screen.getByRole('radio', { name: /Summit Snacks/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Shopper Behavior' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Note to the administrators (optional)' })).toHaveValue('Again');
  });

  it('shows one’s requests with the note cut at 35 characters, the date and the state', async () => {
    const note = 'We need the weekly sales for the northeast stores, please.';
    const { user } = setUp({
      requests: [
        accessRequest({ requestor_note: note }),
        accessRequest({
          id: 'ar-2',
          company_name: 'Harbor Beverages',
          product_text: 'Customer Perception | Report Builder',
          state: 'APPROVED',
          requestor_note: 'Short',
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'My requests' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(`Summit SnacksShopper Behavior${note.slice(0, 35)}… see moreMar 1, 2026Pending`);
    expect(second).toHaveTextContent('Harbor BeveragesCustomer Perception | Report BuilderShortMar 1, 2026Approved');
    await user.click(within(first!).getByRole('button', { name: 'see more' }));
    expect(first).toHaveTextContent(note);
    expect(within(first!).getByRole('button', { name: 'see less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
