import type { KbArticle, KbWorkspace } from '@portal/contract/knowledge-base';
import { kbFeedbackResponseSchema, kbFeedbackUrl } from '@portal/contract/knowledge-base';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { articleQueryKey } from './get-article';

type Feedback = { workspace: KbWorkspace; contentId: string; helpful: boolean };

/** POST /api/kb/workspaces/{workspace}/articles/{contentId}/feedback: 'Was this helpful?', the reader's answer. */
export function sendFeedback({ workspace, contentId, helpful }: Feedback): Promise<{ helpful: boolean }> {
  return apiClient.post(kbFeedbackUrl(workspace, contentId), { helpful }, { schema: kbFeedbackResponseSchema });
}

/** Sends the answer and keeps it on the cached article, so the page shows what was stored. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: ({ helpful }, { workspace, contentId }) =>
      queryClient.setQueryData<KbArticle>(articleQueryKey(workspace, contentId), (article) =>
        article ? { ...article, helpful } : article,
      ),
  });
}
