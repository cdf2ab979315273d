import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/use-translation';

/**
 * Spec section 2: a global admin who has applied no filters sees a prompt to open the filter section. It stands at
 * the top of the table area; the tab's first page still loads below it (decision record 051).
 */
export function FiltersPrompt({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="note" data-testid="filters-prompt" sx={{ mb: 2 }}>
      <AlertTitle>{t('globalUsers.prompt.title')}</AlertTitle>
      {t('globalUsers.prompt.text')}
      {open ? null : (
        <Button variant="outlined" color="inherit" size="small" onClick={onOpen} sx={{ display: 'flex', mt: 1 }}>
          {t('globalUsers.prompt.open')}
        </Button>
      )}
    </Alert>
  );
}
