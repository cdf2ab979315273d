import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { trackApiError } from '@/lib/analytics';
import { isNoAccess } from '../kb-routing';

/** Lines of grey where a list or an article will be, while it loads. */
export function KbSkeleton({ lines = 4, label }: { lines?: number; label: string }) {
  return (
    <Stack spacing={1.5} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="text" width={`${60 - (i % 3) * 10}%`} sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="90%" />
        </Box>
      ))}
    </Stack>
  );
}

/** 'Your account does not have access to the knowledge base.' (spec section 6). */
export function KbNoAccess() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="alert">
      {t('knowledgeBase.errors.noAccess')}
    </Alert>
  );
}

/**
 * A failed call: no access when the server says so, else the knowledge base's error text (spec section 8) with
 * 'Refresh page', which asks again. The failure is counted with the spec's 'API Error' tag.
 */
export function KbError({ error, call, onRetry }: { error: unknown; call: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const noAccess = isNoAccess(error);
  useEffect(() => {
    if (!noAccess) trackApiError(call, error);
  }, [call, error, noAccess]);
  if (noAccess) return <KbNoAccess />;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('knowledgeBase.errors.refresh')}
        </Button>
      }
    >
      <AlertTitle>{t('knowledgeBase.errors.title')}</AlertTitle>
      {t('knowledgeBase.errors.default')}
    </Alert>
  );
}
