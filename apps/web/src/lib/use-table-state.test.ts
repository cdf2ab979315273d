import { describe, expect, it } from 'vitest';
import { nextSort, writeTableQuery } from './use-table-state';

const DEFAULTS = { pageSize: 10, sortBy: 'lastUpdatedOn', sortOrder: 'desc' } as const;
const write = (query: string, changes: Parameters<typeof writeTableQuery>[1]) =>
  writeTableQuery(new URLSearchParams(query), changes, DEFAULTS).toString();

describe('the table state in the URL', () => {
  it('writes the page one-based and leaves defaults out', () => {
    expect(write('', { page: 2 })).toBe('page=3');
    expect(write('page=3', { page: 0 })).toBe('');
    expect(write('pageSize=25', { pageSize: 10 })).toBe('');
    expect(write('', { sortBy: 'lastUpdatedOn', sortOrder: 'desc' })).toBe('');
    expect(write('', { sortBy: 'subject', sortOrder: 'desc' })).toBe('sortBy=subject&sortOrder=desc');
  });

  it('goes back to the first page on any change but the page, keeping other parameters', () => {
    expect(write('page=4&status=NEW&utm=mail', { search: 'acme' })).toBe('status=NEW&utm=mail&search=acme');
    expect(write('page=4&search=acme', { search: '' })).toBe('');
    expect(write('page=4&queueId=3', { queueId: null })).toBe('');
  });

  it('sorts a new column descending first, and flips the same one', () => {
    expect(nextSort({ sortBy: 'a', sortOrder: 'asc' }, 'b')).toEqual({ sortBy: 'b', sortOrder: 'desc' });
    expect(nextSort({ sortBy: 'b', sortOrder: 'desc' }, 'b')).toEqual({ sortBy: 'b', sortOrder: 'asc' });
    expect(nextSort({ sortBy: 'b', sortOrder: 'asc' }, 'b')).toEqual({ sortBy: 'b', sortOrder: 'desc' });
  });
});
