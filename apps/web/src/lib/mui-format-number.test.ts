import { afterEach, describe, expect, it, vi } from 'vitest';
import buildFormatNumber from './mui-format-number';

afterEach(() => vi.restoreAllMocks());

describe("MUI's number formatter, made on first use", () => {
  it('makes no number format until it formats, then one', () => {
    const NumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales?: string | string[]) {
      return new NumberFormat(locales);
    } as typeof Intl.NumberFormat);
    const format = buildFormatNumber('fr-CA');
    expect(made).not.toHaveBeenCalled();
    expect(format(1234)).toBe((1234).toLocaleString('fr-CA'));
    expect(format(5)).toBe('5');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('writes what is not a finite number as it is', () => {
    expect(buildFormatNumber('en-US')(Number.NaN)).toBe('NaN');
  });
});
