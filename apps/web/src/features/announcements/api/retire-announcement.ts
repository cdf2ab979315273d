import type { Announcement } from '@portal/contract/announcements';
import { ANNOUNCEMENT_PATHS, announcementSchema } from '@portal/contract/announcements';
import { useMutation } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { useRefreshAnnouncements } from './save-announcement';

/** POST /api/announcements/{id}/retire: it stops showing at once and stays listed. */
export function retireAnnouncement(announcementId: number): Promise<Announcement> {
  return apiClient.post(pathWithParams(ANNOUNCEMENT_PATHS.retire, { announcementId }), undefined, {
    schema: announcementSchema,
  });
}

export function useRetireAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({ mutationFn: retireAnnouncement, onSuccess: refresh });
}
