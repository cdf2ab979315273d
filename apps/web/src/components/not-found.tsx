import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StatusPage } from './status-page';

/** The catch-all page, also shown for routes hidden in this market. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <StatusPage
      heading={t('notFound.heading')}
      icon={<SearchOff />}
      actions={
        <Button variant="contained" component={RouterLink} to={ROUTES.landing}>
          {t('notFound.returnHome')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('notFound.description')}</Typography>
    </StatusPage>
  );
}
