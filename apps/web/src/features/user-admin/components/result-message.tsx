import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/use-translation';

type ResultMessageProps = {
  text: string | null;
  onDismiss: () => void;
  /** A failure is an alert; a success (the default) a status. */
  severity?: 'success' | 'error';
};

/** A change's result message (spec section 8, user management), announced and kept until dismissed. */
export function ResultMessage({ text, onDismiss, severity = 'success' }: ResultMessageProps) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Alert
      role={severity === 'error' ? 'alert' : 'status'}
      severity={severity}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDismiss}>
          {t('userAdmin.result.dismiss')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
