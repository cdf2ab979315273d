import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderRoutes } from '@/testing/render-app';
import type { DayRange } from './calendar';
import { addMonths, lastDays, monthWeeks, pickDay } from './calendar';
import { DateRangePicker } from './date-range-picker';

const TODAY = '2026-11-30';
const LAST_29_DAYS = { from: '2026-11-02', to: TODAY };

type Options = { value?: DayRange; min?: string; max?: string };

function setUp({ value = LAST_29_DAYS, min = '1900-01-01', max = '2100-01-01' }: Options = {}) {
  const onChange = vi.fn<(range: DayRange) => void>();
  function Harness() {
    const [range, setRange] = useState(value);
    return (
      <DateRangePicker
        label="Date range"
        value={range}
        onChange={(next) => {
          setRange(next);
          onChange(next);
        }}
        resetTo={LAST_29_DAYS}
        min={min}
        max={max}
        maxDays={30}
        today={TODAY}
      />
    );
  }
  const view = renderRoutes('/picker', { routes: [{ path: '/picker', element: <Harness /> }] });
  return { ...view, onChange };
}

// The picker's buttons sit behind its open calendar too (hidden from assistive technology meanwhile).
const fromButton = () => screen.getByRole('button', { name: /^From /, hidden: true });
const toButton = () => screen.getByRole('button', { name: /^To /, hidden: true });
const dialog = () => screen.getByRole('dialog', { name: 'Choose a date range' });
const day = (label: string) => within(dialog()).getByRole('gridcell', { name: label });
const done = () => within(dialog()).getByRole('button', { name: 'Done' });

describe('the calendar arithmetic', () => {
  it('counts the default range as today and the 28 days before it', () => {
    expect(lastDays('2026-03-10', 29)).toEqual({ from: '2026-02-10', to: '2026-03-10' });
  });

  it('lays a month out in weeks from Sunday, and keeps the day of the month when it can', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(monthWeeks('2026-09')[0]?.slice(0, 3)).toEqual([null, null, '2026-09-01']);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15');
  });

  it('picks the first day, then the last; a last day before the first starts again from it', () => {
    const first = pickDay({ from: '2026-11-02', to: '2026-11-30' }, 'from', '2026-11-10');
    expect(first).toEqual({ draft: { from: '2026-11-10', to: '2026-11-30' }, end: 'to' });
    expect(pickDay(first.draft, 'to', '2026-11-20')).toEqual({
      draft: { from: '2026-11-10', to: '2026-11-20' },
      end: 'from',
    });
    expect(pickDay(first.draft, 'to', '2026-11-05')).toEqual({ draft: { from: '2026-11-05', to: null }, end: 'to' });
    expect(pickDay(first.draft, 'from', '2026-12-05')).toEqual({ draft: { from: '2026-12-05', to: null }, end: 'to' });
  });
});

describe('the date range picker', () => {
  it("shows the range on two date buttons in the picker's 'MMM DD' format, in each language", async () => {
    setUp();
    const group = screen.getByRole('group', { name: 'Date range' });
    expect(within(group).getByRole('button', { name: 'From Nov 02' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(group).getByRole('button', { name: 'To Nov 30' })).toHaveAccessibleDescription(
      'November 2, 2026 to November 30, 2026',
    );
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(screen.getByRole('button', { name: 'Du nov. 02' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Au nov. 30' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es-MX'));
    expect(screen.getByRole('button', { name: 'Desde nov 02' })).toBeInTheDocument();
  });

  it('is picked by keyboard alone: arrows move the day, Enter picks it, Done applies and gives the focus back', async () => {
    const { user, onChange } = setUp();
    act(() => fromButton().focus());
    await user.keyboard('{Enter}');
    expect(fromButton()).toHaveAttribute('aria-expanded', 'true');
    const grid = within(dialog()).getByRole('grid', { name: 'November 2026' });
    await waitFor(() => expect(day('Monday, November 2, 2026')).toHaveFocus());
    expect(day('Monday, November 2, 2026')).toHaveAttribute('aria-selected', 'true');
    expect(day('Sunday, November 1, 2026')).toHaveAttribute('aria-selected', 'false');
    expect(day('Monday, November 30, 2026')).toHaveAttribute('aria-current', 'date');

    // Right a day, down a week, left a day: Monday the 9th.
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowLeft}');
    expect(day('Monday, November 9, 2026')).toHaveFocus();
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Nov 09 – Nov 30');
    expect(day('Sunday, November 8, 2026')).toHaveAttribute('aria-selected', 'false');
    // Then the last day: up a week from the 9th is before it, so the range starts again there.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('From Nov 02: now pick the last day');
    expect(done()).toBeDisabled();
    await user.keyboard('{End}{ArrowDown}{Enter}');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Nov 02 – Nov 14');
    await user.click(done());
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-11-02', to: '2026-11-14' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fromButton()).toHaveFocus();
    expect(toButton()).toHaveAccessibleName('To Nov 14');
  });

  it('closes with Escape without changing the range, the focus back on its button', async () => {
    const { user, onChange } = setUp();
    act(() => toButton().focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(day('Monday, November 30, 2026')).toHaveFocus());
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Nov 02 – Nov 29');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toButton()).toHaveFocus();
    expect(toButton()).toHaveAccessibleName('To Nov 30');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says 'Date range can't be more than 30 days' for a longer range and keeps Done off; Reset goes back to the last 29 days", async () => {
    const { user, onChange } = setUp({ value: { from: '2026-10-01', to: '2026-10-10' } });
    await user.click(toButton());
    await waitFor(() => expect(day('Saturday, October 10, 2026')).toHaveFocus());
    // Page Down: the same day a month on; 41 days in all.
    await user.keyboard('{PageDown}');
    expect(within(dialog()).getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(within(dialog()).getByRole('alert')).toHaveTextContent("Date range can't be more than 30 days");
    expect(done()).toBeDisabled();
    // 30 days is allowed.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(toButton());
    await user.click(day('Friday, October 30, 2026'));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Reset' }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Nov 02 – Nov 30');
    expect(within(dialog()).getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    await user.click(done());
    expect(onChange).toHaveBeenLastCalledWith(LAST_29_DAYS);
  });

  it('speaks French: the message, the month and the days', async () => {
    await act(() => i18n.changeLanguage('fr-CA'));
    const { user } = setUp({ value: { from: '2026-10-01', to: '2026-10-10' } });
    await user.click(screen.getByRole('button', { name: 'Au oct. 10' }));
    const picker = screen.getByRole('dialog', { name: 'Choisissez une plage de dates' });
    await user.click(within(picker).getByRole('button', { name: 'Mois suivant' }));
    expect(within(picker).getByRole('grid', { name: 'novembre 2026' })).toBeInTheDocument();
    await user.click(within(picker).getByRole('gridcell', { name: 'mardi, 10 novembre 2026' }));
    expect(within(picker).getByRole('alert')).toHaveTextContent('La plage de dates ne peut pas dépasser 30 jours');
    expect(within(picker).getByRole('button', { name: 'Terminé' })).toBeDisabled();
  });

  it('keeps to its bounds: days outside them cannot be picked and the months beyond are not offered', async () => {
    const { user, onChange } = setUp({ value: { from: '1900-01-04', to: '1900-01-05' }, min: '1900-01-02' });
    await user.click(fromButton());
    await waitFor(() => expect(day('Thursday, January 4, 1900')).toHaveFocus());
    expect(within(dialog()).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    // The focus stops at the first day allowed.
    expect(day('Tuesday, January 2, 1900')).toHaveFocus();
    expect(within(dialog()).getByRole('grid', { name: 'January 1900' })).toBeInTheDocument();
    const before = day('Monday, January 1, 1900');
    expect(before).toHaveAttribute('aria-disabled', 'true');
    await user.click(before);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Jan 04 – Jan 05');
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
