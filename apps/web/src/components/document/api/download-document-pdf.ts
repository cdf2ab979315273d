import type { Locale } from '@portal/contract/locale';
import { documentPdfFileName, REGISTRATION_PATHS } from '@portal/contract/registration';
import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '@/lib/api-client';
import { requestFile } from '@/lib/api-client';
import { fileDownload } from '@/lib/file-download';

export type DocumentPdfInput = { assetPath: string; version: string; locale: Locale };

/** GET /api/content/documents/pdf?assetPath=&locale=: the document as a PDF file. */
export function downloadDocumentPdf({ assetPath, locale }: DocumentPdfInput): Promise<DownloadedFile> {
  return requestFile({
    method: 'GET',
    path: REGISTRATION_PATHS.documentPdf,
    params: { assetPath, locale },
    headers: { Accept: 'application/pdf, application/json' },
    redirectOnUnauthorized: false,
  });
}

/** Downloads the PDF and hands it to the browser under the server's name (else '<assetPath>-<version>.pdf'). */
export function useDownloadDocumentPdf() {
  return useMutation({
    mutationFn: downloadDocumentPdf,
    onSuccess: ({ blob, fileName }, { assetPath, version }) =>
      fileDownload.save(blob, fileName ?? documentPdfFileName(assetPath, version)),
  });
}
