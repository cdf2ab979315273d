import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackApiError } from '@/lib/analytics';
import type { ExportUsersInput } from '../api/export-users';
import { useExportUsers } from '../api/export-users';

/**
 * 'Download Excel' of a tab: every row matching its search, in its order. A failure shows 'Download failed,
 * please try again' (spec section 8) with 'Try again', which asks for the same file again.
 */
export function DownloadExcel({ input }: { input: ExportUsersInput }) {
  const { t } = useTranslation();
  const exporting = useExportUsers();
  const [failed, setFailed] = useState<ExportUsersInput | null>(null);
  const download = (what: ExportUsersInput) =>
    exporting.mutate(what, {
      onSuccess: () => setFailed(null),
      onError: (error) => {
        setFailed(what);
        trackApiError('exportUsers', error);
      },
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<FileDownload aria-hidden="true" />}
        loading={exporting.isPending && failed === null}
        loadingPosition="start"
        onClick={() => download(input)}
      >
        {t('userAdmin.download.button')}
      </Button>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" loading={exporting.isPending} onClick={() => download(failed)}>
              {t('userAdmin.download.retry')}
            </Button>
          }
        >
          {t('userAdmin.download.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
