import type { Locale } from '@portal/contract/locale';
import type { ProductListResponse } from '@portal/contract/products';
import { PRODUCT_PATHS, productListResponseSchema } from '@portal/contract/products';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { globalUsersQueryKeyRoot } from './get-global-users';

/** GET /api/v1/products: the catalogue (code and name), for the products filter. */
export function getProducts(locale: Locale, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<ProductListResponse>(PRODUCT_PATHS.products, {
    schema: productListResponseSchema,
    headers: { 'Accept-Language': locale },
    signal,
  });
}

/** The products the filter offers, named in the interface language (a language switch reads them again). */
export function useProducts(locale: Locale, enabled = true) {
  return useQuery({
    queryKey: [...globalUsersQueryKeyRoot, 'products', locale] as const,
    queryFn: ({ signal }) => getProducts(locale, { signal }),
    enabled,
  });
}
