import Lock from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ACCESS_REQUEST_TICKET_PATH } from '@portal/contract/products';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { StatusPage } from '@/components/status-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserContext } from '@/lib/get-user-context';

/**
 * /noAccess: internal users are told to request access (with a link to the access-request ticket);
 * external users to contact their Retail Link administrator (spec sections 2 and 6).
 */
export function NoAccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('noAccess.pageTitle'));
  const { data: user } = useUserContext();
  const internal = user?.user_type === 'INTERNAL';

  return (
    <StatusPage
      heading={t('noAccess.heading')}
      icon={<Lock />}
      actions={
        <>
          {internal ? (
            <Button variant="contained" component={RouterLink} to={ACCESS_REQUEST_TICKET_PATH}>
              {t('noAccess.requestAccess')}
            </Button>
          ) : null}
          <Button variant={internal ? 'outlined' : 'contained'} component={RouterLink} to={ROUTES.landing}>
            {t('common.returnHome')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('noAccess.description')}
      </Typography>
      {internal ? (
        <Typography color="text.secondary">{t('noAccess.internal')}</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('noAccess.external')}
          </Typography>
          <Typography color="text.secondary">{t('noAccess.footer')}</Typography>
        </>
      )}
    </StatusPage>
  );
}
