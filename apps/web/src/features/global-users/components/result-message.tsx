import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/use-translation';

/** A block's or an unblock's result, announced (a status) and kept until dismissed. */
export function ResultMessage({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Alert
      role="status"
      severity="success"
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
      action={
        <Button color="inherit" size="small" onClick={onDismiss}>
          {t('globalUsers.result.dismiss')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
