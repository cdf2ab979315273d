import { DATA_DICTIONARY } from '@portal/contract/constants';
import { GLOSSARY_PATHS } from '@portal/contract/glossary-core';
import type { Locale } from '@portal/contract/locale';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DICTIONARY_CACHE_TIMES } from '../glossary-cache';

/** How many suggestions the search box lists. */
export const SUGGESTIONS_LIMIT = 8;

export type SuggestionsInput = { q: string; locale: Locale };

/** GET /api/v1/customer-support/glossary-suggestions?q=&limit=: names that complete what is typed. */
export function getGlossarySuggestions(
  { q, locale }: SuggestionsInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string[]> {
  return apiClient
    .get<{ suggestions: string[] }>(GLOSSARY_PATHS.suggestions, {
      params: { q, limit: SUGGESTIONS_LIMIT },
      headers: { 'Accept-Language': locale },
      signal,
    })
    .then((response) => response.suggestions);
}

export const glossarySuggestionsQueryKey = ({ q, locale }: SuggestionsInput) =>
  ['data-dictionary', 'suggestions', { q, locale }] as const;

export function getGlossarySuggestionsQueryOptions(input: SuggestionsInput) {
  return queryOptions({
    queryKey: glossarySuggestionsQueryKey(input),
    queryFn: ({ signal }) => getGlossarySuggestions(input, { signal }),
    ...DICTIONARY_CACHE_TIMES,
  });
}

/** Suggestions for at least 3 typed characters; the previous ones stay listed while the next arrive. */
export function useGlossarySuggestions(input: SuggestionsInput) {
  const q = input.q.trim();
  return useQuery({
    ...getGlossarySuggestionsQueryOptions({ ...input, q }),
    enabled: q.length >= DATA_DICTIONARY.minSearchLength,
    placeholderData: keepPreviousData,
  });
}
