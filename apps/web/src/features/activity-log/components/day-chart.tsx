import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActivityLogDays, ActivityLogFilters } from '@portal/contract/activity-log';
import { DATE_FORMATS } from '@portal/contract/constants';
import type { Locale } from '@portal/contract/locale';
import { useId, useState } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';
import { useTranslation } from '@/i18n/use-translation';
import { formatDay } from '@/lib/dates';
import { useActivityLogDays } from '../api/get-activity-log-days';
import { formatCount } from '@/lib/format-count';

const CHART_HEIGHT = 72;

type Day = ActivityLogDays['days'][number];

type DayChartProps = {
  filters: ActivityLogFilters;
  locale: Locale;
  /** Narrows the range to one day. */
  onPickDay: (day: string) => void;
};

/**
 * Entries per day of the range, above the table (issue 26, beyond the spec): a bar per day, which a click or a tap
 * narrows the range to, and on demand the same counts as a table (each day's button there too) for the keyboard and
 * screen readers, the bars being a picture of it.
 */
export function DayChart({ filters, locale, onPickDay }: DayChartProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const days = useActivityLogDays(filters);
  const countOf = (day: Day) => `${formatCount(day.count, i18n.language)}${day.capped ? '+' : ''}`;
  const dayName = (day: Day) => formatDay(day.day, locale, DATE_FORMATS.admin);

  let body;
  if (days.isError) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => void days.refetch()}>
            {t('activityLog.chart.retry')}
          </Button>
        }
      >
        {t('activityLog.chart.loadError')}
      </Alert>
    );
  } else if (!days.data) {
    body = <Skeleton variant="rectangular" height={CHART_HEIGHT} />;
  } else {
    const shown = days.data.days;
    const most = Math.max(1, ...shown.map((day) => day.count));
    body = (
      <>
        <Box
          aria-hidden="true"
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            gap: '2px',
            height: CHART_HEIGHT,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {shown.map((day) => (
            <Box
              key={day.day}
              title={`${dayName(day)}: ${countOf(day)}`}
              onClick={() => onPickDay(day.day)}
              sx={{
                flex: '1 1 0',
                minWidth: 0,
                height: '100%',
                display: 'flex',
                alignItems: 'flex-end',
                cursor: 'pointer',
              }}
            >
              <Box
                sx={{
                  width: '100%',
                  height: `${(day.count / most) * 100}%`,
                  minHeight: day.count > 0 ? 2 : 0,
                  bgcolor: 'primary.main',
                  borderRadius: '2px 2px 0 0',
                }}
              />
            </Box>
          ))}
        </Box>
        <Button
          size="small"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown(!tableShown)}
          sx={{ mt: 1 }}
        >
          {t(tableShown ? 'activityLog.chart.hideTable' : 'activityLog.chart.showTable')}
        </Button>
        {tableShown ? (
          <Table id={tableId} size="small" aria-labelledby={headingId} sx={{ mt: 1, maxWidth: 480 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('activityLog.chart.day')}</TableCell>
                <TableCell align="right">{t('activityLog.chart.entries')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('activityLog.chart.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((day) => (
                <TableRow key={day.day}>
                  <TableCell>{dayName(day)}</TableCell>
                  <TableCell align="right">{countOf(day)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => onPickDay(day.day)}>
                      {t('activityLog.chart.pick', { day: dayName(day) })}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('activityLog.chart.title')}
      </Typography>
      {body}
    </Box>
  );
}
