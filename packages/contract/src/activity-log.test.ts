import { describe, expect, it } from 'vitest';
import { ACTIVITY_LOG_ERROR_CODES, activityLogFiltersSchema, daysInRange } from './activity-log.js';

const issuesOf = (body: Record<string, unknown>) => {
  const result = activityLogFiltersSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('activity log contract', () => {
  it('counts both ends of a range', () => {
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysInRange('2026-11-01', '2026-11-01')).toBe(1);
  });

  it('takes 30 days and refuses 31, a reversed range and days outside the bounds, each with its code', () => {
    expect(issuesOf({ from: '2026-11-01', to: '2026-11-30' })).toEqual([]);
    expect(issuesOf({ from: '2026-11-01', to: '2026-12-01' })).toEqual([ACTIVITY_LOG_ERROR_CODES.rangeTooLong]);
    expect(issuesOf({ from: '2026-11-02', to: '2026-11-01' })).toEqual([ACTIVITY_LOG_ERROR_CODES.rangeReversed]);
    expect(issuesOf({ from: '1899-12-31', to: '1900-01-01' })).toEqual([ACTIVITY_LOG_ERROR_CODES.rangeOutOfBounds]);
    expect(issuesOf({ from: '2100-01-01', to: '2100-01-02' })).toEqual([ACTIVITY_LOG_ERROR_CODES.rangeOutOfBounds]);
  });

  it('refuses a day the calendar does not have', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-1-01', '26-01-01']) {
      expect(issuesOf({ from: day, to: day }), day).not.toEqual([]);
    }
    expect(issuesOf({ from: '2028-02-29', to: '2028-02-29' })).toEqual([]);
  });
});
