import type { KbFolder } from '@portal/contract/knowledge-base';
import { KB_PATHS, kbAuthoringTopicsResponseSchema } from '@portal/contract/knowledge-base';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { kbAuthoringQueryKeyRoot } from './kb-query-keys';

export type AuthoringTopics = z.infer<typeof kbAuthoringTopicsResponseSchema>;

/** GET /api/kb/authoring/topics?folder=: the folder's topics, for the editor's choice. */
export function getAuthoringTopics(
  folder: KbFolder,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuthoringTopics> {
  return apiClient.get(KB_PATHS.authoringTopics, {
    params: { folder },
    schema: kbAuthoringTopicsResponseSchema,
    signal,
  });
}

export function useAuthoringTopics(folder: KbFolder) {
  return useQuery(
    queryOptions({
      queryKey: [...kbAuthoringQueryKeyRoot, 'topics', folder] as const,
      queryFn: ({ signal }) => getAuthoringTopics(folder, { signal }),
    }),
  );
}
