import type { ArticlesResponse } from '@portal/contract/articles';
import { ARTICLES_LOCALE_HEADER, ARTICLES_PATH, articlesResponseSchema } from '@portal/contract/articles';
import type { Locale } from '@portal/contract/locale';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/analyticsReports: the insights articles in the language named by the `locale` header. */
export function getArticles(locale: Locale, { signal }: { signal?: AbortSignal } = {}): Promise<ArticlesResponse> {
  return apiClient.get(ARTICLES_PATH, {
    schema: articlesResponseSchema,
    headers: { [ARTICLES_LOCALE_HEADER]: locale },
    // A public page: a visitor without a session reads the articles too.
    redirectOnUnauthorized: false,
    signal,
  });
}

export const articlesQueryKey = (locale: Locale) => ['articles', 'insights', locale] as const;

export function getArticlesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: articlesQueryKey(locale),
    queryFn: ({ signal }) => getArticles(locale, { signal }),
  });
}

/** The articles in the interface language; switching language fetches them again, keeping the old ones up meanwhile. */
export function useArticles(locale: Locale) {
  return useQuery({ ...getArticlesQueryOptions(locale), placeholderData: keepPreviousData });
}
