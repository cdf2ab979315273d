import { KB_PATHS, kbPreviewResponseSchema } from '@portal/contract/knowledge-base';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/kb/authoring/preview: the HTML a body renders to, sanitised as readers get it. */
export function previewMarkdown(markdown: string): Promise<{ html: string }> {
  return apiClient.post(KB_PATHS.authoringPreview, { markdown }, { schema: kbPreviewResponseSchema });
}

export function usePreviewMarkdown() {
  return useMutation({ mutationFn: previewMarkdown });
}
