import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/use-translation';
import { errorText } from '@/lib/form-errors';

/** Why an action on an incident failed, announced to screen readers; nothing when it did not fail. */
export function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Typography role="alert" color="error">
      {errorText(t, error)}
    </Typography>
  );
}
