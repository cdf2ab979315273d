import Box from '@mui/material/Box';
import type { BannerItem } from '@portal/contract/announcements';
import { resolveLocale } from '@portal/contract/locale';
import { isViewOnlyGroup } from '@portal/contract/user-type';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useDismissAnnouncement } from '@/lib/dismiss-announcement';
import { useBanner } from '@/lib/get-banner';
import { useUserContext } from '@/lib/get-user-context';
import { MAIN_CONTENT_ID } from './skip-link';

/** MUI's Alert and Chip load only when there is an announcement to show: most pages have none. */
const Announcement = lazy(() => import('./announcement-item').then((m) => ({ default: m.Announcement })));

/**
 * The site-wide announcements (decision 018) under the header, for a signed-in user: each in their language (or
 * marked as English), with a dismiss button that holds on every device. Nothing shows while they load or if they
 * cannot be read: the banner never stands in the way of the page.
 */
export function AnnouncementBanner() {
  const { t, i18n } = useTranslation();
  const { data: user } = useUserContext();
  const banner = useBanner(resolveLocale(i18n.language), Boolean(user));
  const dismissal = useDismissAnnouncement();
  const listRef = useRef<HTMLUListElement>(null);
  const items = banner.data?.announcements ?? [];
  if (!user || items.length === 0) return null;

  // Focus moves on to the next announcement's button, or to the page once the last one is gone.
  const dismiss = (item: BannerItem) =>
    dismissal.mutate(item.id, {
      onSuccess: () => {
        const next = listRef.current?.querySelector<HTMLButtonElement>(`li:not([data-id="${item.id}"]) button`);
        (next ?? document.getElementById(MAIN_CONTENT_ID))?.focus();
      },
    });
  const canDismiss = !isViewOnlyGroup(user.authz.group);

  return (
    <Suspense fallback={null}>
      <Box component="section" aria-label={t('announcements.banner.region')}>
        <Box component="ul" ref={listRef} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <Announcement
              key={item.id}
              item={item}
              onDismiss={canDismiss ? dismiss : null}
              dismissing={dismissal.isPending && dismissal.variables === item.id}
              failed={dismissal.isError && dismissal.variables === item.id}
            />
          ))}
        </Box>
      </Box>
    </Suspense>
  );
}
