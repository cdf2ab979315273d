import type { TenantProductsResponse } from '@portal/contract/products';
import { PRODUCT_PATHS } from '@portal/contract/products-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import type { TenantProductsKey } from '@/lib/query-keys';
import { tenantProductsQueryKey } from '@/lib/query-keys';

/**
 * GET /api/v2/identity/tenants/{tenantId}/products: the caller's tiles in display order, with the card list,
 * the flags and hideWhenNoAccess already applied by the server for this host. The server writes the texts in
 * the user's saved language; Accept-Language names the interface language too.
 */
export function getTenantProducts(
  { tenantId, associatedTenantId, locale }: Omit<TenantProductsKey, 'loginId'>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TenantProductsResponse> {
  return apiClient.get<TenantProductsResponse>(pathWithParams(PRODUCT_PATHS.tenantProducts, { tenantId }), {
    params: { associated_tenant_id: associatedTenantId },
    headers: { 'Accept-Language': locale },
    signal,
  });
}

export function getTenantProductsQueryOptions(input: TenantProductsKey) {
  return queryOptions({
    queryKey: tenantProductsQueryKey(input),
    queryFn: ({ signal }) => getTenantProducts(input, { signal }),
  });
}

/** The tiles; after a language switch (not a change of supplier) the previous language's tiles stay up until the new ones arrive. */
export function useTenantProducts(input: TenantProductsKey | null) {
  return useQuery({
    ...getTenantProductsQueryOptions(input ?? { tenantId: 0, loginId: '', locale: 'en-US' }),
    enabled: input !== null,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2];
      const sameTiles =
        before &&
        input &&
        before.loginId === input.loginId &&
        before.tenantId === input.tenantId &&
        before.associatedTenantId === (input.associatedTenantId ?? null);
      return sameTiles ? previous : undefined;
    },
  });
}
