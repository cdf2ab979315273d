import HourglassTop from '@mui/icons-material/HourglassTop';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ACCESS_SETUP_DAYS } from '@portal/contract/constants';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { StatusPage } from '@/components/status-page';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /pendingAccess (public): access is being set up, which takes up to ACCESS_SETUP_DAYS days. */
export function PendingAccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.pending.pageTitle'));
  const { data: user } = useUserContext();
  return (
    <StatusPage
      heading={t('support.pending.heading')}
      icon={<HourglassTop />}
      actions={
        <>
          {user ? (
            <Button variant="contained" component={RouterLink} to={ROUTES.trackTicket}>
              {t('support.pending.track')}
            </Button>
          ) : null}
          <Button variant={user ? 'outlined' : 'contained'} component={RouterLink} to={ROUTES.supportHome}>
            {t('support.pending.support')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{t('support.pending.text', { days: ACCESS_SETUP_DAYS })}</Typography>
    </StatusPage>
  );
}
