import type { AnnouncementPage, announcementListQuerySchema } from '@portal/contract/announcements';
import { ANNOUNCEMENT_PATHS, announcementPageSchema } from '@portal/contract/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type AnnouncementQuery = z.output<typeof announcementListQuerySchema>;

/** GET /api/announcements: a page of the market's announcements, paged and sorted by the server. */
export function getAnnouncements(
  query: AnnouncementQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AnnouncementPage> {
  return apiClient.get(ANNOUNCEMENT_PATHS.list, { params: query, schema: announcementPageSchema, signal });
}

/** Every list query of the admin page: a change refreshes them all. */
export const announcementsQueryKeyRoot = ['announcements', 'list'] as const;

export function getAnnouncementsQueryOptions(query: AnnouncementQuery) {
  return queryOptions({
    queryKey: [...announcementsQueryKeyRoot, query] as const,
    queryFn: ({ signal }) => getAnnouncements(query, { signal }),
  });
}

export function useAnnouncements(query: AnnouncementQuery) {
  return useQuery({ ...getAnnouncementsQueryOptions(query), placeholderData: keepPreviousData });
}
