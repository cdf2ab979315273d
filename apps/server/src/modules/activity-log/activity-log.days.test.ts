import { describe, expect, it } from 'vitest';
import { dayStart, eachDayOf, rangeOfDays, zonedTimeWriter } from './activity-log.days.js';

describe("the caller's days", () => {
  it('starts a day at local midnight, on either side of a change to daylight saving time', () => {
    expect(dayStart('2026-11-20', 'America/Chicago').toISOString()).toBe('2026-11-20T06:00:00.000Z');
    expect(dayStart('2026-07-01', 'America/Chicago').toISOString()).toBe('2026-07-01T05:00:00.000Z');
    // Chicago leaves daylight saving time at 02:00 on 1 November 2026 and enters it on 8 March 2026.
    expect(dayStart('2026-11-01', 'America/Chicago').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(dayStart('2026-11-02', 'America/Chicago').toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(dayStart('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(dayStart('2026-03-09', 'America/Chicago').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(dayStart('2026-11-20', 'Asia/Kathmandu').toISOString()).toBe('2026-11-19T18:15:00.000Z');
    expect(dayStart('2026-11-20', 'UTC').toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });

  it('reads a range of whole days as the instants from its first midnight to the one after its last day', () => {
    expect(rangeOfDays('2026-10-31', '2026-11-01', 'America/Chicago')).toEqual({
      from: '2026-10-31T05:00:00.000Z',
      to: '2026-11-02T06:00:00.000Z',
    });
    expect(rangeOfDays('2026-12-31', '2026-12-31', 'Europe/Paris')).toEqual({
      from: '2026-12-30T23:00:00.000Z',
      to: '2026-12-31T23:00:00.000Z',
    });
  });

  it('gives each day of a range its own instants, the day of a change of offset 25 hours long', () => {
    expect(eachDayOf('2026-10-31', '2026-11-02', 'America/Chicago')).toEqual([
      { day: '2026-10-31', from: '2026-10-31T05:00:00.000Z', to: '2026-11-01T05:00:00.000Z' },
      { day: '2026-11-01', from: '2026-11-01T05:00:00.000Z', to: '2026-11-02T06:00:00.000Z' },
      { day: '2026-11-02', from: '2026-11-02T06:00:00.000Z', to: '2026-11-03T06:00:00.000Z' },
    ]);
    expect(eachDayOf('2026-12-31', '2026-12-31', 'UTC')).toEqual([
      { day: '2026-12-31', from: '2026-12-31T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' },
    ]);
  });

  it('writes instants as DD-MM-YYYY HH:mm:ss in the zone, across a change of offset', () => {
    const write = zonedTimeWriter('America/Chicago');
    expect(write('2026-11-01T06:59:59.000Z')).toBe('01-11-2026 01:59:59');
    expect(write('2026-11-01T07:00:00.000Z')).toBe('01-11-2026 01:00:00');
    expect(write('2026-11-21T05:30:00.000Z')).toBe('20-11-2026 23:30:00');
    expect(zonedTimeWriter('Asia/Kathmandu')('2026-11-19T18:15:00.000Z')).toBe('20-11-2026 00:00:00');
  });
});
