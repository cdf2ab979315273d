import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkCreateStarted, BulkReport, BulkReportRow } from '@portal/contract/bulk-users';
import { BULK_UPLOAD_LIMITS } from '@portal/contract/bulk-users';
import { useId, useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { useTranslation } from '@/i18n/use-translation';
import { errorText, translateKey } from '@/lib/form-errors';
import {
  useCheckBulkUpload,
  useConfirmBulkUpload,
  useDownloadBulkReport,
  useDownloadBulkTemplate,
} from '../api/bulk-upload';

/** The rows of the report the dialog lists (the others are in the report file): errors first, then skipped rows. */
const LISTED_ROWS = 50;

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
  const inputId = useId();
  const template = useDownloadBulkTemplate();
  const check = useCheckBulkUpload();
  const reportFile = useDownloadBulkReport();
  const confirm = useConfirmBulkUpload();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = check.isPending || confirm.isPending;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setFailure(null);
  };
  const runCheck = async () => {
    if (!file) return;
    setFailure(null);
    try {
      setReport(await check.mutateAsync({ companyId, file }));
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };
  const runConfirm = async () => {
    if (!file) return;
    setFailure(null);
    try {
      onStarted(await confirm.mutateAsync({ companyId, file }));
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };
  const close = () => {
    if (!busy) onClose();
  };
  const creatable = report?.counts.create ?? 0;

  return (
    <DialogFrame
      open
      title={t('userAdmin.bulkUpload.title')}
      onClose={close}
      onSubmit={(event) => {
        event.preventDefault();
        void (report ? runConfirm() : runCheck());
      }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('userAdmin.bulkUpload.text', {
            rows: BULK_UPLOAD_LIMITS.rowsMax.toLocaleString(i18n.language),
            megabytes: BULK_UPLOAD_LIMITS.bytesMax / 1024 / 1024,
          })}
        </DialogContentText>
        <Stack spacing={2}>
          <Box>
            <Button
              variant="outlined"
              onClick={() => template.mutate(companyId)}
              disabled={template.isPending}
              aria-describedby={template.isError ? `${inputId}-template-error` : undefined}
            >
              {t('userAdmin.bulkUpload.template')}
            </Button>
            {template.isError ? (
              <Typography id={`${inputId}-template-error`} color="error" variant="body2" sx={{ mt: 1 }}>
                {t('userAdmin.bulkUpload.downloadFailed')}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
              {t('userAdmin.bulkUpload.choose')}
              <input
                id={inputId}
                type="file"
                hidden
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file ? file.name : t('userAdmin.bulkUpload.noFile')}
            </Typography>
          </Box>
          {busy ? <LinearProgress aria-label={t('userAdmin.bulkUpload.working')} /> : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {report ? (
            <ReportSummary report={report} onDownload={() => file && reportFile.mutate({ companyId, file })} />
          ) : null}
          {reportFile.isError ? (
            <Typography color="error" variant="body2">
              {t('userAdmin.bulkUpload.downloadFailed')}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {t('userAdmin.bulkUpload.cancel')}
        </Button>
        {report ? (
          <Button type="submit" variant="contained" disabled={busy || creatable === 0}>
            {t('userAdmin.bulkUpload.confirm', { count: creatable })}
          </Button>
        ) : (
          <Button type="submit" variant="contained" disabled={busy || !file}>
            {t('userAdmin.bulkUpload.check')}
          </Button>
        )}
      </DialogActions>
    </DialogFrame>
  );
}

/** The dry run's outcome: the counts, the rows that will not be created with why, and the report file. */
function ReportSummary({ report, onDownload }: { report: BulkReport; onDownload: () => void }) {
  const { t } = useTranslation();
  const { create, skip, error } = report.counts;
  const listed = [
    ...report.rows.filter((r) => r.outcome === 'ERROR'),
    ...report.rows.filter((r) => r.outcome === 'SKIP'),
  ];
  return (
    <Box role="status" aria-live="polite">
      <Alert severity={error > 0 ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {t('userAdmin.bulkUpload.counts', { create, skip, error })}
      </Alert>
      {listed.length > 0 ? (
        <List dense aria-label={t('userAdmin.bulkUpload.problems')}>
          {listed.slice(0, LISTED_ROWS).map((row) => (
            <ListItem key={row.row} disableGutters sx={{ display: 'block' }}>
              <RowLine row={row} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {listed.length > LISTED_ROWS ? (
        <Typography variant="body2">
          {t('userAdmin.bulkUpload.more', { count: listed.length - LISTED_ROWS })}
        </Typography>
      ) : null}
      <Button onClick={onDownload} sx={{ mt: 1 }}>
        {t('userAdmin.bulkUpload.report')}
      </Button>
    </Box>
  );
}

function RowLine({ row }: { row: BulkReportRow }) {
  const { t } = useTranslation();
  const reasons = row.reasons.map((reason) => translateKey(t, `errors.${reason}`, 'errors.request.invalid'));
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <strong>{t('userAdmin.bulkUpload.row', { row: row.row })}</strong>
      {` ${row.email || '—'}: ${t(`userAdmin.bulkUpload.outcomes.${row.outcome}`)} — ${reasons.join('; ')}`}
    </Typography>
  );
}
