import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDay } from '@/lib/dates';
import type { DraftRange } from './calendar';
import { addDays, addMonths, clampDay, monthOf, monthWeeks, movedDay } from './calendar';

/** A Sunday, from which the weekday names are read in the interface language. */
const A_SUNDAY = '2023-01-01';
/** Day cells stay at least 38 px square (40 px from 600 px): seven fit a 320 px screen, each easy to tap. */
const CELL_SIZE = { xs: 38, sm: 40 } as const;

function weekdayNames(locale: Locale) {
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(A_SUNDAY, i);
    return { short: formatDay(day, locale, 'dd'), long: formatDay(day, locale, 'dddd') };
  });
}

type RangeCalendarProps = {
  draft: DraftRange;
  /** The day the keyboard is on (the grid's one tab stop); its month is the one shown. */
  focused: string;
  onFocusedChange: (day: string) => void;
  onPick: (day: string) => void;
  min: string;
  max: string;
  /** Marked as the current date. */
  today?: string;
  /** Puts the focus on the focused day when the calendar opens. */
  autoFocus?: boolean;
};

/**
 * One month of days as a grid (the WAI-ARIA date picker pattern): arrow keys move a day or a week, Home and End to
 * the week's ends, Page Up and Page Down a month (with Shift a year), Enter or Space picks the day, as a tap does.
 * Days outside the bounds cannot be picked; the days of the range are selected.
 */
export function RangeCalendar({
  draft,
  focused,
  onFocusedChange,
  onPick,
  min,
  max,
  today,
  autoFocus,
}: RangeCalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(Boolean(autoFocus));
  const month = monthOf(focused);
  const first = `${month}-01`;

  // The focus follows the focused day after a key moved it (or the calendar opened), never on a mere render.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const move = (day: string) => {
    moved.current = true;
    onFocusedChange(clampDay(day, min, max));
  };
  const pickable = (day: string) => day >= min && day <= max;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (pickable(focused)) onPick(focused);
      return;
    }
    const next = movedDay(focused, event.key, event.shiftKey);
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  const end = draft.to ?? draft.from;
  const inRange = (day: string) => day >= draft.from && day <= end;
  const isEnd = (day: string) => day === draft.from || day === draft.to;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={t('dateRangePicker.previousMonth')}
          disabled={first <= min}
          onClick={() => onFocusedChange(clampDay(addMonths(focused, -1), min, max))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={titleId} component="h3" variant="subtitle1" aria-live="polite" sx={{ fontWeight: 600 }}>
          {formatDay(first, locale, 'MMMM YYYY')}
        </Typography>
        <IconButton
          aria-label={t('dateRangePicker.nextMonth')}
          disabled={addMonths(first, 1) > max}
          onClick={() => onFocusedChange(clampDay(addMonths(focused, 1), min, max))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        component="table"
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        aria-multiselectable="true"
        onKeyDown={onKeyDown}
        sx={{ borderCollapse: 'collapse', mx: 'auto' }}
      >
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <Box
                component="th"
                key={name.long}
                scope="col"
                abbr={name.long}
                sx={{ width: CELL_SIZE, fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary', pb: 0.5 }}
              >
                {name.short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day === null ? (
                  <td key={index} role="gridcell" />
                ) : (
                  <Box
                    component="td"
                    role="gridcell"
                    key={day}
                    data-day={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={formatDay(day, locale, 'dddd, LL')}
                    aria-selected={inRange(day)}
                    aria-disabled={pickable(day) ? undefined : true}
                    aria-current={day === today ? 'date' : undefined}
                    onClick={() => {
                      if (!pickable(day)) return;
                      onFocusedChange(day);
                      onPick(day);
                    }}
                    sx={[
                      {
                        p: 0,
                        cursor: pickable(day) ? 'pointer' : 'default',
                        bgcolor: inRange(day) ? (theme) => alpha(theme.palette.primary.main, 0.14) : undefined,
                        '&:focus-visible': {
                          outline: '3px solid',
                          outlineColor: 'primary.main',
                          outlineOffset: '-3px',
                        },
                      },
                      day === draft.from && { borderStartStartRadius: '50%', borderEndStartRadius: '50%' },
                      day === end && { borderStartEndRadius: '50%', borderEndEndRadius: '50%' },
                    ]}
                  >
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{
                        width: CELL_SIZE,
                        height: CELL_SIZE,
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        borderRadius: '50%',
                        border: day === today ? 1 : 0,
                        borderColor: 'text.secondary',
                        color: pickable(day) ? 'text.primary' : 'text.disabled',
                        ...(isEnd(day) && { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 }),
                      }}
                    >
                      {Number(day.slice(8))}
                    </Box>
                  </Box>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
