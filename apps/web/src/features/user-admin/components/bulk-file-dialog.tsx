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
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { useTranslation } from '@/i18n/use-translation';
import { errorText, translateKey } from '@/lib/form-errors';

/** The rows of a report a dialog lists in each list (the others are in the report file). */
export const LISTED_ROWS = 50;

/** A download button's call: whether it runs, whether it failed. */
export type DownloadAction = { run: () => void; pending: boolean; failed: boolean };

export type BulkFileDialogProps<R> = {
  title: string;
  text: string;
  templateLabel: string;
  template: DownloadAction;
  /** The dry run: what would become of each row. */
  check: (file: File) => Promise<R>;
  /** The confirmed upload (the dialog's owner closes it when the job has started). */
  confirm: (file: File) => Promise<void>;
  /** A check or a confirmation is under way. */
  working: boolean;
  /** The dry run's report as a file. */
  reportFile: { run: (file: File) => void; failed: boolean };
  /** How many rows the confirmation changes, and its button's words. */
  confirmable: (report: R) => number;
  confirmLabel: (count: number) => string;
  /** The report: counts and the rows worth reading. */
  renderReport: (report: R) => ReactNode;
  onClose: () => void;
};

/**
 * The steps a bulk dialog shares (decision 053): download the template, choose the filled file, read each row's outcome
 * before anything happens (the dry run, also as a file), then confirm: a job does what the report said.
 */
export function BulkFileDialog<R>(props: BulkFileDialogProps<R>) {
  const { title, text, templateLabel, template, check, confirm, working, reportFile, onClose } = props;
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setFailure(null);
  };
  const run = async (step: (file: File) => Promise<void>) => {
    if (!file) return;
    setFailure(null);
    try {
      await step(file);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };
  const close = () => {
    if (!working) onClose();
  };
  const count = report ? props.confirmable(report) : 0;

  return (
    <DialogFrame
      open
      title={title}
      onClose={close}
      onSubmit={(event) => {
        event.preventDefault();
        void run(report ? confirm : async (chosen) => setReport(await check(chosen)));
      }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <Stack spacing={2}>
          <Box>
            <Button
              variant="outlined"
              onClick={template.run}
              disabled={template.pending}
              aria-describedby={template.failed ? `${inputId}-template-error` : undefined}
            >
              {templateLabel}
            </Button>
            {template.failed ? (
              <Typography id={`${inputId}-template-error`} color="error" variant="body2" sx={{ mt: 1 }}>
                {t('userAdmin.bulkUpload.downloadFailed')}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={working}>
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
          {working ? <LinearProgress aria-label={t('userAdmin.bulkUpload.working')} /> : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {report ? (
            <Box role="status" aria-live="polite" sx={{ minWidth: 0 }}>
              {props.renderReport(report)}
              <Button onClick={() => file && reportFile.run(file)} sx={{ mt: 1 }}>
                {t('userAdmin.bulkUpload.report')}
              </Button>
            </Box>
          ) : null}
          {reportFile.failed ? (
            <Typography color="error" variant="body2">
              {t('userAdmin.bulkUpload.downloadFailed')}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={working}>
          {t('userAdmin.bulkUpload.cancel')}
        </Button>
        {report ? (
          <Button type="submit" variant="contained" disabled={working || count === 0}>
            {props.confirmLabel(count)}
          </Button>
        ) : (
          <Button type="submit" variant="contained" disabled={working || !file}>
            {t('userAdmin.bulkUpload.check')}
          </Button>
        )}
      </DialogActions>
    </DialogFrame>
  );
}

/** A list of a report's rows, at most LISTED_ROWS, with how many more the file holds. */
export function ReportRows<T extends { row: number }>({
  label,
  rows,
  render,
}: {
  label: string;
  rows: readonly T[];
  render: (row: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <>
      <List dense aria-label={label}>
        {rows.slice(0, LISTED_ROWS).map((row) => (
          <ListItem key={row.row} disableGutters sx={{ display: 'block' }}>
            {render(row)}
          </ListItem>
        ))}
      </List>
      {rows.length > LISTED_ROWS ? (
        <Typography variant="body2">{t('userAdmin.bulkUpload.more', { count: rows.length - LISTED_ROWS })}</Typography>
      ) : null}
    </>
  );
}

/** One row of a report: its number, its e-mail, its outcome in words and, when it has any, why. */
export function RowLine({
  row,
  outcome,
}: {
  row: { row: number; email: string; reasons: readonly string[] };
  outcome: string;
}) {
  const { t } = useTranslation();
  const reasons = row.reasons.map((reason) => translateKey(t, `errors.${reason}`, 'errors.request.invalid'));
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <strong>{t('userAdmin.bulkUpload.row', { row: row.row })}</strong>
      {` ${row.email || '—'}: ${outcome}${reasons.length > 0 ? ` — ${reasons.join('; ')}` : ''}`}
    </Typography>
  );
}
