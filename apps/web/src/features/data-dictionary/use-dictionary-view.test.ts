import { describe, expect, it } from 'vitest';
import { appliedSearch, isTooShort, readView, writeView } from './use-dictionary-view';

const params = (query: string) => new URLSearchParams(query);

describe('the data dictionary view in the URL', () => {
  it('reads search, product, tier, one-based page, rows per page and selected element', () => {
    expect(readView(params('search=sales&product=mod_intel&tier=basic&page=3&size=50&selected=ge-7'))).toEqual({
      search: 'sales',
      product: 'mod_intel',
      tier: 'basic',
      page: 3,
      size: 50,
      selected: 'ge-7',
    });
  });

  it('takes only the offered rows per page, and a new size goes back to the first page', () => {
    expect(readView(params('size=100')).size).toBe(100);
    expect(readView(params('size=30')).size).toBe(20);
    expect(readView(params('size=abc')).size).toBe(20);
    expect(writeView(params('search=sales&page=4'), { size: 50 }).toString()).toBe('search=sales&size=50');
    expect(writeView(params('size=50'), { size: 20 }).toString()).toBe('');
  });

  it('falls back to the defaults for missing or invalid values', () => {
    const defaults = { search: '', product: null, tier: null, page: 1, size: 20, selected: null };
    expect(readView(params(''))).toEqual(defaults);
    expect(readView(params('search=ab&product=unknown&tier=gold&page=0&selected=%20'))).toEqual(defaults);
    expect(readView(params('page=-2')).page).toBe(1);
    expect(readView(params('page=2.5')).page).toBe(1);
    expect(readView(params('page=100002')).page).toBe(1);
    expect(readView(params('page=100001')).page).toBe(100001);
  });

  it('writes a change in a fixed order, leaving defaults out and keeping other parameters', () => {
    const next = writeView(params('utm=mail&page=2&search=sales'), { selected: 'ge-1' });
    expect(next.toString()).toBe('search=sales&page=2&selected=ge-1&utm=mail');
    expect(writeView(params('search=sales&selected=ge-1'), { selected: null }).toString()).toBe('search=sales');
  });

  it('goes back to the first page when the search, product or tier changes, not when only the selection does', () => {
    const at = params('search=sales&page=4');
    expect(writeView(at, { search: 'units' }).toString()).toBe('search=units');
    expect(writeView(at, { search: '' }).toString()).toBe('');
    expect(writeView(at, { product: 'shopper_behavior' }).toString()).toBe('search=sales&product=shopper_behavior');
    expect(writeView(at, { tier: 'charter' }).toString()).toBe('search=sales&tier=charter');
    expect(writeView(at, { search: 'sales' }).toString()).toBe('search=sales&page=4');
    expect(writeView(at, { selected: 'ge-1' }).toString()).toBe('search=sales&page=4&selected=ge-1');
    expect(writeView(at, { page: 5 }).toString()).toBe('search=sales&page=5');
  });

  it('applies a typed search of at least 3 characters, trimmed', () => {
    expect(appliedSearch('  sales ')).toBe('sales');
    expect(appliedSearch(' sa ')).toBe('');
    expect(appliedSearch('x'.repeat(250))).toHaveLength(200);
    expect(isTooShort('')).toBe(false);
    expect(isTooShort('  ')).toBe(false);
    expect(isTooShort('a')).toBe(true);
    expect(isTooShort(' ab ')).toBe(true);
    expect(isTooShort('abc')).toBe(false);
  });
});
