import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The results could not be loaded: the spec's default message (section 8) and a way to ask again. */
export function ResultsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('dataDictionary.error.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('dataDictionary.error.heading')}</AlertTitle>
      {t('dataDictionary.error.description')}
    </Alert>
  );
}
