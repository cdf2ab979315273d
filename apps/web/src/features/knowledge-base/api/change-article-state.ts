import type { KbAuthoringArticle } from '@portal/contract/knowledge-base';
import { kbAuthoringArticleSchema, kbAuthoringArticleUrl } from '@portal/contract/knowledge-base';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useStoreAuthoringArticle } from './get-authoring-article';

export type StateChange =
  | { articleId: number; to: 'schedule'; publishAt: string }
  | { articleId: number; to: 'publish' }
  | { articleId: number; to: 'archive' };

/**
 * POST /api/kb/authoring/articles/{id}/schedule {publishAt}, …/publish or …/archive: the article's state. The three
 * calls differ only in their last segment and body, so they share this file.
 */
export function changeArticleState(change: StateChange): Promise<KbAuthoringArticle> {
  const body = change.to === 'schedule' ? { publishAt: change.publishAt } : undefined;
  return apiClient.post(kbAuthoringArticleUrl(change.articleId, change.to), body, {
    schema: kbAuthoringArticleSchema,
  });
}

export function useChangeArticleState() {
  const store = useStoreAuthoringArticle();
  return useMutation({ mutationFn: changeArticleState, onSuccess: store });
}
