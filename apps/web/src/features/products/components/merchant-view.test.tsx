import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketInfo, merchant, productTile, tenantProducts, userDetails } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-app';

const NO_COMPANY = { id: 0, name: '', type: 'UNKNOWN' as const };

function setUp(user = merchant()) {
  mockApi({
    'GET /api/market': { body: marketInfo('US') },
    'GET /api/v1/identity/user-context': { body: user },
    'GET /api/v2/identity/tenants/0/products': {
      body: tenantProducts([productTile('SHOPPER_BEHAVIOR', { accessStatus: null })], NO_COMPANY),
    },
    'GET /api/v2/identity/tenants/1001/products': { body: tenantProducts([productTile('SHOPPER_BEHAVIOR')]) },
  });
  return renderRoutes('/apps');
}

describe('the merchant view of /apps', () => {
  it("follows a merchant's products with the merchant's resources, each a link that works by keyboard", async () => {
    const { user, router } = setUp();
    const tile = await screen.findByRole('article', { name: 'Shopper Behavior' });
    const section = screen.getByRole('region', { name: 'Merchant resources' });
    expect(tile.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Data dictionaryHow each measure your suppliers see is defined.', '/dataDictionary'],
      ['Latest insightsThe articles published for suppliers.', '/articles/insights'],
      ['SupportAsk for product access, follow your tickets or contact us.', '/support'],
    ]);
    // Internal users without products are still told how to ask for access.
    expect(screen.getByRole('link', { name: 'Request access' })).toBeInTheDocument();

    links[1]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles/insights'));
  });

  it('is not shown to a supplier user', async () => {
    setUp(userDetails());
    await screen.findByRole('article', { name: 'Shopper Behavior' });
    expect(screen.queryByRole('region', { name: 'Merchant resources' })).not.toBeInTheDocument();
  });
});
