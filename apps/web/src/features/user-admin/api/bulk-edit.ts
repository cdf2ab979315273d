import type { BulkEditReport, BulkEditStarted } from '@portal/contract/bulk-users';
import { BULK_USERS_PATHS, bulkEditReportSchema, bulkEditStartedSchema } from '@portal/contract/bulk-users';
import { useMutation } from '@tanstack/react-query';
import { apiClient, pathWithParams, requestFile } from '@/lib/api-client';
import { fileDownload } from '@/lib/file-download';
import { uploadBody, XLSX_ACCEPT } from './bulk-upload';

/** The company the edit is for: its record id (the path) and its tenant id (the `tenant_id` header, checked). */
export type BulkEditCompany = { companyId: number; tenantId: number };
export type BulkEditInput = BulkEditCompany & { file: File };

const editPath = (companyId: number) => pathWithParams(BULK_USERS_PATHS.bulkEdit, { companyId });
const tenantHeader = (tenantId: number) => ({ tenant_id: String(tenantId) });

/** GET …/download-bulk-edit-template: the company's users, pre-filled, handed to the browser. */
export function useDownloadBulkEditTemplate() {
  return useMutation({
    mutationFn: ({ companyId }: BulkEditCompany) =>
      requestFile({
        path: pathWithParams(BULK_USERS_PATHS.editTemplate, { companyId }),
        headers: { Accept: XLSX_ACCEPT },
      }),
    onSuccess: ({ blob, fileName }) => fileDownload.save(blob, fileName ?? 'bulk_edit_template.xlsx'),
  });
}

/** POST …/users/bulk-edit, a dry run: each row's outcome, reasons and changes (before and after); nothing changes. */
export function checkBulkEdit({ companyId, tenantId, file }: BulkEditInput): Promise<BulkEditReport> {
  return apiClient.post(editPath(companyId), uploadBody(file), {
    headers: tenantHeader(tenantId),
    schema: bulkEditReportSchema,
  });
}

export function useCheckBulkEdit() {
  return useMutation({ mutationFn: checkBulkEdit });
}

/** The dry run's report as an .xlsx file (each row with its outcome and changes), handed to the browser. */
export function useDownloadBulkEditReport() {
  return useMutation({
    mutationFn: ({ companyId, tenantId, file }: BulkEditInput) =>
      requestFile({
        path: editPath(companyId),
        method: 'POST',
        body: uploadBody(file),
        params: { format: 'xlsx' },
        headers: { ...tenantHeader(tenantId), Accept: XLSX_ACCEPT },
      }),
    onSuccess: ({ blob, fileName }) => fileDownload.save(blob, fileName ?? 'bulk_edit_report.xlsx'),
  });
}

/** The confirmed edit: a job changes the rows whose outcome is UPDATE (answers started). */
export function confirmBulkEdit({ companyId, tenantId, file }: BulkEditInput): Promise<BulkEditStarted> {
  return apiClient.post(editPath(companyId), uploadBody(file), {
    params: { isOverrideConfirmed: 'true' },
    headers: tenantHeader(tenantId),
    schema: bulkEditStartedSchema,
  });
}

export function useConfirmBulkEdit() {
  return useMutation({ mutationFn: confirmBulkEdit });
}
