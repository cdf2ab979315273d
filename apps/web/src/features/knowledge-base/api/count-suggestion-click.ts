import { KB_PATHS } from '@portal/contract/knowledge-base';
import { apiClient } from '@/lib/api-client';

/** POST /api/kb/suggestions/clicks: a suggestion was opened from the incident form (ticket deflection). */
export function countSuggestionClick(contentId: string): Promise<unknown> {
  return apiClient.post(KB_PATHS.suggestionClicks, { contentId }, { redirectOnUnauthorized: false, keepalive: true });
}
