import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

const VALUES = [0, 7, 42, 999, 1000, 1234, 12_345, 100_000, 1_234_567, 987_654_321, -1, -4321, -1_000_000];

describe('formatCount', () => {
  it.each(['en-US', 'es-MX', 'fr-CA'])('writes whole numbers as the number format of %s does', (locale) => {
    for (const value of VALUES) expect(formatCount(value, locale)).toBe(value.toLocaleString(locale));
  });

  it('groups by language: a comma in English and Mexican Spanish, a no-break space in Canadian French', () => {
    expect(formatCount(1_234_567, 'en-US')).toBe('1,234,567');
    expect(formatCount(1_234_567, 'es-MX')).toBe('1,234,567');
    expect(formatCount(1_234_567, 'fr-CA')).toBe('1\u00a0234\u00a0567');
  });

  it('leaves fractions and other languages to the browser', () => {
    expect(formatCount(1234.5, 'fr-CA')).toBe((1234.5).toLocaleString('fr-CA'));
    expect(formatCount(1234, 'de-DE')).toBe((1234).toLocaleString('de-DE'));
  });
});
