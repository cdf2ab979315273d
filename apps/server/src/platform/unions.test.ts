import { describe, expect, it } from 'vitest';
import { isOneOf, oneOf } from './unions.js';

const COLOURS = ['red', 'green'] as const;

describe('unions', () => {
  it('recognises members only', () => {
    expect(isOneOf(COLOURS, 'red')).toBe(true);
    expect(isOneOf(COLOURS, 'Red')).toBe(false);
    expect(isOneOf(COLOURS, null)).toBe(false);
    expect(isOneOf(COLOURS, undefined)).toBe(false);
  });

  it('falls back for anything else', () => {
    expect(oneOf(COLOURS, 'green', 'red')).toBe('green');
    expect(oneOf(COLOURS, 'blue', 'red')).toBe('red');
    expect(oneOf(COLOURS, null, 'red')).toBe('red');
  });
});
