import type { KbAuthoringArticle } from '@portal/contract/knowledge-base';
import { kbAuthoringArticleSchema, kbAuthoringArticleUrl } from '@portal/contract/knowledge-base';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { kbAuthoringQueryKeyRoot, kbQueryKeyRoot } from './kb-query-keys';

/** GET /api/kb/authoring/articles/{id}: the article with every translation and its feedback counts. */
export function getAuthoringArticle(
  articleId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<KbAuthoringArticle> {
  return apiClient.get(kbAuthoringArticleUrl(articleId), { schema: kbAuthoringArticleSchema, signal });
}

export const authoringArticleQueryKey = (articleId: number) =>
  [...kbAuthoringQueryKeyRoot, 'article', articleId] as const;

export function getAuthoringArticleQueryOptions(articleId: number) {
  return queryOptions({
    queryKey: authoringArticleQueryKey(articleId),
    queryFn: ({ signal }) => getAuthoringArticle(articleId, { signal }),
  });
}

export function useAuthoringArticle(articleId: number) {
  return useQuery(getAuthoringArticleQueryOptions(articleId));
}

/** After a change: the article as the server now has it, the lists, and what readers are shown. */
export function useStoreAuthoringArticle() {
  const queryClient = useQueryClient();
  return (article: KbAuthoringArticle) => {
    queryClient.setQueryData(authoringArticleQueryKey(article.id), article);
    void queryClient.invalidateQueries({ queryKey: [...kbAuthoringQueryKeyRoot, 'list'] });
    void queryClient.invalidateQueries({ queryKey: kbQueryKeyRoot });
  };
}
