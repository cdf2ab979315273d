import type { Banner, Dismissal } from '@portal/contract/announcements';
import { ANNOUNCEMENT_PATHS } from '@portal/contract/announcements-core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { bannerQueryKeyRoot } from './get-banner';

/** POST /api/banner/{id}/dismiss: the caller no longer sees the announcement, on any device. */
export function dismissAnnouncement(announcementId: number): Promise<Dismissal> {
  return apiClient.post<Dismissal>(pathWithParams(ANNOUNCEMENT_PATHS.dismiss, { announcementId }), undefined, {});
}

/** Dismisses, taking the announcement out of the banner at once (in every language cached). */
export function useDismissAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAnnouncement,
    onSuccess: (_dismissal, announcementId) => {
      queryClient.setQueriesData<Banner>({ queryKey: bannerQueryKeyRoot }, (banner) =>
        banner ? { announcements: banner.announcements.filter((a) => a.id !== announcementId) } : banner,
      );
    },
  });
}
