import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { activityLogCodeName } from '@portal/contract/activity-log-names';
import type { ActivityLogEntry } from '@portal/contract/activity-log';
import { resolveLocale } from '@portal/contract/locale';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatDate } from '@/lib/dates';
import { changeRows, valueText } from './change-rows';

/** Label above value on a phone, beside it from 600 px. */
const FIELDS_SX = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 1 },
  '& dt': { fontWeight: 600 },
  '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
} as const;

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const text = valueText(value);
  return text === null ? (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t('activityLog.entry.empty')}
    </Box>
  ) : (
    text
  );
}

/** The values before and after the change, field by field, the changed fields first and marked in words. */
function Changes({ entry }: { entry: ActivityLogEntry }) {
  const { t } = useTranslation();
  const rows = changeRows(entry.before, entry.after);
  if (rows.length === 0) return <Typography color="text.secondary">{t('activityLog.entry.noChanges')}</Typography>;
  return (
    <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere', px: 1 } }}>
      <Box component="caption" sx={visuallyHidden}>
        {t('activityLog.entry.changesCaption')}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('activityLog.entry.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('activityLog.entry.before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('activityLog.entry.after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field} sx={row.changed ? { bgcolor: 'action.hover' } : undefined}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.changed ? 600 : 400 }}>
              {row.field}
              {row.changed ? (
                <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t('activityLog.entry.changed')}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <Value value={row.before} />
            </TableCell>
            <TableCell>
              <Value value={row.after} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

type EntryDialogProps = {
  /** The entry shown; kept while the dialog closes, so its content stays during the closing transition. */
  entry: ActivityLogEntry | null;
  open: boolean;
  onClose: () => void;
};

/**
 * One entry of the log in full: when, who, what and from where, the whole description, and its values before and
 * after the change. Full-screen on a phone; Escape or Close closes it, and the focus goes back to the row's button.
 */
export function EntryDialog({ entry, open, onClose }: EntryDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const locale = resolveLocale(i18n.language);
  const fields = (shown: ActivityLogEntry): [string, ReactNode][] => [
    [t('activityLog.entry.date'), formatDate(shown.uiCreatedOnDate, locale, 'adminMoment')],
    [t('activityLog.entry.actor'), shown.actor],
    [
      t('activityLog.entry.entity'),
      `${activityLogCodeName(locale, 'entityTypes', shown.entityType)}: ${shown.entityId}`,
    ],
    [
      t('activityLog.entry.event'),
      t('activityLog.entry.eventWithCode', {
        name: activityLogCodeName(locale, 'events', shown.event),
        code: shown.event,
      }),
    ],
    [t('activityLog.entry.description'), shown.eventDescription],
    [t('activityLog.entry.sourceApp'), activityLogCodeName(locale, 'applications', shown.sourceApp)],
    ...(shown.companyName ? [[t('activityLog.entry.company'), shown.companyName] as [string, ReactNode]] : []),
    ...(shown.market ? [[t('activityLog.entry.market'), shown.market] as [string, ReactNode]] : []),
  ];
  return (
    <Dialog
      open={open && entry !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
    >
      {entry ? (
        <>
          <DialogTitle id={titleId}>{t('activityLog.entry.title')}</DialogTitle>
          {/* A long entry scrolls inside the dialog (a phone's whole screen): the keyboard reaches and scrolls it. */}
          <DialogContent
            dividers
            tabIndex={0}
            role="region"
            aria-labelledby={titleId}
            sx={{ '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' } }}
          >
            <Box component="dl" sx={FIELDS_SX}>
              {fields(entry).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Box>
              ))}
            </Box>
            <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
              {t('activityLog.entry.changes')}
            </Typography>
            <Changes entry={entry} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {t('activityLog.entry.close')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
