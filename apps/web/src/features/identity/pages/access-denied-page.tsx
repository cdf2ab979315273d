import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { StatusPage } from '@/components/status-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /accessDenied (private): the signed-in user may not do what they asked. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accessDenied.pageTitle'));
  return (
    <StatusPage
      heading={t('accessDenied.heading')}
      icon={<Block />}
      actions={
        <Button variant="contained" component={RouterLink} to={ROUTES.landing}>
          {t('common.returnHome')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('accessDenied.description')}</Typography>
    </StatusPage>
  );
}
