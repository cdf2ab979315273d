import type { GlossaryPage, GlossaryProductTag, GlossaryTier, SearchGlossariesBody } from '@portal/contract/glossary';
import { GLOSSARY_PATHS } from '@portal/contract/glossary-core';
import { DATA_DICTIONARY } from '@portal/contract/constants';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DICTIONARY_CACHE_TIMES, persistedAnswer } from '../glossary-cache';

export type SearchGlossariesInput = {
  /** Keys the cache per user. */
  loginId: string;
  /** The interface language: definitions come in it when translated. */
  locale: Locale;
  /** At least 3 characters (spec section 5). */
  search: string;
  /** Zero-based. */
  page: number;
  /** Rows per page. */
  size: number;
  product: GlossaryProductTag | null;
  tier: GlossaryTier;
};

/** POST /api/v1/customer-support/search-glossaries: one page of the elements matching the search. */
export function searchGlossaries(
  { locale, search, page, size, product, tier }: Omit<SearchGlossariesInput, 'loginId'>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GlossaryPage> {
  const body: SearchGlossariesBody = {
    search_field: search,
    page_number: page,
    page_size: size,
    tier,
    ...(product ? { product_tag_value: product } : {}),
  };
  return apiClient.post(GLOSSARY_PATHS.search, body, {
    headers: { 'Accept-Language': locale },
    signal,
  });
}

export const searchGlossariesQueryKey = ({
  loginId,
  locale,
  search,
  page,
  size,
  product,
  tier,
}: SearchGlossariesInput) =>
  ['data-dictionary', 'search', { loginId, locale, search, page, size, product, tier }] as const;

export function getSearchGlossariesQueryOptions(input: SearchGlossariesInput) {
  const queryKey = searchGlossariesQueryKey(input);
  const { remember, ...cached } = persistedAnswer<GlossaryPage>(input.loginId, queryKey);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => remember(await searchGlossaries(input, { signal })),
    ...cached,
    ...DICTIONARY_CACHE_TIMES,
  });
}

/** The search results; `null` asks nothing (no search to run). */
export function useSearchGlossaries(input: SearchGlossariesInput | null) {
  return useQuery({
    ...getSearchGlossariesQueryOptions(
      input ?? {
        loginId: '',
        locale: 'en-US',
        search: '',
        page: 0,
        size: DATA_DICTIONARY.pageSize,
        product: null,
        tier: 'charter',
      },
    ),
    enabled: input !== null,
  });
}
