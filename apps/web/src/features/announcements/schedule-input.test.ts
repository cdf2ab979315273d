import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './schedule-input';

describe('the schedule inputs', () => {
  it('show an instant as the wall-clock time of the display zone', () => {
    expect(toZonedInput('2026-11-22T09:00:00.000Z', 'America/Chicago')).toBe('2026-11-22T03:00');
    expect(toZonedInput('2026-11-22T09:00:00.000Z', 'America/Mexico_City')).toBe('2026-11-22T03:00');
    expect(toZonedInput('2026-07-01T12:30:00.000Z', 'America/Toronto')).toBe('2026-07-01T08:30');
  });

  it('read a wall-clock time in the display zone back as the same instant', () => {
    expect(fromZonedInput('2026-11-22T03:00', 'America/Chicago')).toBe('2026-11-22T09:00:00.000Z');
    expect(fromZonedInput('2026-07-01T08:30', 'America/Toronto')).toBe('2026-07-01T12:30:00.000Z');
    expect(fromZonedInput(toZonedInput('2026-03-08T15:00:00.000Z', 'UTC'), 'UTC')).toBe('2026-03-08T15:00:00.000Z');
  });

  it('leave an empty or half-typed input for the schema to refuse', () => {
    expect(fromZonedInput('', 'UTC')).toBe('');
    expect(fromZonedInput('2026-11-22', 'UTC')).toBe('2026-11-22');
  });
});
