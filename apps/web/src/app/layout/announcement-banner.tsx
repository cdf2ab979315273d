import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { BannerItem } from '@portal/contract/announcements';
import { resolveLocale } from '@portal/contract/locale';
import { isViewOnlyGroup } from '@portal/contract/user-type';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visually-hidden';
import { useDismissAnnouncement } from '@/features/announcements/api/dismiss-announcement';
import { useBanner } from '@/features/announcements/api/get-banner';
import { useUserContext } from '@/lib/get-user-context';
import { MAIN_CONTENT_ID } from './skip-link';

type AnnouncementProps = {
  item: BannerItem;
  /** Null for a view-only user: dismissing is a change, and they make none. */
  onDismiss: ((item: BannerItem) => void) | null;
  dismissing: boolean;
  failed: boolean;
};

function Announcement({ item, onDismiss, dismissing, failed }: AnnouncementProps) {
  const { t } = useTranslation();
  const textId = `announcement-${item.id}-text`;
  return (
    <Box component="li" data-id={item.id}>
      <Alert
        role="status"
        severity={item.severity}
        variant="standard"
        sx={{ borderRadius: 0, alignItems: 'center', '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
        action={
          onDismiss ? (
            <IconButton
              color="inherit"
              aria-label={t('announcements.banner.dismiss')}
              aria-describedby={textId}
              disabled={dismissing}
              onClick={() => onDismiss(item)}
              sx={{ minWidth: 44, minHeight: 44 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          ) : undefined
        }
      >
        <Box component="span" sx={visuallyHidden}>
          {t(`announcements.banner.severity.${item.severity}`)}:{' '}
        </Box>
        <Typography component="span" id={textId} lang={item.locale} sx={{ overflowWrap: 'anywhere' }}>
          {item.text}
        </Typography>
        {item.fallback ? (
          <Chip size="small" variant="outlined" label={t('announcements.banner.inEnglish')} sx={{ ml: 1 }} />
        ) : null}
        {failed ? (
          <Typography component="span" role="alert" sx={{ display: 'block', fontWeight: 600 }}>
            {t('announcements.banner.dismissFailed')}
          </Typography>
        ) : null}
      </Alert>
    </Box>
  );
}

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
  );
}
