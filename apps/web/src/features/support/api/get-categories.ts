import type { Locale } from '@portal/contract/locale';
import type { CategoriesResponse } from '@portal/contract/support';
import { categoriesResponseSchema, SUPPORT_PATHS } from '@portal/contract/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type CategoriesInput = {
  locale: Locale;
  /** Keys the cache per caller: a basic vendor is offered fewer account types. */
  loginId: string | null;
};

/** GET /api/support/categories?locale=: the account types, support types and dependent issue lists of this market. */
export function getCategories(
  { locale }: CategoriesInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CategoriesResponse> {
  return apiClient.get(SUPPORT_PATHS.categories, {
    params: { locale },
    schema: categoriesResponseSchema,
    redirectOnUnauthorized: false,
    signal,
  });
}

export const categoriesQueryKey = ({ locale, loginId }: CategoriesInput) =>
  ['support', 'categories', { locale, loginId }] as const;

export function getCategoriesQueryOptions(input: CategoriesInput) {
  return queryOptions({
    queryKey: categoriesQueryKey(input),
    queryFn: ({ signal }) => getCategories(input, { signal }),
  });
}

export function useCategories(input: CategoriesInput) {
  // After a language switch the form keeps its options (and what was chosen) until the new titles arrive.
  return useQuery({ ...getCategoriesQueryOptions(input), placeholderData: keepPreviousData });
}
