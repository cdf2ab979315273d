import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDay, todayIn } from './dates';
import { browserTimeZone, displayTimeZone, setUserTimeZone, useDisplayTimeZone } from './display-time-zone';

const LATE_EVENING_UTC = '2026-11-02T03:30:00Z';

afterEach(() => {
  setUserTimeZone(null);
});

describe('formatDate', () => {
  it('shows a moment on the day it is in the given zone', () => {
    expect(formatDate(LATE_EVENING_UTC, 'en-US', 'date', 'America/Chicago')).toBe('Nov 1, 2026');
    expect(formatDate(LATE_EVENING_UTC, 'en-US', 'date', 'Asia/Tokyo')).toBe('Nov 2, 2026');
  });

  it('speaks the interface language', () => {
    expect(formatDate(LATE_EVENING_UTC, 'es-MX', 'date', 'America/Mexico_City')).toBe('1 de nov de 2026');
    expect(formatDate(LATE_EVENING_UTC, 'fr-CA', 'date', 'America/Toronto')).toBe('1 nov. 2026');
  });

  it('uses the signed-in user’s zone by default, and the browser’s when signed out', () => {
    setUserTimeZone('Pacific/Honolulu');
    expect(displayTimeZone()).toBe('Pacific/Honolulu');
    expect(formatDateTime(LATE_EVENING_UTC, 'en-US')).toBe('11/01/2026, 05:30 PM');
    setUserTimeZone('Asia/Kolkata');
    expect(formatDateTime(LATE_EVENING_UTC, 'en-US')).toBe('11/02/2026, 09:00 AM');
    setUserTimeZone(null);
    expect(displayTimeZone()).toBe(browserTimeZone());
  });

  it('ignores a zone the runtime does not know', () => {
    setUserTimeZone('Mars/Olympus_Mons');
    expect(displayTimeZone()).toBe(browserTimeZone());
    expect(formatDate(LATE_EVENING_UTC, 'en-US', 'date', 'Not/AZone')).toBe(
      formatDate(LATE_EVENING_UTC, 'en-US', 'date', browserTimeZone()),
    );
  });

  it('keeps a calendar date on its day whatever the zone', () => {
    expect(formatDate('2026-11-02', 'en-US', 'date', 'Pacific/Honolulu')).toBe('Nov 2, 2026');
    expect(formatDate('2026-11-02', 'en-US', 'date', 'Pacific/Kiritimati')).toBe('Nov 2, 2026');
  });

  it('shows an unreadable value as it is', () => {
    expect(formatDate('not a date', 'en-US')).toBe('not a date');
    expect(formatDateTime('', 'en-US')).toBe('');
  });
});

describe('formatDate for the admin tables', () => {
  it('shows DD-MM-YYYY in every language, on the day in the zone', () => {
    for (const locale of ['en-US', 'es-MX', 'fr-CA'] as const) {
      expect(formatDate(LATE_EVENING_UTC, locale, 'admin', 'America/Chicago')).toBe('01-11-2026');
    }
  });
});

describe('formatDate for moments in the admin tables', () => {
  it('starts with the admin day in every language, then the time in the language’s clock', () => {
    expect(formatDate(LATE_EVENING_UTC, 'en-US', 'adminMoment', 'America/Chicago')).toBe('01-11-2026, 09:30 PM');
    expect(formatDate(LATE_EVENING_UTC, 'es-MX', 'adminMoment', 'America/Mexico_City')).toBe('01-11-2026, 21:30');
    expect(formatDate(LATE_EVENING_UTC, 'fr-CA', 'adminMoment', 'America/Toronto')).toBe('01-11-2026, 22:30');
  });
});

describe('formatDate in words', () => {
  it('shows a conversation’s moment with its time, in the language', () => {
    expect(formatDate(LATE_EVENING_UTC, 'en-US', 'moment', 'America/Chicago')).toBe('Nov 1, 2026 9:30 PM');
  });
});

describe('formatDateTime', () => {
  it('follows the spec’s MM/DD/YYYY, hh:mm AM/PM in English, in the zone', () => {
    expect(formatDateTime(LATE_EVENING_UTC, 'en-US', 'America/Chicago')).toBe('11/01/2026, 09:30 PM');
    expect(formatDateTime(LATE_EVENING_UTC, 'en-US', 'America/New_York')).toBe('11/01/2026, 10:30 PM');
  });

  it('uses the language’s numeric forms elsewhere', () => {
    expect(formatDateTime(LATE_EVENING_UTC, 'es-MX', 'America/Mexico_City')).toBe('01/11/2026, 21:30');
    expect(formatDateTime(LATE_EVENING_UTC, 'fr-CA', 'America/Toronto')).toBe('2026-11-01, 22:30');
  });
});

describe('formatDay and todayIn', () => {
  it('shows a calendar day in a pattern of the interface language, never moved to another zone', () => {
    expect(formatDay('2026-11-02', 'en-US', 'MMM DD')).toBe('Nov 02');
    expect(formatDay('2026-11-02', 'fr-CA', 'MMM DD')).toBe('nov. 02');
    expect(formatDay('not a day', 'en-US', 'MMM DD')).toBe('not a day');
  });

  it("gives today's day in the zone: the user's by default", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(LATE_EVENING_UTC) });
    expect(todayIn('America/Chicago')).toBe('2026-11-01');
    expect(todayIn('Asia/Tokyo')).toBe('2026-11-02');
    setUserTimeZone('America/Chicago');
    expect(todayIn()).toBe('2026-11-01');
  });
});

describe('useDisplayTimeZone', () => {
  it('re-renders when the user’s zone changes', () => {
    const { result } = renderHook(() => useDisplayTimeZone());
    expect(result.current).toBe(browserTimeZone());
    act(() => {
      setUserTimeZone('Europe/Paris');
    });
    expect(result.current).toBe('Europe/Paris');
  });

  it('is not told of a quiet change until notified', () => {
    expect(setUserTimeZone('America/Denver', { notify: false })).toBe(true);
    expect(setUserTimeZone('America/Denver')).toBe(false);
    expect(displayTimeZone()).toBe('America/Denver');
  });
});
