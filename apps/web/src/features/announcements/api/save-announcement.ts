import type { Announcement, AnnouncementInput } from '@portal/contract/announcements';
import { ANNOUNCEMENT_PATHS, announcementSchema } from '@portal/contract/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { bannerQueryKeyRoot } from '@/lib/get-banner';
import { announcementsQueryKeyRoot } from './get-announcements';

/** The admin's own banner and the list both show what changed. */
export function useRefreshAnnouncements() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: announcementsQueryKeyRoot }),
      queryClient.invalidateQueries({ queryKey: bannerQueryKeyRoot }),
    ]);
}

/** POST /api/announcements (no id) or PUT /api/announcements/{id}: the whole announcement. */
export function saveAnnouncement({ id, data }: { id: number | null; data: AnnouncementInput }): Promise<Announcement> {
  if (id === null) return apiClient.post(ANNOUNCEMENT_PATHS.list, data, { schema: announcementSchema });
  return apiClient.put(pathWithParams(ANNOUNCEMENT_PATHS.one, { announcementId: id }), data, {
    schema: announcementSchema,
  });
}

export function useSaveAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({ mutationFn: saveAnnouncement, onSuccess: refresh });
}
