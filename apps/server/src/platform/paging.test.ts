import { describe, expect, it } from 'vitest';
import { fromSpecPaging, pageOf, sqlOrder, sqlWindow } from './paging.js';

describe('paging', () => {
  it('turns a zero-based page and its size into limit and offset', () => {
    expect(sqlWindow({ page: 0, size: 25 })).toEqual({ limit: 25, offset: 0 });
    expect(sqlWindow({ page: 3, size: 10 })).toEqual({ limit: 10, offset: 30 });
  });

  it('maps the sort column to the table column', () => {
    expect(sqlOrder({ sortBy: 'createdOn', sortOrder: 'asc' }, { createdOn: 'created_at' })).toEqual({
      column: 'created_at',
      direction: 'asc',
    });
  });

  it('builds the envelope from the request', () => {
    expect(pageOf({ page: 2, size: 10 }, ['a'], 21)).toEqual({ items: ['a'], total: 21, page: 2, size: 10 });
  });

  it("maps the spec's parameter names", () => {
    expect(fromSpecPaging({ page_number: 4, page_size: 20 })).toEqual({ page: 4, size: 20 });
    expect(fromSpecPaging({ page: 1, page_size: 10 })).toEqual({ page: 1, size: 10 });
  });
});
