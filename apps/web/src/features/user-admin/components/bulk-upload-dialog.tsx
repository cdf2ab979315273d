import Alert from '@mui/material/Alert';
import type { BulkCreateStarted, BulkReport } from '@portal/contract/bulk-users';
import { BULK_UPLOAD_LIMITS } from '@portal/contract/bulk-users';
import { useTranslation } from '@/i18n/use-translation';
import {
  useCheckBulkUpload,
  useConfirmBulkUpload,
  useDownloadBulkReport,
  useDownloadBulkTemplate,
} from '../api/bulk-upload';
import { BulkFileDialog, ReportRows, RowLine } from './bulk-file-dialog';
import { formatCount } from '@/lib/format-count';

type BulkUploadDialogProps = {
  companyId: number;
  onClose: () => void;
  /** The confirmed upload started: how many users its job creates. */
  onStarted: (started: BulkCreateStarted) => void;
};

/**
 * Bulk upload (decision 053): download the template, choose the filled file, read each row's outcome before anything
 * happens (the dry run, also as a file), then confirm: a job creates the rows that can be created.
 */
export function BulkUploadDialog({ companyId, onClose, onStarted }: BulkUploadDialogProps) {
  const { t, i18n } = useTranslation();
  const template = useDownloadBulkTemplate();
  const check = useCheckBulkUpload();
  const reportFile = useDownloadBulkReport();
  const confirm = useConfirmBulkUpload();
  return (
    <BulkFileDialog<BulkReport>
      title={t('userAdmin.bulkUpload.title')}
      text={t('userAdmin.bulkUpload.text', {
        rows: formatCount(BULK_UPLOAD_LIMITS.rowsMax, i18n.language),
        megabytes: BULK_UPLOAD_LIMITS.bytesMax / 1024 / 1024,
      })}
      templateLabel={t('userAdmin.bulkUpload.template')}
      template={{ run: () => template.mutate(companyId), pending: template.isPending, failed: template.isError }}
      check={(file) => check.mutateAsync({ companyId, file })}
      confirm={async (file) => onStarted(await confirm.mutateAsync({ companyId, file }))}
      working={check.isPending || confirm.isPending}
      reportFile={{ run: (file) => reportFile.mutate({ companyId, file }), failed: reportFile.isError }}
      confirmable={(report) => report.counts.create}
      confirmLabel={(count) => t('userAdmin.bulkUpload.confirm', { count })}
      renderReport={(report) => <ReportSummary report={report} />}
      onClose={onClose}
    />
  );
}

/** The dry run's outcome: the counts, and the rows that will not be created with why (errors first, then skipped). */
function ReportSummary({ report }: { report: BulkReport }) {
  const { t } = useTranslation();
  const { create, skip, error } = report.counts;
  const listed = [
    ...report.rows.filter((r) => r.outcome === 'ERROR'),
    ...report.rows.filter((r) => r.outcome === 'SKIP'),
  ];
  return (
    <>
      <Alert severity={error > 0 ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {t('userAdmin.bulkUpload.counts', { create, skip, error })}
      </Alert>
      <ReportRows
        label={t('userAdmin.bulkUpload.problems')}
        rows={listed}
        render={(row) => <RowLine row={row} outcome={t(`userAdmin.bulkUpload.outcomes.${row.outcome}`)} />}
      />
    </>
  );
}
