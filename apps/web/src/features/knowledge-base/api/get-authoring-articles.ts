import type { KbAuthoringListQuery, KbAuthoringPage } from '@portal/contract/knowledge-base';
import { KB_PATHS, kbAuthoringPageSchema } from '@portal/contract/knowledge-base';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { kbAuthoringQueryKeyRoot } from './kb-query-keys';

/** The contract's query as the page asks it: the server's page size, a page always named. */
export type AuthoringListQuery = Omit<KbAuthoringListQuery, 'pageSize' | 'page'> & { page: number };

/** GET /api/kb/authoring/articles: every article in every state, for the content team. */
export function getAuthoringArticles(
  query: AuthoringListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<KbAuthoringPage> {
  return apiClient.get(KB_PATHS.authoringArticles, {
    params: { ...query, pageSize: 20 },
    schema: kbAuthoringPageSchema,
    signal,
  });
}

export function getAuthoringArticlesQueryOptions(query: AuthoringListQuery) {
  return queryOptions({
    queryKey: [...kbAuthoringQueryKeyRoot, 'list', query] as const,
    queryFn: ({ signal }) => getAuthoringArticles(query, { signal }),
  });
}

export function useAuthoringArticles(query: AuthoringListQuery) {
  return useQuery({ ...getAuthoringArticlesQueryOptions(query), placeholderData: keepPreviousData });
}
