import type { ActivityLogFilters, ActivityLogSortColumn } from '@portal/contract/activity-log';
import { ACTIVITY_LOG_PATHS } from '@portal/contract/activity-log';
import type { SortOrder } from '@portal/contract/paging';
import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '@/lib/api-client';
import { requestFile } from '@/lib/api-client';
import { fileDownload } from '@/lib/file-download';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ActivityLogDownload = { sortBy: ActivityLogSortColumn; sortOrder: SortOrder; filters: ActivityLogFilters };

/** POST /api/activity-logs/download: every entry the filters keep (not only the page shown), in its order, as .xlsx. */
export function downloadActivityLogs({ sortBy, sortOrder, filters }: ActivityLogDownload): Promise<DownloadedFile> {
  return requestFile({
    method: 'POST',
    path: ACTIVITY_LOG_PATHS.download,
    params: { sortBy, sortOrder },
    body: filters,
    headers: { Accept: `${XLSX_TYPE}, application/json` },
  });
}

/** Downloads and hands the file to the browser under the server's name (else activity_log_<from>_<to>.xlsx). */
export function useDownloadActivityLogs() {
  return useMutation({
    mutationFn: downloadActivityLogs,
    onSuccess: ({ blob, fileName }, { filters }) =>
      fileDownload.save(blob, fileName ?? `activity_log_${filters.from}_${filters.to}.xlsx`),
  });
}
