import ReportProblem from '@mui/icons-material/ReportProblem';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/use-translation';
import { browserLocation } from '@/lib/browser-location';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StatusPage } from './status-page';

/** The generic failure view (spec section 8): 'Something went wrong' with a 'Refresh page' action. */
export function ErrorFallback() {
  const { t } = useTranslation();
  useDocumentTitle(t('errorBoundary.pageTitle'));
  return (
    <StatusPage
      heading={t('errorBoundary.heading')}
      icon={<ReportProblem />}
      actions={
        <Button variant="contained" onClick={() => browserLocation.reload()}>
          {t('errorBoundary.refresh')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('errorBoundary.description')}</Typography>
    </StatusPage>
  );
}
