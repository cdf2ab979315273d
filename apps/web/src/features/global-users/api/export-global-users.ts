import type { GlobalUserExport } from '@portal/contract/global-users';
import { GLOBAL_USER_PATHS } from '@portal/contract/global-users';
import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '@/lib/api-client';
import { requestFile } from '@/lib/api-client';
import { fileDownload } from '@/lib/file-download';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /api/users/export: every user of the tab the search and filters keep, in its order, as .xlsx. */
export function exportGlobalUsers(body: GlobalUserExport): Promise<DownloadedFile> {
  return requestFile({
    method: 'POST',
    path: GLOBAL_USER_PATHS.export,
    body,
    headers: { Accept: `${XLSX_TYPE}, application/json` },
  });
}

/** Exports and hands the file to the browser under the server's name (else global_users_<tab>.xlsx). */
export function useExportGlobalUsers() {
  return useMutation({
    mutationFn: exportGlobalUsers,
    onSuccess: ({ blob, fileName }, { userType }) =>
      fileDownload.save(blob, fileName ?? `global_users_${userType.toLowerCase()}.xlsx`),
  });
}
