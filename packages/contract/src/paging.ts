import { z } from 'zod';
import { PAGE_MAX, PAGE_SIZE_MAX, SORT_ORDERS } from './paging-core.js';
import type { SortRule } from './paging-core.js';

// ---------------------------------------------------------------------------------------------
// One paging vocabulary for every list call: a query (zero-based page, size, sort column and
// order) and the page envelope the server answers with (their constants and types: paging-core.ts;
// a table's state in the web's URL: url-state.ts). Calls whose parameter names the spec gives
// (page_number, page_size …) keep them on the wire and are mapped to these names where the route
// meets the service.
// ---------------------------------------------------------------------------------------------

export * from './paging-core.js';

/** A page size: one of a fixed list (the admin tables' 10/25/50/75/100) or anything up to a maximum. */
export type PageSizeRule = { default: number; sizes?: readonly number[]; max?: number };

export const pageNumberSchema = z.coerce.number().int().min(0).max(PAGE_MAX).default(0);

export function pageSizeSchema(rule: PageSizeRule) {
  const { sizes } = rule;
  const size = z.coerce
    .number()
    .int()
    .min(1)
    .max(rule.max ?? PAGE_SIZE_MAX);
  return (sizes ? size.refine((n) => sizes.includes(n)) : size).default(rule.default);
}

/** `page` (zero-based) and `size`. */
export function pageQuerySchema(size: PageSizeRule) {
  return z.object({ page: pageNumberSchema, size: pageSizeSchema(size) });
}

/** `page`, `size`, and `sortBy` restricted to the list's sortable columns, `sortOrder` asc or desc (descending unless told). */
export function sortedPageQuerySchema<Column extends string>(size: PageSizeRule, sort: SortRule<Column>) {
  return pageQuerySchema(size).extend({
    sortBy: z.enum(sort.columns).default(() => sort.sortBy),
    sortOrder: z.enum(SORT_ORDERS).default(sort.sortOrder ?? 'desc'),
  });
}

const pageFieldsSchema = z.object({
  total: z.number().int().nonnegative(),
  /** Zero-based, as asked. */
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
});

/** The envelope of every list call: `items` of one page, the `total` matching, and the `page` and `size` asked for. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return pageFieldsSchema.extend({ items: z.array(item) });
}
