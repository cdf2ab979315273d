import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type Page, pageQuerySchema, pageSchema, sortedPageQuerySchema } from './paging.js';

const COLUMNS = ['name', 'createdOn'] as const;
const SORT = { columns: COLUMNS, sortBy: 'createdOn' } as const;

describe('pageQuerySchema', () => {
  it('reads the first page of the default size, and coerces the query string', () => {
    const schema = pageQuerySchema({ default: 20 });
    expect(schema.parse({})).toEqual({ page: 0, size: 20 });
    expect(schema.parse({ page: '3', size: '100' })).toEqual({ page: 3, size: 100 });
  });

  it('refuses pages out of range and sizes outside the list or the maximum', () => {
    const listed = pageQuerySchema({ sizes: [10, 25], default: 10 });
    expect(listed.safeParse({ size: '30' }).success).toBe(false);
    expect(listed.safeParse({ page: '-1' }).success).toBe(false);
    expect(listed.safeParse({ page: '100001' }).success).toBe(false);
    expect(listed.safeParse({ page: '1.5' }).success).toBe(false);
    const ranged = pageQuerySchema({ default: 10, max: 50 });
    expect(ranged.safeParse({ size: '51' }).success).toBe(false);
    expect(ranged.safeParse({ size: '0' }).success).toBe(false);
  });
});

describe('sortedPageQuerySchema', () => {
  const schema = sortedPageQuerySchema({ default: 10 }, SORT);

  it('sorts by the default column, descending, unless told', () => {
    expect(schema.parse({})).toEqual({ page: 0, size: 10, sortBy: 'createdOn', sortOrder: 'desc' });
    expect(schema.parse({ sortBy: 'name', sortOrder: 'asc' })).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
    expectTypeOf(schema.parse({}).sortBy).toEqualTypeOf<'name' | 'createdOn'>();
  });

  it('takes only the listed columns and asc or desc', () => {
    expect(schema.safeParse({ sortBy: 'password' }).success).toBe(false);
    expect(schema.safeParse({ sortOrder: 'up' }).success).toBe(false);
  });
});

describe('pageSchema', () => {
  it('is the items of one page with the total, page and size', () => {
    const schema = pageSchema(z.object({ id: z.number() }));
    const page: Page<{ id: number }> = { items: [{ id: 1 }], total: 11, page: 1, size: 10 };
    expect(schema.parse(page)).toEqual(page);
    expect(schema.safeParse({ ...page, size: 0 }).success).toBe(false);
    expect(schema.safeParse({ ...page, total: -1 }).success).toBe(false);
  });
});
