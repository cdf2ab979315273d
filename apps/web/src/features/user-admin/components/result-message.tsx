import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A change's success message (spec section 8, user management), announced and kept until dismissed. */
export function ResultMessage({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Alert
      role="status"
      severity="success"
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
