import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { DATE_FORMATS } from '@portal/contract/constants';
import { resolveLocale } from '@portal/contract/locale';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatDay } from '@/lib/dates';
import type { DayRange, DraftRange, RangeEnd } from './calendar';
import { countDays, pickDay } from './calendar';
import { RangeCalendar } from './range-calendar';

export type { DayRange } from './calendar';

type DateRangePickerProps = {
  /** The range applied. */
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** What Reset goes back to: the page's default range. */
  resetTo: DayRange;
  /** Names the two buttons together ('Date range'). */
  label: string;
  /** The first and last days that may be picked. */
  min: string;
  max: string;
  /** The longest range Done accepts, in days (both ends counted); any length when absent. */
  maxDays?: number;
  /** Marked as the current date in the calendar. */
  today?: string;
};

type Open = { end: RangeEnd; draft: DraftRange; focused: string };

/**
 * The date range picker of spec section 2: two date buttons (from and to, 'MMM DD'), each opening a range calendar
 * with Reset and Done. A range longer than `maxDays` says so ('Date range can't be more than 30 days') and Done stays
 * off until it is shorter. Escape, or a tap outside, closes it without changing the range; the focus goes back to
 * the button it was opened from.
 */
export function DateRangePicker({ value, onChange, resetTo, label, min, max, maxDays, today }: DateRangePickerProps) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const labelId = useId();
  const titleId = useId();
  const describedBy = useId();
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const short = (day: string) => formatDay(day, locale, DATE_FORMATS.picker);
  const long = (day: string) => formatDay(day, locale, 'LL');

  const start = (end: RangeEnd) => setOpen({ end, draft: { ...value }, focused: value[end] });
  const close = () => setOpen(null);
  const draft = open?.draft;
  const tooLong =
    draft !== undefined && draft.to !== null && maxDays !== undefined && countDays(draft.from, draft.to) > maxDays;
  const done = () => {
    if (!draft || draft.to === null || tooLong) return;
    onChange({ from: draft.from, to: draft.to });
    close();
  };

  const dateButton = (end: RangeEnd) => (
    <Button
      variant="outlined"
      startIcon={<CalendarMonthIcon aria-hidden="true" />}
      aria-haspopup="dialog"
      aria-expanded={open?.end === end}
      aria-describedby={describedBy}
      onClick={() => start(end)}
      sx={{ minHeight: 44 }}
    >
      {t(end === 'from' ? 'dateRangePicker.fromButton' : 'dateRangePicker.toButton', { date: short(value[end]) })}
    </Button>
  );

  return (
    <>
      <Box
        ref={setAnchor}
        role="group"
        aria-labelledby={labelId}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
      >
        <Typography id={labelId} component="span" variant="subtitle2" sx={{ flexBasis: '100%' }}>
          {label}
        </Typography>
        {dateButton('from')}
        <span aria-hidden="true">–</span>
        {dateButton('to')}
        <Box component="span" id={describedBy} sx={visuallyHidden}>
          {t('dateRangePicker.range', { from: long(value.from), to: long(value.to) })}
        </Box>
      </Box>
      <Popover
        open={open !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        marginThreshold={8}
        // The calendar puts the focus on its day itself.
        disableAutoFocus
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: { xs: 1, sm: 2 }, maxWidth: 360 } },
        }}
      >
        {open && draft ? (
          <>
            <Typography id={titleId} component="h2" variant="h6">
              {t('dateRangePicker.title')}
            </Typography>
            <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
              {draft.to === null
                ? t('dateRangePicker.pickLast', { from: short(draft.from) })
                : t('dateRangePicker.chosen', { from: short(draft.from), to: short(draft.to) })}
            </Typography>
            <RangeCalendar
              draft={draft}
              focused={open.focused}
              onFocusedChange={(focused) => setOpen({ ...open, focused })}
              onPick={(day) => setOpen({ ...pickDay(draft, open.end, day), focused: day })}
              min={min}
              max={max}
              today={today}
              autoFocus
            />
            {tooLong ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {t('dateRangePicker.tooLong', { days: maxDays })}
              </Alert>
            ) : null}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
              <Button onClick={() => setOpen({ end: 'from', draft: { ...resetTo }, focused: resetTo.from })}>
                {t('dateRangePicker.reset')}
              </Button>
              <Button variant="contained" disabled={draft.to === null || tooLong} onClick={done}>
                {t('dateRangePicker.done')}
              </Button>
            </Box>
          </>
        ) : null}
      </Popover>
    </>
  );
}
