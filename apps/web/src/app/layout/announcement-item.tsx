import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { BannerItem } from '@portal/contract/announcements';
import { useTranslation } from '@/i18n/use-translation';
import { visuallyHidden } from '@/components/visually-hidden';

type AnnouncementProps = {
  item: BannerItem;
  /** Null for a view-only user: dismissing is a change, and they make none. */
  onDismiss: ((item: BannerItem) => void) | null;
  dismissing: boolean;
  failed: boolean;
};

/** One announcement of the banner; a chunk of its own, loaded only when there is one to show. */
export function Announcement({ item, onDismiss, dismissing, failed }: AnnouncementProps) {
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
