import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BulkEditChange, BulkEditReport, BulkEditRow, BulkEditStarted } from '@portal/contract/bulk-users';
import { BULK_UPLOAD_LIMITS } from '@portal/contract/bulk-users';
import { resolveLocale } from '@portal/contract/locale';
import type { TFunction } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import {
  useCheckBulkEdit,
  useConfirmBulkEdit,
  useDownloadBulkEditReport,
  useDownloadBulkEditTemplate,
} from '../api/bulk-edit';
import { useProductName } from '../api/get-product-names';
import { BulkFileDialog, ReportRows, RowLine } from './bulk-file-dialog';
import { formatCount } from '@/lib/format-count';

type BulkEditDialogProps = {
  companyId: number;
  /** The company's tenant id: the `tenant_id` header the server checks against the company. */
  tenantId: number;
  onClose: () => void;
  /** The confirmed edit started: how many users its job changes. */
  onStarted: (started: BulkEditStarted) => void;
};

/**
 * Bulk edit (issue 27): download the company's users in the template, change names, roles or products, and read
 * each change (before → after) and each refused row before anything changes; confirmed, a job makes the changes.
 */
export function BulkEditDialog({ companyId, tenantId, onClose, onStarted }: BulkEditDialogProps) {
  const { t, i18n } = useTranslation();
  const company = { companyId, tenantId };
  const template = useDownloadBulkEditTemplate();
  const check = useCheckBulkEdit();
  const reportFile = useDownloadBulkEditReport();
  const confirm = useConfirmBulkEdit();
  return (
    <BulkFileDialog<BulkEditReport>
      title={t('userAdmin.bulkEdit.title')}
      text={t('userAdmin.bulkEdit.text', {
        rows: formatCount(BULK_UPLOAD_LIMITS.rowsMax, i18n.language),
        megabytes: BULK_UPLOAD_LIMITS.bytesMax / 1024 / 1024,
      })}
      templateLabel={t('userAdmin.bulkEdit.template')}
      template={{ run: () => template.mutate(company), pending: template.isPending, failed: template.isError }}
      check={(file) => check.mutateAsync({ ...company, file })}
      confirm={async (file) => onStarted(await confirm.mutateAsync({ ...company, file }))}
      working={check.isPending || confirm.isPending}
      reportFile={{ run: (file) => reportFile.mutate({ ...company, file }), failed: reportFile.isError }}
      confirmable={(report) => report.counts.update}
      confirmLabel={(count) => t('userAdmin.bulkEdit.confirm', { count })}
      renderReport={(report) => <EditReportSummary report={report} />}
      onClose={onClose}
    />
  );
}

/** The dry run's outcome: the counts, each row that changes with its fields before and after, and the refused rows. */
function EditReportSummary({ report }: { report: BulkEditReport }) {
  const { t, i18n } = useTranslation();
  const { update, unchanged, error } = report.counts;
  const productName = useProductName(
    resolveLocale(i18n.language),
    report.rows.some((row) => row.changes.some((change) => change.field === 'products')),
  );
  return (
    <>
      <Alert severity={error > 0 ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {t('userAdmin.bulkEdit.counts', { update, unchanged, error })}
      </Alert>
      <ReportRows
        label={t('userAdmin.bulkEdit.changes')}
        rows={report.rows.filter((row) => row.outcome === 'UPDATE')}
        render={(row) => <ChangedRow row={row} productName={productName} />}
      />
      <ReportRows
        label={t('userAdmin.bulkEdit.problems')}
        rows={report.rows.filter((row) => row.outcome === 'ERROR')}
        render={(row) => <RowLine row={row} outcome={t('userAdmin.bulkEdit.outcomes.ERROR')} />}
      />
    </>
  );
}

function ChangedRow({ row, productName }: { row: BulkEditRow; productName: (code: string) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{t('userAdmin.bulkUpload.row', { row: row.row })}</strong>
        {` ${row.email}`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {row.changes.map((change) => (
          <Typography key={change.field} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {changeText(t, change, productName)}
          </Typography>
        ))}
      </Box>
    </>
  );
}

/** 'Role: User → Administrator': a field's name, then its value as it is and as the file makes it. */
function changeText(t: TFunction, change: BulkEditChange, productName: (code: string) => string): string {
  const value = (side: 'before' | 'after'): string => {
    switch (change.field) {
      case 'role':
        return t(`userAdmin.personas.${change[side]}`);
      case 'products':
        return change[side].length > 0 ? change[side].map(productName).join(', ') : t('userAdmin.bulkEdit.none');
      default:
        return change[side] || '—';
    }
  };
  return t('userAdmin.bulkEdit.change', {
    field: t(`userAdmin.bulkEdit.fields.${change.field}`),
    before: value('before'),
    after: value('after'),
  });
}
