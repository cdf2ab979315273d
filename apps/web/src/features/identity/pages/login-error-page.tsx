import ReportProblem from '@mui/icons-material/ReportProblem';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { StatusPage } from '@/components/status-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /error: the login error page of spec section 2. */
export function LoginErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('loginError.pageTitle'));
  return (
    <StatusPage
      heading={t('loginError.heading')}
      icon={<ReportProblem />}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={ROUTES.login}>
            {t('loginError.returnToLogin')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={ROUTES.ticketCreation}>
            {t('loginError.support')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{t('loginError.description')}</Typography>
    </StatusPage>
  );
}
