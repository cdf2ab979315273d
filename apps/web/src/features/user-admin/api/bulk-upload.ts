import type { BulkCreateStarted, BulkReport } from '@portal/contract/bulk-users';
import { BULK_USERS_PATHS } from '@portal/contract/bulk-users-core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams, requestFile } from '@/lib/api-client';
import { fileDownload } from '@/lib/file-download';
import { companyUsersQueryKey } from './get-users';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What a file download accepts: the spreadsheet, or the failure in JSON. */
export const XLSX_ACCEPT = `${XLSX_TYPE}, application/json`;

export type BulkUploadInput = { companyId: number; file: File };

/** The multipart body of an upload: the file as `file`. */
export function uploadBody(file: File): FormData {
  const data = new FormData();
  data.append('file', file, file.name);
  return data;
}

const uploadPath = (companyId: number) => pathWithParams(BULK_USERS_PATHS.validateCreate, { companyId });

/** GET …/download-bulk-create-template: the template in the admin's language, handed to the browser. */
export function useDownloadBulkTemplate() {
  return useMutation({
    mutationFn: (companyId: number) =>
      requestFile({
        path: pathWithParams(BULK_USERS_PATHS.createTemplate, { companyId }),
        headers: { Accept: XLSX_ACCEPT },
      }),
    onSuccess: ({ blob, fileName }) => fileDownload.save(blob, fileName ?? 'bulk_create_template.xlsx'),
  });
}

/** POST …/bulk-upload/validate-create, a dry run: each row's outcome and reasons; nothing is created. */
export function checkBulkUpload({ companyId, file }: BulkUploadInput): Promise<BulkReport> {
  return apiClient.post(uploadPath(companyId), uploadBody(file));
}

export function useCheckBulkUpload() {
  return useMutation({ mutationFn: checkBulkUpload });
}

/** The dry run's report as an .xlsx file (the uploaded rows with their outcome), handed to the browser. */
export function useDownloadBulkReport() {
  return useMutation({
    mutationFn: ({ companyId, file }: BulkUploadInput) =>
      requestFile({
        path: uploadPath(companyId),
        method: 'POST',
        body: uploadBody(file),
        params: { format: 'xlsx' },
        headers: { Accept: XLSX_ACCEPT },
      }),
    onSuccess: ({ blob, fileName }) => fileDownload.save(blob, fileName ?? 'bulk_upload_report.xlsx'),
  });
}

/** The confirmed upload: a job creates the valid rows' users (answers started). */
export function confirmBulkUpload({ companyId, file }: BulkUploadInput): Promise<BulkCreateStarted> {
  return apiClient.post(uploadPath(companyId), uploadBody(file), {
    params: { isOverrideConfirmed: 'true' },
  });
}

export function useConfirmBulkUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBulkUpload,
    onSuccess: (_, { companyId }) => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) }),
  });
}
