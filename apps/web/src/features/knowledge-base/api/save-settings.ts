import type { KbArticleSettings, KbAuthoringArticle } from '@portal/contract/knowledge-base';
import { kbAuthoringArticleSchema, kbAuthoringArticleUrl } from '@portal/contract/knowledge-base';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useStoreAuthoringArticle } from './get-authoring-article';

/** PUT /api/kb/authoring/articles/{id}: the article's settings (folder, topic, path, top, products, release). */
export function saveSettings({
  articleId,
  settings,
}: {
  articleId: number;
  settings: KbArticleSettings;
}): Promise<KbAuthoringArticle> {
  return apiClient.put(kbAuthoringArticleUrl(articleId), settings, { schema: kbAuthoringArticleSchema });
}

export function useSaveSettings() {
  const store = useStoreAuthoringArticle();
  return useMutation({ mutationFn: saveSettings, onSuccess: store });
}
