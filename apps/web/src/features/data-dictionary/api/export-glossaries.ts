import type { ExportGlossariesBody, GlossaryProductTag, GlossaryTier } from '@portal/contract/glossary';
import { exportFileName, GLOSSARY_PATHS } from '@portal/contract/glossary-core';
import type { Locale } from '@portal/contract/locale';
import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '@/lib/api-client';
import { requestFile } from '@/lib/api-client';
import { fileDownload } from '@/lib/file-download';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExportGlossariesInput = {
  locale: Locale;
  /** The search shown ('' for none): the file holds what the page lists, every page of it. */
  search: string;
  product: GlossaryProductTag | null;
  tier: GlossaryTier;
};

/** POST /api/v1/customer-support/export-glossaries: the current search and filters as an .xlsx file. */
export function exportGlossaries({ locale, search, product, tier }: ExportGlossariesInput): Promise<DownloadedFile> {
  const body: ExportGlossariesBody = {
    tier,
    ...(search ? { search_field: search } : {}),
    ...(product ? { product_tag_value: product } : {}),
  };
  return requestFile({
    method: 'POST',
    path: GLOSSARY_PATHS.export,
    body,
    headers: { Accept: `${XLSX_TYPE}, application/json`, 'Accept-Language': locale },
  });
}

/** Exports and hands the file to the browser under the server's name (else data_element_glossary_<date>.xlsx). */
export function useExportGlossaries() {
  return useMutation({
    mutationFn: exportGlossaries,
    onSuccess: ({ blob, fileName }) => fileDownload.save(blob, fileName ?? exportFileName(new Date())),
  });
}
