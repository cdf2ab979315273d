import type { KbSuggestionsResponse } from '@portal/contract/knowledge-base';
import { KB_LIMITS, KB_PATHS } from '@portal/contract/knowledge-base';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { kbQueryKeyRoot } from './kb-query-keys';

/**
 * GET /api/kb/suggestions?text=: up to three articles matching an incident's description. The answer's type is
 * passed without its schema, so the support form's chunk loads no zod for it (decision record 036).
 */
export function getSuggestions(
  text: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<KbSuggestionsResponse> {
  return apiClient.get<KbSuggestionsResponse>(KB_PATHS.suggestions, {
    params: { text: text.slice(0, KB_LIMITS.suggestionTextMax) },
    signal,
    redirectOnUnauthorized: false,
  });
}

export function useSuggestions(text: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...kbQueryKeyRoot, 'suggestions', text] as const,
      queryFn: ({ signal }) => getSuggestions(text, { signal }),
    }),
    enabled,
    retry: false,
  });
}
