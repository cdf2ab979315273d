import type { Banner } from '@portal/contract/announcements';
import { ANNOUNCEMENT_PATHS } from '@portal/contract/announcements-core';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/banner: the signed-in caller's showing announcements, in the language the page shows. */
export function getBanner(locale: Locale, { signal }: { signal?: AbortSignal } = {}): Promise<Banner> {
  return apiClient.get<Banner>(ANNOUNCEMENT_PATHS.banner, {
    params: { locale },
    redirectOnUnauthorized: false,
    signal,
  });
}

/** Every banner query, whatever its language: a dismissal or an admin's change refreshes them all. */
export const bannerQueryKeyRoot = ['announcements', 'banner'] as const;

export function getBannerQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...bannerQueryKeyRoot, locale] as const,
    queryFn: ({ signal }) => getBanner(locale, { signal }),
  });
}

/** How often an open page asks again, so a scheduled announcement appears and an ended one goes within minutes. */
export const BANNER_REFRESH_MS = 5 * 60_000;

/** Asked only for a signed-in user; the banner stays quiet (no strip) while it loads or when it fails. */
export function useBanner(locale: Locale, enabled: boolean) {
  return useQuery({
    ...getBannerQueryOptions(locale),
    enabled,
    refetchInterval: BANNER_REFRESH_MS,
    // One that has ended since the server answered is left out, without waiting for the next answer.
    select: (banner) => ({
      announcements: banner.announcements.filter((item) => Date.parse(item.endsAt) > Date.now()),
    }),
  });
}
