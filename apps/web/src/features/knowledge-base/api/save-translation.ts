import type { Locale } from '@portal/contract/locale';
import type { KbAuthoringArticle, KbTranslationInput } from '@portal/contract/knowledge-base';
import { kbAuthoringArticleSchema, kbAuthoringArticleUrl } from '@portal/contract/knowledge-base';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useStoreAuthoringArticle } from './get-authoring-article';

type SaveTranslation = { articleId: number; locale: Locale; translation: KbTranslationInput };

/** PUT /api/kb/authoring/articles/{id}/translations/{locale}: one language's title, summary and body. */
export function saveTranslation({ articleId, locale, translation }: SaveTranslation): Promise<KbAuthoringArticle> {
  return apiClient.put(kbAuthoringArticleUrl(articleId, `translations/${locale}`), translation, {
    schema: kbAuthoringArticleSchema,
  });
}

export function useSaveTranslation() {
  const store = useStoreAuthoringArticle();
  return useMutation({ mutationFn: saveTranslation, onSuccess: store });
}
