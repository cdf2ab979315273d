import type { KbTopArticlesResponse, KbWorkspace } from '@portal/contract/knowledge-base';
import { KB_PATHS, kbTopArticlesResponseSchema } from '@portal/contract/knowledge-base';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { kbQueryKeyRoot } from './kb-query-keys';

/** GET /api/knowledgeBaseTopArticle?workspace=: the workspace's top articles, in the reader's language. */
export function getTopArticles(
  workspace: KbWorkspace,
  { signal }: { signal?: AbortSignal } = {},
): Promise<KbTopArticlesResponse> {
  return apiClient.get(KB_PATHS.topArticles, { params: { workspace }, schema: kbTopArticlesResponseSchema, signal });
}

export function getTopArticlesQueryOptions(workspace: KbWorkspace) {
  return queryOptions({
    queryKey: [...kbQueryKeyRoot, 'top', workspace] as const,
    queryFn: ({ signal }) => getTopArticles(workspace, { signal }),
  });
}

export function useTopArticles(workspace: KbWorkspace) {
  return useQuery(getTopArticlesQueryOptions(workspace));
}
