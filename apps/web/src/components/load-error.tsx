import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/use-translation';

type LoadErrorProps = {
  onRetry: () => void;
  /** What failed, in words; the spec's generic failure (section 8) when omitted. */
  message?: string;
  retryLabel?: string;
  /** 'Something went wrong' when omitted. */
  title?: string;
};

/** What a page or panel needs could not be loaded: 'Something went wrong', what failed, and a way to ask again. */
export function LoadError({ onRetry, message, retryLabel, title }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? t('loadError.refresh')}
        </Button>
      }
    >
      <AlertTitle>{title ?? t('loadError.title')}</AlertTitle>
      {message ?? t('loadError.text')}
    </Alert>
  );
}
