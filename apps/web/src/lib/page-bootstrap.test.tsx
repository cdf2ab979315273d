import { FLAG_DEFAULTS } from '@portal/contract/flags';
import { PAGE_BOOTSTRAP_ELEMENT_ID, bootstrapJson, type PageBootstrap } from '@portal/contract/page-bootstrap';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTenantProducts } from '@/features/products/api/get-tenant-products';
import { getBannerQueryOptions, useBanner } from '@/lib/get-banner';
import { useFlags } from '@/lib/get-flags';
import { useMarket } from '@/lib/get-market';
import { useUserContext } from '@/lib/get-user-context';
import { readPageBootstrap } from '@/lib/page-bootstrap';
import { seedQueryCache } from '@/lib/seed-query-cache';
import { marketInfo, userDetails } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { createQueryClient } from '@/lib/query-client';

const BOOTSTRAP: PageBootstrap = {
  market: marketInfo('CA'),
  user_context: userDetails({ first_name: '</script> Zoé' }),
  flags: { ...FLAG_DEFAULTS, 'wem-kb-rollout': true },
};

/** Writes a data block into the page as the server does. */
function writeBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_BOOTSTRAP_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

describe('the page bootstrap', () => {
  afterEach(() => document.getElementById(PAGE_BOOTSTRAP_ELEMENT_ID)?.remove());

  it('reads what the server wrote, escapes and all', () => {
    writeBlock(bootstrapJson(BOOTSTRAP));
    expect(readPageBootstrap()).toEqual(BOOTSTRAP);
  });

  it('is none when the page holds no block, or one that is not JSON', () => {
    expect(readPageBootstrap()).toBeNull();
    writeBlock('{"market":');
    expect(readPageBootstrap()).toBeNull();
  });

  it('starts the query cache, so the first render asks nothing', async () => {
    const fetchMock = mockApi({});
    const queryClient = createQueryClient();
    seedQueryCache(queryClient, BOOTSTRAP);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ user: useUserContext(), market: useMarket(), flags: useFlags() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.flags['wem-kb-rollout']).toBe(true));
    expect(result.current.user.data?.first_name).toBe('</script> Zoé');
    expect(result.current.market.data?.market).toBe('CA');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'GET /api/market')).toHaveLength(0);
  });

  it("starts the banner and the launcher's tiles under the language they were answered in", async () => {
    const fetchMock = mockApi({});
    const queryClient = createQueryClient();
    const user = BOOTSTRAP.user_context!;
    const announcement = { id: 7, severity: 'info' as const, text: 'Maintenance ce soir', locale: 'fr-CA' as const };
    const banner = { announcements: [{ ...announcement, fallback: false, endsAt: '2999-01-01T00:00:00.000Z' }] };
    const tiles = { tenant: user.tenant, products: [] };
    seedQueryCache(queryClient, {
      ...BOOTSTRAP,
      banner: { locale: 'fr-CA', answer: banner },
      tenant_products: { tenantId: 1000101, locale: 'fr-CA', answer: tiles },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const input = { tenantId: 1000101, loginId: user.login_id, locale: 'fr-CA' as const };
    const { result } = renderHook(() => ({ banner: useBanner('fr-CA', true), tiles: useTenantProducts(input) }), {
      wrapper,
    });
    expect(result.current.banner.data).toEqual(banner);
    expect(result.current.tiles.data).toEqual(tiles);
    expect(queryClient.getQueryData(getBannerQueryOptions('en-US').queryKey)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts a signed-out page with nobody signed in', () => {
    const queryClient = createQueryClient();
    seedQueryCache(queryClient, { ...BOOTSTRAP, user_context: null });
    expect(queryClient.getQueryData(['identity', 'user-context'])).toBeNull();
    expect(queryClient.getQueryData(['feature-flags', null])).toMatchObject({ 'wem-kb-rollout': true });
  });
});
