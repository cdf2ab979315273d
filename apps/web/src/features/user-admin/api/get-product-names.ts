import type { Locale } from '@portal/contract/locale';
import type { ProductCode } from '@portal/contract/products';
import { PRODUCT_NAMES, PRODUCT_PATHS, productListResponseSchema } from '@portal/contract/products';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/v1/products: the catalogue, named in `locale`. */
export function getProductNames(locale: Locale, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get(PRODUCT_PATHS.products, {
    schema: productListResponseSchema,
    headers: { 'Accept-Language': locale },
    signal,
  });
}

/**
 * A product's name in the page's language, by its code (the catalogue's English name, else the code, until the
 * catalogue is read or when it cannot be).
 */
export function useProductName(locale: Locale, enabled = true): (code: string) => string {
  const products = useQuery({
    queryKey: ['user-admin', 'products', locale] as const,
    queryFn: ({ signal }) => getProductNames(locale, { signal }),
    enabled,
    staleTime: Infinity,
  });
  return (code) =>
    products.data?.find((product) => product.id === code)?.name ?? PRODUCT_NAMES[code as ProductCode] ?? code;
}
