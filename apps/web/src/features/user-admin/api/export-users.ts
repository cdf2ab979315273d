import type { ExportTab, UserExportQuery } from '@portal/contract/user-admin';
import { USER_ADMIN_PATHS } from '@portal/contract/user-admin-core';
import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '@/lib/api-client';
import { pathWithParams, requestFile } from '@/lib/api-client';
import { fileDownload } from '@/lib/file-download';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExportUsersInput = { companyId: number; tab: ExportTab; query: UserExportQuery };

/** GET /api/companies/{companyId}/users/export/{tabName}: every row of the tab matching its search, as .xlsx. */
export function exportUsers({ companyId, tab, query }: ExportUsersInput): Promise<DownloadedFile> {
  return requestFile({
    path: pathWithParams(USER_ADMIN_PATHS.export, { companyId, tabName: tab }),
    params: query,
    headers: { Accept: `${XLSX_TYPE}, application/json` },
  });
}

/** Exports and hands the file to the browser under the server's name (else users_<tab>.xlsx). */
export function useExportUsers() {
  return useMutation({
    mutationFn: exportUsers,
    onSuccess: ({ blob, fileName }, { tab }) => fileDownload.save(blob, fileName ?? `users_${tab}.xlsx`),
  });
}
