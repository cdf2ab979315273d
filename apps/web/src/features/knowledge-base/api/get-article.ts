import type { KbArticle, KbWorkspace } from '@portal/contract/knowledge-base';
import { kbArticleSchema, kbArticleUrl } from '@portal/contract/knowledge-base';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { kbQueryKeyRoot } from './kb-query-keys';

/** GET /api/kb/workspaces/{workspace}/articles/{contentId}/content: one article, its HTML sanitised by the server. */
export function getArticle(
  workspace: KbWorkspace,
  contentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<KbArticle> {
  return apiClient.get(kbArticleUrl(workspace, contentId), { schema: kbArticleSchema, signal });
}

export const articleQueryKey = (workspace: KbWorkspace, contentId: string) =>
  [...kbQueryKeyRoot, 'article', workspace, contentId] as const;

export function getArticleQueryOptions(workspace: KbWorkspace, contentId: string) {
  return queryOptions({
    queryKey: articleQueryKey(workspace, contentId),
    queryFn: ({ signal }) => getArticle(workspace, contentId, { signal }),
  });
}

export function useArticle(workspace: KbWorkspace, contentId: string | null) {
  return useQuery({ ...getArticleQueryOptions(workspace, contentId ?? ''), enabled: contentId !== null });
}
