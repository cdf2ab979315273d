import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackApiError } from '@/lib/analytics';
import type { ExportGlossariesInput } from '../api/export-glossaries';
import { useExportGlossaries } from '../api/export-glossaries';

/**
 * 'Download Excel': the current search and filters as an .xlsx file. A failure shows 'Download failed, please
 * try again' (spec section 8) with 'Try again', which asks for the same file again; the message stays until a
 * download succeeds, so the focus never falls out of the page.
 */
export function DownloadExcel({ input }: { input: ExportGlossariesInput }) {
  const { t } = useTranslation();
  const exporting = useExportGlossaries();
  const [failed, setFailed] = useState<ExportGlossariesInput | null>(null);
  const download = (what: ExportGlossariesInput) =>
    exporting.mutate(what, {
      onSuccess: () => setFailed(null),
      onError: (error) => {
        setFailed(what);
        trackApiError('exportGlossaries', error);
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
        {t('dataDictionary.download.button')}
      </Button>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" loading={exporting.isPending} onClick={() => download(failed)}>
              {t('dataDictionary.download.retry')}
            </Button>
          }
        >
          {t('dataDictionary.download.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
