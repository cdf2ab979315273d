import type { Locale } from '@portal/contract/locale';
import type { TenantProductsResponse } from '@portal/contract/products';
import { PRODUCT_PATHS } from '@portal/contract/products-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { tenantProductsQueryKeyRoot } from '@/lib/query-keys';

export type TenantProductsInput = {
  /** effectiveTenant(user).id: the company whose products the user is looking at (0 without one). */
  tenantId: number;
  /** The supplier a MULTIPLE_TENANTS partner works for (tenant id); absent for the caller's own products. */
  associatedTenantId?: number;
  /** Keys the cache per user, so another user signing in never sees these tiles. */
  loginId: string;
  /** The interface language the tiles' texts should be in. */
  locale: Locale;
};

/**
 * GET /api/v2/identity/tenants/{tenantId}/products: the caller's tiles in display order, with the card list,
 * the flags and hideWhenNoAccess already applied by the server for this host. The server writes the texts in
 * the user's saved language; Accept-Language names the interface language too.
 */
export function getTenantProducts(
  { tenantId, associatedTenantId, locale }: Omit<TenantProductsInput, 'loginId'>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TenantProductsResponse> {
  return apiClient.get<TenantProductsResponse>(pathWithParams(PRODUCT_PATHS.tenantProducts, { tenantId }), {
    params: { associated_tenant_id: associatedTenantId },
    headers: { 'Accept-Language': locale },
    signal,
  });
}

export const tenantProductsQueryKey = ({ tenantId, associatedTenantId, loginId, locale }: TenantProductsInput) =>
  [
    ...tenantProductsQueryKeyRoot,
    { tenantId, associatedTenantId: associatedTenantId ?? null, loginId, locale },
  ] as const;

export function getTenantProductsQueryOptions(input: TenantProductsInput) {
  return queryOptions({
    queryKey: tenantProductsQueryKey(input),
    queryFn: ({ signal }) => getTenantProducts(input, { signal }),
  });
}

/** The tiles; after a language switch (not a change of supplier) the previous language's tiles stay up until the new ones arrive. */
export function useTenantProducts(input: TenantProductsInput | null) {
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
