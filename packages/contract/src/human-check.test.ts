import { describe, expect, it } from 'vitest';
import { TIME_DURATION } from './constants.js';
import { challengeResponseSchema, HUMAN_CHECK, isHoldLongEnough, proofRequestSchema } from './human-check.js';

describe('isHoldLongEnough', () => {
  it('holds for the spec’s TIME_DURATION, with the network tolerance', () => {
    expect(HUMAN_CHECK.holdMs).toBe(TIME_DURATION);
    expect(isHoldLongEnough(TIME_DURATION)).toBe(true);
    expect(isHoldLongEnough(TIME_DURATION - HUMAN_CHECK.holdToleranceMs)).toBe(true);
    expect(isHoldLongEnough(TIME_DURATION - HUMAN_CHECK.holdToleranceMs - 1)).toBe(false);
    expect(isHoldLongEnough(0)).toBe(false);
    expect(isHoldLongEnough(60_000)).toBe(true);
  });
});

describe('human check schemas', () => {
  it('challenges are long random strings', () => {
    expect(proofRequestSchema.safeParse({ challenge: 'short' }).success).toBe(false);
    expect(
      challengeResponseSchema.safeParse({
        challenge: 'a'.repeat(43),
        hold_ms: 1500,
        expires_at: '2026-11-22T09:01:00.000Z',
      }).success,
    ).toBe(true);
  });

  it('the button is 240 x 50 px', () => {
    expect([HUMAN_CHECK.buttonWidthPx, HUMAN_CHECK.buttonHeightPx]).toEqual([240, 50]);
  });
});
