import { describe, expect, it } from 'vitest';
import {
  readUrlFilters,
  readUrlTable,
  readUrlTableState,
  urlDay,
  urlInteger,
  urlList,
  urlOneOf,
  urlQueryObject,
  urlText,
} from './url-state.js';

const SORT = { columns: ['name', 'createdOn'] as const, sortBy: 'createdOn' as const };

describe('readUrlTableState', () => {
  const rule = { sizes: [10, 25], defaultSize: 25, sort: SORT };

  it('reads a one-based page, a listed size and a sort from the URL', () => {
    expect(readUrlTableState(rule, { page: '3', pageSize: '10', sortBy: 'name', sortOrder: 'asc' })).toEqual({
      page: 3,
      pageSize: 10,
      sortBy: 'name',
      sortOrder: 'asc',
    });
  });

  it('falls back to the defaults for missing or malformed values instead of throwing', () => {
    const defaults = { page: 1, pageSize: 25, sortBy: 'createdOn', sortOrder: 'desc' };
    expect(readUrlTableState(rule, {})).toEqual(defaults);
    expect(readUrlTableState(rule, { page: '0', pageSize: '30', sortBy: 'password', sortOrder: 'up' })).toEqual(
      defaults,
    );
    for (const page of ['-2', '1.5', 'abc', '100002', '']) expect(readUrlTableState(rule, { page }).page).toBe(1);
    expect(readUrlTableState({ ...rule, sort: { ...SORT, sortOrder: 'asc' } }, {}).sortOrder).toBe('asc');
  });
});

describe('URL filter readers', () => {
  it('read a value that fits and nothing otherwise', () => {
    const status = urlOneOf(['open', 'closed']);
    expect(status('open')).toBe('open');
    expect(status('Open')).toBeUndefined();
    expect(status(undefined)).toBeUndefined();
    expect(urlText(5)('  abc ')).toBe('abc');
    expect(urlText(5)('   ')).toBeUndefined();
    expect(urlText(5)('abcdef')).toBeUndefined();
    expect(urlInteger(1, 100)('42')).toBe(42);
    for (const raw of ['0', '101', '4.5', 'x', '', undefined]) expect(urlInteger(1, 100)(raw)).toBeUndefined();
    expect(urlDay('2026-02-28')).toBe('2026-02-28');
    for (const raw of ['2026-02-30', '2026-2-1', 'today']) expect(urlDay(raw)).toBeUndefined();
  });

  it('read a comma list whole or not at all', () => {
    const roles = urlList(urlOneOf(['admin', 'merchant']), { max: 2 });
    expect(roles('admin,merchant')).toEqual(['admin', 'merchant']);
    expect(roles('admin,,')).toEqual(['admin']);
    expect(roles('admin,owner')).toBeUndefined();
    expect(roles('admin,merchant,admin')).toBeUndefined();
    expect(urlList(urlText(3), { min: 1, max: 2 })(',')).toBeUndefined();
  });

  it('read every filter of a query by its parameter', () => {
    const readers = { status: urlOneOf(['open', 'closed']), search: urlText(10) };
    expect(readUrlFilters(readers, { status: 'open', search: ' hat ', page: '2' })).toEqual({
      status: 'open',
      search: 'hat',
    });
    expect(readUrlFilters(readers, { status: 'gone' })).toEqual({ status: undefined, search: undefined });
  });
});

describe('readUrlTable', () => {
  const rule = { sort: SORT, filters: { search: urlText(10) } };

  it("gives the call's zero-based page, the admin sizes and default unless told, and the filters", () => {
    const query = urlQueryObject(new URLSearchParams('page=3&pageSize=25&search=%20ab%20&sortBy=name'));
    expect(readUrlTable(rule, query)).toEqual({
      table: { page: 2, pageSize: 25, sortBy: 'name', sortOrder: 'desc' },
      filters: { search: 'ab' },
    });
    expect(readUrlTable({ ...rule, sizes: [20, 40], defaultSize: 40 }, { pageSize: '25' }).table.pageSize).toBe(40);
    expect(readUrlTable(rule, {})).toEqual({
      table: { page: 0, pageSize: 10, sortBy: 'createdOn', sortOrder: 'desc' },
      filters: { search: undefined },
    });
  });

  it('reads a parameter given twice as its last value', () => {
    expect(urlQueryObject(new URLSearchParams('page=2&page=4'))).toEqual({ page: '4' });
  });
});
