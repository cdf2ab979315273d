import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@/i18n/use-translation';
import { useViewOnly } from '@/lib/use-view-only';

/**
 * A line above a form or action whose controls are turned off for a view-only user, saying why: always on
 * screen (not a tooltip), so it reads the same by touch, keyboard and screen reader. Renders nothing for others.
 */
export function ViewOnlyNotice({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  if (!useViewOnly()) return null;
  return (
    <Alert severity="info" data-testid="view-only-notice" sx={sx}>
      {t('viewOnly.notice')}
    </Alert>
  );
}
