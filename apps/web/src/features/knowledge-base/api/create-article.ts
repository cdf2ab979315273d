import type { KbAuthoringArticle, KbNewArticle } from '@portal/contract/knowledge-base';
import { KB_PATHS, kbAuthoringArticleSchema } from '@portal/contract/knowledge-base';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useStoreAuthoringArticle } from './get-authoring-article';

/** POST /api/kb/authoring/articles: a new draft with its settings and its English translation. */
export function createArticle(input: KbNewArticle): Promise<KbAuthoringArticle> {
  return apiClient.post(KB_PATHS.authoringArticles, input, { schema: kbAuthoringArticleSchema });
}

export function useCreateArticle() {
  const store = useStoreAuthoringArticle();
  return useMutation({ mutationFn: createArticle, onSuccess: store });
}
