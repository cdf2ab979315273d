import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { DocumentPdfInput } from './api/download-document-pdf';
import { useDownloadDocumentPdf } from './api/download-document-pdf';

/**
 * 'Download PDF': the document as a real PDF file. A failure says so, with 'Try again', and stays until a
 * download succeeds so the focus never falls out of the page.
 */
export function DocumentPdfButton({ input, label }: { input: DocumentPdfInput; label: string }) {
  const { t } = useTranslation();
  const downloading = useDownloadDocumentPdf();
  const [failed, setFailed] = useState(false);
  const download = () =>
    downloading.mutate(input, {
      onSuccess: () => setFailed(false),
      onError: () => setFailed(true),
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<FileDownload aria-hidden="true" />}
        loading={downloading.isPending && !failed}
        loadingPosition="start"
        onClick={download}
        aria-label={t('documents.downloadNamed', { document: label })}
      >
        {t('documents.download')}
      </Button>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" loading={downloading.isPending} onClick={download}>
              {t('documents.retry')}
            </Button>
          }
        >
          {t('documents.downloadFailed')}
        </Alert>
      ) : null}
    </Box>
  );
}
